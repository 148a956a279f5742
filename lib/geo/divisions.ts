import type { z } from "zod";
import type { ZDivision } from "@/lib/geo/schema";
import { cscStates } from "@/lib/geo/csc-data";

// ISO 3166-2 subdivisions. The data names them in English only; the codes are what clients
// store (users.state_code), so they are the stable part.

export type Division = z.input<typeof ZDivision>;

const byCountry = new Map<string, Division[]>();
for (const s of cscStates) {
  const list = byCountry.get(s.countryCode) ?? [];
  list.push({ code: `${s.countryCode}-${s.isoCode}`, name: s.name });
  byCountry.set(s.countryCode, list);
}
const collator = new Intl.Collator("en", { sensitivity: "base" });
for (const list of byCountry.values()) list.sort((a, b) => collator.compare(a.name, b.name) || a.code.localeCompare(b.code));

/** Subdivisions of a country (upper-case alpha-2), sorted by name; empty when it has none. */
export function divisionsOf(country: string): readonly Division[] {
  return byCountry.get(country.trim().toUpperCase()) ?? [];
}

export function hasDivisions(country: string): boolean {
  return divisionsOf(country).length > 0;
}

/**
 * Whether `stateCode` is a subdivision of `country`; accepts the full ISO 3166-2 form (`IT-RM`)
 * and the bare subdivision part (`RM`), in any case.
 */
export function isDivisionOf(country: string | null | undefined, stateCode: string | null | undefined): boolean {
  const c = country?.trim().toUpperCase();
  const s = stateCode?.trim().toUpperCase();
  if (!c || !s) return false;
  const full = s.includes("-") ? s : `${c}-${s}`;
  return divisionsOf(c).some((d) => d.code === full);
}
