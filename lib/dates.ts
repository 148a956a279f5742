// Formats of the contract: Y-m-d, ISO 8601 with microseconds and offset, ISO with milliseconds.

/** Y-m-d; a date in gives a string out (so records typed against their schemas need no null check). */
export function ymd(d: Date): string;
export function ymd(d: Date | null | undefined): string | null;
export function ymd(d: Date | null | undefined): string | null {
  return d ? d.toISOString().slice(0, 10) : null;
}

/** `2026-11-22T13:20:05.123000+00:00` (the database keeps microseconds; JS dates keep ms). */
export const isoMicro = (d: Date): string => d.toISOString().replace(/\.(\d{3})Z$/, ".$1000+00:00");

export const isoMillis = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** A Y-m-d string as the UTC midnight Date that Prisma stores in a DATE column. */
export const dateOnly = (ymdText: string): Date => new Date(`${ymdText}T00:00:00.000Z`);

export const todayUtc = (): Date => dateOnly(new Date().toISOString().slice(0, 10));

export function ageOn(dob: Date, on: Date = new Date()): number {
  let age = on.getUTCFullYear() - dob.getUTCFullYear();
  const m = on.getUTCMonth() - dob.getUTCMonth();
  if (m < 0 || (m === 0 && on.getUTCDate() < dob.getUTCDate())) age--;
  return age;
}
