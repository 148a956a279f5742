import type { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import type { WithInstructorsCount } from "@/lib/dive-centers/instructor-counts";
import type { ZDiveCenter } from "@/lib/dive-centers/schema";
import { countryName } from "@/lib/geo/country-facts";
import type { Lang } from "@/lib/i18n/language";

// One select for every dive-center answer: the distributor join comes back in the same query as
// the rows, the instructor counts in one more for the whole page (instructor-counts.ts), so a page
// costs the same whatever its size.
export const diveCenterSelect = {
  id: true,
  name: true,
  address: true,
  city: true,
  stateCode: true,
  postalCode: true,
  country: true,
  phone: true,
  email: true,
  website: true,
  lat: true,
  lon: true,
  active: true,
  distributor: { select: { id: true, name: true } },
} satisfies Prisma.DiveCenterSelect;

export type DiveCenterRow = WithInstructorsCount<Prisma.DiveCenterGetPayload<{ select: typeof diveCenterSelect }>>;

export type DiveCenterInfo = z.input<typeof ZDiveCenter>;

export function toDiveCenterInfo(row: DiveCenterRow, lang: Lang): DiveCenterInfo {
  // country is CHAR(2): trim guards against padding from rows written outside Prisma.
  const country = row.country.trim();
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    state_code: row.stateCode,
    postal_code: row.postalCode,
    country,
    country_name: countryName(country, lang),
    contact: { phone: row.phone, email: row.email, website: row.website },
    lat: row.lat,
    lon: row.lon,
    instructors_count: row.instructorsCount,
    active: row.active,
    distributor: row.distributor ? { id: row.distributor.id, name: row.distributor.name } : null,
  };
}
