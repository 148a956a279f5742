import type { Prisma } from "@/generated/prisma/client";
import type { CenterRecord } from "@/lib/centers/schema";

// One select for every answer about a center its members read (GET /centers, GET/PATCH /centers/{id}).
export const centerSelect = {
  id: true, name: true, country: true, stateCode: true, city: true, address: true, phone: true, email: true,
  website: true, description: true, active: true,
  distributor: { select: { id: true, name: true } },
} satisfies Prisma.DiveCenterSelect;

export type CenterRow = Prisma.DiveCenterGetPayload<{ select: typeof centerSelect }>;

type WhereAndHowRow = Pick<CenterRow, "country" | "stateCode" | "city" | "address" | "phone" | "email" | "website">;

/** Where a center is and how it is reached, in the request's names (a center, an application for one). */
export const whereAndHow = (row: WhereAndHowRow) => ({
  // CHAR(2): trim guards against padding from rows written outside Prisma.
  country: row.country.trim(),
  state_code: row.stateCode,
  city: row.city,
  address: row.address,
  phone: row.phone,
  email: row.email,
  website: row.website,
});

export function toCenter(row: CenterRow): CenterRecord {
  return {
    id: row.id,
    name: row.name,
    ...whereAndHow(row),
    description: row.description,
    active: row.active,
    distributor: row.distributor ? { id: row.distributor.id, name: row.distributor.name } : null,
  };
}

/** The fields PATCH /centers/{id} changes, as its audit row's before/after shows them. */
export const settingsFields = (row: CenterRow) => ({
  phone: row.phone, email: row.email, website: row.website, address: row.address, city: row.city, description: row.description,
});
