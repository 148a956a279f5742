import type { FieldErrors } from "@/lib/api/errors";
import type { ClassroomSessionInput } from "@/lib/professional/schema";

// Rules across the fields of a classroom's schedule, for create and for PATCH (against the
// stored values). Sessions may sit one day either side of the classroom's dates, because a
// session's local time can fall on another UTC day.

const DAY = 86_400_000;
export const MAX_SPAN_DAYS = 366;

export type Schedule = { startsOn: string; endsOn: string; sessions?: ClassroomSessionInput[] };

export function scheduleErrors(s: Schedule): FieldErrors {
  const errors: FieldErrors = {};
  const start = Date.parse(`${s.startsOn}T00:00:00Z`);
  const end = Date.parse(`${s.endsOn}T00:00:00Z`);
  if (end < start) {
    errors.ends_on = ["The end date must be a date after or equal to the start date."];
    return errors;
  }
  if ((end - start) / DAY > MAX_SPAN_DAYS) errors.ends_on = [`A classroom may last at most ${MAX_SPAN_DAYS} days.`];
  s.sessions?.forEach((session, i) => {
    const at = Date.parse(session.starts_at);
    if (at < start - DAY || at >= end + 2 * DAY) {
      errors[`sessions.${i}.starts_at`] = [`The session must take place between ${s.startsOn} and ${s.endsOn}.`];
    }
  });
  return errors;
}
