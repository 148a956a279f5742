import type { z } from "zod";
import type { ZCountry } from "@/lib/geo/schema";
import { callingCodeOf, countryName, currencyOf, vatRateOf } from "@/lib/geo/country-facts";
import { countries } from "@/lib/geo/country-locales";
import { hasDivisions } from "@/lib/geo/divisions";
import type { Lang } from "@/lib/i18n/language";

export type CountryRecord = z.input<typeof ZCountry>;

export function countryRecord(code: string, lang: Lang): CountryRecord {
  return {
    code,
    name: countryName(code, lang) ?? code,
    currency: currencyOf(code),
    calling_code: callingCodeOf(code),
    vat_rate: vatRateOf(code) ?? 0,
    has_divisions: hasDivisions(code),
  };
}

// The list only changes with a package upgrade, so each language is built once per process.
const cache = new Map<Lang, readonly CountryRecord[]>();

/** Every ISO 3166-1 country, named and sorted in `lang`. */
export function listCountries(lang: Lang): readonly CountryRecord[] {
  const hit = cache.get(lang);
  if (hit) return hit;
  const collator = new Intl.Collator(lang, { sensitivity: "base" });
  const list = Object.keys(countries.getAlpha2Codes())
    .map((code) => countryRecord(code, lang))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(lang, list);
  return list;
}
