import countryToCurrency from "country-to-currency";
import { countryCodeOf, isCountryCode } from "@/lib/geo/country-code";
import { countries } from "@/lib/geo/country-locales";
import { cscCountries } from "@/lib/geo/csc-data";
import { standardVatRates } from "@/lib/geo/vat-rates";
import type { Lang } from "@/lib/i18n/language";

// Facts about a country by its ISO 3166-1 alpha-2 code. Every function accepts any case and
// answers null (or false) for a code that names no country, so callers can pass stored or
// user-supplied values straight in.

const phoneCodes = new Map(cscCountries.map((c) => [c.isoCode, c.phonecode]));

const upper = countryCodeOf;

export { isCountryCode };

/** ISO 4217 currency of the country, e.g. `EUR` for IT. */
export function currencyOf(code: string | null | undefined): string | null {
  const c = upper(code);
  return c ? ((countryToCurrency as Record<string, string>)[c] ?? null) : null;
}

/** Standard VAT rate in percent; 0 for a country without one in the table, null without a country. */
export function vatRateOf(code: string | null | undefined): number | null {
  if (!code?.trim()) return null;
  const c = upper(code);
  return c ? ((standardVatRates as Record<string, number>)[c] ?? 0) : 0;
}

/** The country's name in `lang` (English when the locale lacks it); null for an unknown code. */
export function countryName(code: string | null | undefined, lang: Lang): string | null {
  const c = upper(code);
  if (!c) return null;
  return countries.getName(c, lang) ?? countries.getName(c, "en") ?? null;
}

/**
 * International calling code with a leading `+`, e.g. `+39`; dependent territories sharing a
 * code keep their area prefix (`+1-684`), and the first one is used where there are several.
 */
export function callingCodeOf(code: string | null | undefined): string | null {
  const c = upper(code);
  const raw = c ? phoneCodes.get(c) : undefined;
  const first = raw?.split(/\s+and\s+/)[0]?.trim().replace(/^\+/, "");
  return first ? `+${first}` : null;
}
