import { todayUtc, ymd } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import { sendMail } from "@/lib/mail/send-mail";
import { addUtcDays, REMINDER_DAYS } from "@/lib/professional/membership-status";
import { renewalReminderMail } from "@/lib/professional/renewal-reminder-mail";

/**
 * Sends the renewal reminder when the membership expires within 30 days and none went out for
 * this expire_date yet. The claim is one conditional UPDATE: concurrent logins race on the row
 * lock and PostgreSQL re-checks the condition, so exactly one of them wins. A failed send gives
 * the claim back so the next login tries again. Returns whether this call sent it.
 */
export async function sendRenewalReminder(userId: number, today = todayUtc()): Promise<boolean> {
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
  try {
    await sendMail({ to: user.email, ...mail, kind: "professional_renewal_reminder" });
  } catch (e) {
    await db.professionalMembership.updateMany({ where: { userId, reminderSentFor: row.expire_date }, data: { reminderSentFor: null } });
    throw e;
  }
  return true;
}

/** The login hook: a reminder problem never blocks signing in. */
export async function remindRenewalOnLogin(userId: number): Promise<void> {
  await sendRenewalReminder(userId).catch((e: unknown) => logger.error("renewal reminder failed", { user_id: userId, error: String(e) }));
}
