import { notFound } from "@/lib/api/errors";
import { isCountryCode } from "@/lib/geo/country-facts";
import { divisionsOf, type Division } from "@/lib/geo/divisions";
import { countryRecord, type CountryRecord } from "@/lib/geo/list-countries";
import type { Lang } from "@/lib/i18n/language";

// Route params are already validated; the checks here keep the services safe for other callers.

export function getCountry(code: string, lang: Lang): CountryRecord {
  const c = code.trim().toUpperCase();
  if (!isCountryCode(c)) throw notFound("Country");
  return countryRecord(c, lang);
}

export function getDivisions(code: string): readonly Division[] {
  const c = code.trim().toUpperCase();
  if (!isCountryCode(c)) throw notFound("Country");
  return divisionsOf(c);
}
