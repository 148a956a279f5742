// Standard (not reduced) VAT/GST rates in percent, by ISO 3166-1 alpha-2 code, as in force in
// 2025 (EU: European Commission "VAT rates applied in the Member States"; others: national tax
// authorities). Checkout applies the standard rate because courses are not a reduced-rate
// supply. Countries without a national VAT (e.g. US, HK) are left out and fall back to 0.
// Update this table when a country changes its standard rate; it is the only source.
export const standardVatRates = {
  // European Union
  AT: 20, BE: 21, BG: 20, CY: 19, CZ: 21, DE: 19, DK: 25, EE: 24, ES: 21, FI: 25.5,
  FR: 20, GR: 24, HR: 25, HU: 27, IE: 23, IT: 22, LT: 21, LU: 17, LV: 21, MT: 18,
  NL: 21, PL: 23, PT: 23, RO: 21, SE: 25, SI: 22, SK: 23,
  // Rest of Europe
  AL: 20, BA: 17, CH: 8.1, GB: 20, IS: 24, LI: 8.1, MC: 20, ME: 21, MK: 18, NO: 25,
  RS: 20, TR: 20, UA: 20,
  // Asia-Pacific
  AU: 10, CN: 13, JP: 10, KR: 10, NZ: 15, PH: 12, SG: 9, TH: 7,
  // Americas
  AR: 21, CL: 19, CO: 19, MX: 16, PE: 18,
  // Middle East and Africa
  AE: 5, EG: 14, IL: 18, MA: 20, SA: 15, ZA: 15,
} as const satisfies Record<string, number>;

export type VatCountry = keyof typeof standardVatRates;
