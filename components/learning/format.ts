import { intlLocale } from "@/lib/i18n/intl-locale";

// Dates as people read them in the page's language; records carry Y-m-d or ISO 8601 in UTC.

const formats = new Map<string, Intl.DateTimeFormat>();
const dateFormat = (locale: string) => {
  let f = formats.get(locale);
  if (!f) formats.set(locale, (f = new Intl.DateTimeFormat(intlLocale(locale), { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" })));
  return f;
};

/** `2027-01-12` or `2027-01-12T10:00:00.000000+00:00` → `12 Jan 2027` (en), `12 gen 2027` (it); null → null. */
export function formatDate(value: string | null | undefined, locale = "en"): string | null {
  if (!value) return null;
  const d = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(d.getTime()) ? value : dateFormat(locale).format(d);
}

/** The same, with "—" for a missing date (tables, facts). */
export const formatDay = (value: string | null | undefined, locale = "en"): string => formatDate(value, locale) ?? "—";

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
