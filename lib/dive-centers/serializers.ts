import type { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import type { ZDiveCenter } from "@/lib/dive-centers/schema";
import { countryName } from "@/lib/geo/country-facts";
import type { Lang } from "@/lib/i18n/language";

// One select for every dive-center answer: the distributor join and the instructor count come
// back in the same query as the rows, so a page costs the same whatever its size.
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
  _count: { select: { users: { where: { professional: { isNot: null } } } } },
} satisfies Prisma.DiveCenterSelect;

export type DiveCenterRow = Prisma.DiveCenterGetPayload<{ select: typeof diveCenterSelect }>;

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
    instructors_count: row._count.users,
    active: row.active,
    distributor: row.distributor ? { id: row.distributor.id, name: row.distributor.name } : null,
  };
}
