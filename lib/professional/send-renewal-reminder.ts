import { todayUtc, ymd } from "@/lib/dates";
import { getDb, inTransaction } from "@/lib/db/client";
import { env } from "@/lib/env";
import { sendMail } from "@/lib/mail/send-mail";
import { addUtcDays, REMINDER_DAYS } from "@/lib/professional/membership-status";
import { renewalReminderMail } from "@/lib/professional/renewal-reminder-mail";

/**
 * Sends the renewal reminder when the membership expires within 30 days and none went out for
 * this expire_date yet. The claim is one conditional UPDATE: concurrent runs race on the row
 * lock and PostgreSQL re-checks the condition, so exactly one of them wins. The claim, the outbox
 * row and its send-email job commit together (or not at all). Returns whether this call sent it.
 * Run by the scheduled remind-renewals job (lib/jobs/tasks/remind-renewals.ts).
 */
export async function sendRenewalReminder(userId: number, today = todayUtc()): Promise<boolean> {
  return inTransaction(() => claimAndSend(userId, today));
}

async function claimAndSend(userId: number, today: Date): Promise<boolean> {
  const db = await getDb();
  const horizon = addUtcDays(today, REMINDER_DAYS);
  const claimed = await db.$queryRaw<{ expire_date: Date }[]>`
    UPDATE professional_memberships SET reminder_sent_for = expire_date, updated_at = now()
    WHERE user_id = ${userId} AND status = 'active'
      AND expire_date BETWEEN ${ymd(today)}::date AND ${ymd(horizon)}::date
      AND reminder_sent_for IS DISTINCT FROM expire_date
    RETURNING expire_date`;
  const row = claimed[0];
  if (!row) return false;
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, firstName: true, defaultLanguage: true } });
  const mail = renewalReminderMail({
    firstName: user.firstName,
    expireDate: ymd(row.expire_date)!,
    url: new URL("/professional/renewal", env().appUrl).toString(),
    lang: user.defaultLanguage,
  });
  await sendMail({ to: user.email, ...mail, kind: "professional_renewal_reminder" });
  return true;
}
