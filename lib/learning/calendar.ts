// Calendar arithmetic in UTC for expiry and renewal dates.

/** `from` plus whole months, clamped to the month's end (31 Jan + 1 month = 28/29 Feb, not 3 Mar). */
export function addUtcMonths(from: Date, months: number): Date {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}
