// Dates as people read them (the site is in English); records carry Y-m-d or ISO 8601 in UTC.

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** `2027-01-12` or `2027-01-12T10:00:00.000000+00:00` → `12 Jan 2027`; null → null. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const d = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(d.getTime()) ? value : dateFormat.format(d);
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
