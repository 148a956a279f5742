import { z } from "zod";
import { todayUtc, ymd } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { defineTask } from "@/lib/jobs/task";
import { addUtcDays, REMINDER_DAYS } from "@/lib/professional/membership-status";
import { sendRenewalReminder } from "@/lib/professional/send-renewal-reminder";

/** Every active membership expiring within 30 days whose reminder for this expiry has not gone out. */
export async function sendDueRenewalReminders(today = todayUtc()): Promise<number> {
  const db = await getDb();
  const horizon = addUtcDays(today, REMINDER_DAYS);
  const due = await db.$queryRaw<{ user_id: number }[]>`
    SELECT user_id FROM professional_memberships
     WHERE status = 'active' AND expire_date BETWEEN ${ymd(today)}::date AND ${ymd(horizon)}::date
       AND reminder_sent_for IS DISTINCT FROM expire_date
     ORDER BY expire_date LIMIT 200`;
  let sent = 0;
  for (const { user_id } of due) if (await sendRenewalReminder(user_id, today)) sent += 1;
  return sent;
}

// Replaces the reminder that rode on sign-in: it now reaches professionals who do not sign in.
export const remindRenewalsTask = defineTask({
  name: "remind-renewals",
  payload: z.object({}).passthrough(),
  run: async () => {
    await sendDueRenewalReminders();
  },
  retry: () => ({ limit: 3, delaySeconds: 30, backoff: true }),
  expireInSeconds: 600,
  schedule: "11 * * * *",
});
