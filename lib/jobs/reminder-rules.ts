// When a reminder is due, pure (unit-tested: month ends, leap years, a reminder already sent).
// The scheduled tasks in lib/jobs/tasks/ ask the database the same question with these bounds.

const DAY_MS = 86_400_000;

export const REMINDER_DAYS = { medical: 30, course_log: 14 } as const;
export type ReminderKind = keyof typeof REMINDER_DAYS;

/** The expiries a run at `now` reminds of: after now, at most `days` whole days of 24 h ahead. */
export function reminderWindow(kind: ReminderKind, now: Date): { after: Date; until: Date } {
  return { after: now, until: new Date(now.getTime() + REMINDER_DAYS[kind] * DAY_MS) };
}

/**
 * Due when the expiry lies in the window and no reminder went out for this very expiry (the
 * occasion): a renewed questionnaire or an extended course log has a new expiry and gets its own.
 */
export function reminderDue(kind: ReminderKind, expiresAt: Date, now: Date, sentFor: readonly Date[] = []): boolean {
  const { after, until } = reminderWindow(kind, now);
  const t = expiresAt.getTime();
  if (t <= after.getTime() || t > until.getTime()) return false;
  return !sentFor.some((d) => d.getTime() === t);
}
