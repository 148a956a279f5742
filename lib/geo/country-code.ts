import * as countries from "i18n-iso-countries/index.js";

// Whether a text names an ISO 3166-1 alpha-2 country, with only the library's code table (no
// locale files, no subdivisions): light enough for schemas that also run in the browser (the
// dive form checks a dive on the device when it is offline). lib/geo/country-facts.ts has the rest.

const alpha2 = new Set(Object.keys(countries.getAlpha2Codes()));

/** The code in upper case when it names a country, else undefined (any case and spaces accepted). */
export function countryCodeOf(code: string | null | undefined): string | undefined {
  const c = code?.trim().toUpperCase();
  return c && alpha2.has(c) ? c : undefined;
}

export function isCountryCode(code: string): boolean {
  return countryCodeOf(code) !== undefined;
}
