import type { Prisma } from "@/generated/prisma/client";
import { isoMicro } from "@/lib/dates";
import type { AdminDiveCenterRecord, DistributorRecord } from "@/lib/admin-centers/schema";
import type { WithInstructorsCount } from "@/lib/dive-centers/instructor-counts";
import { diveCenterSelect, toDiveCenterInfo } from "@/lib/dive-centers/serializers";
import { countryName } from "@/lib/geo/country-facts";
import type { Lang } from "@/lib/i18n/language";

// The console's dive center is the public record plus its timestamps (one select for both).
export const adminDiveCenterSelect = {
  ...diveCenterSelect,
  distributorId: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.DiveCenterSelect;

export type AdminDiveCenterRow = Prisma.DiveCenterGetPayload<{ select: typeof adminDiveCenterSelect }>;

/** `row` with its instructors counted (withInstructorsCounts, lib/dive-centers/instructor-counts.ts). */
export function toAdminDiveCenter(row: WithInstructorsCount<AdminDiveCenterRow>, lang: Lang): AdminDiveCenterRecord {
  return { ...toDiveCenterInfo(row, lang), created_at: isoMicro(row.createdAt), updated_at: isoMicro(row.updatedAt) };
}

/** The fields an audit row compares (what staff can change), in the request's names. */
export const diveCenterAuditFields = (row: AdminDiveCenterRow) => ({
  name: row.name,
  country: row.country.trim(),
  state_code: row.stateCode,
  city: row.city,
  address: row.address,
  postal_code: row.postalCode,
  phone: row.phone,
  email: row.email,
  website: row.website,
  distributor_id: row.distributorId,
  active: row.active,
});

export const distributorSelect = {
  id: true,
  name: true,
  country: true,
  email: true,
  active: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { diveCenters: true } },
} satisfies Prisma.DistributorSelect;

export type DistributorRow = Prisma.DistributorGetPayload<{ select: typeof distributorSelect }>;

export function toDistributor(row: DistributorRow, lang: Lang): DistributorRecord {
  const country = row.country.trim();
  return {
    id: row.id,
    name: row.name,
    country,
    country_name: countryName(country, lang),
    email: row.email,
    active: row.active,
    dive_centers_count: row._count.diveCenters,
    created_at: isoMicro(row.createdAt),
    updated_at: isoMicro(row.updatedAt),
  };
}

export const distributorAuditFields = (row: DistributorRow) => ({
  name: row.name,
  country: row.country.trim(),
  email: row.email,
  active: row.active,
});

/** The fields that differ, as `{ before, after }` of an audit row (null when nothing changed). */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): { before: Partial<T>; after: Partial<T> } | null {
  const b: Partial<T> = {};
  const a: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (before[key] !== after[key]) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}
