import type { Prisma } from "@/generated/prisma/client";
import { lengthAwarePage, pageWindow, type LengthAwarePage, type PageQuery } from "@/lib/api/pagination";
import { getDb } from "@/lib/db/client";
import type { DiveCenterFilters } from "@/lib/dive-centers/schema";
import { withInstructorsCounts } from "@/lib/dive-centers/instructor-counts";
import { diveCenterSelect, toDiveCenterInfo, type DiveCenterInfo } from "@/lib/dive-centers/serializers";
import type { Lang } from "@/lib/i18n/language";

// Prisma passes `contains` to ILIKE unescaped, so `%` or `_` typed in a search box would act as
// wildcards ("%" listing everything); backslash is PostgreSQL's default LIKE escape.
export const contains = (value: string) => ({ contains: value.replace(/[\\%_]/g, "\\$&"), mode: "insensitive" as const });

export function diveCenterWhere(f: DiveCenterFilters): Prisma.DiveCenterWhereInput {
  const and: Prisma.DiveCenterWhereInput[] = [];
  if (f.activeOnly) and.push({ active: true });
  if (f.country) and.push({ country: f.country });
  if (f.name) and.push({ name: contains(f.name) });
  if (f.city) and.push({ city: contains(f.city) });
  if (f.q) and.push({ OR: [{ name: contains(f.q) }, { city: contains(f.q) }] });
  return { AND: and };
}

// Name order matches the (country, active, name) and (active, name) indexes; id breaks ties so
// pages never overlap.
const order: Prisma.DiveCenterOrderByWithRelationInput[] = [{ name: "asc" }, { id: "asc" }];

/** A length-aware page of dive centers; `url` is the request URL the page links are built on. */
export async function listDiveCenters(
  filters: DiveCenterFilters,
  page: PageQuery,
  url: URL,
  lang: Lang,
): Promise<LengthAwarePage<DiveCenterInfo>> {
  const db = await getDb();
  const where = diveCenterWhere(filters);
  const [rows, total] = await Promise.all([
    db.diveCenter.findMany({ where, select: diveCenterSelect, orderBy: order, ...pageWindow(page) }),
    db.diveCenter.count({ where }),
  ]);
  return lengthAwarePage(
    (await withInstructorsCounts(rows)).map((r) => toDiveCenterInfo(r, lang)),
    total,
    page,
    url,
  );
}

/** Every active dive center of one country (upper-case alpha-2), by name. */
export async function listCountryDiveCenters(country: string, lang: Lang): Promise<DiveCenterInfo[]> {
  const db = await getDb();
  const rows = await db.diveCenter.findMany({
    where: diveCenterWhere({ country, activeOnly: true }),
    select: diveCenterSelect,
    orderBy: order,
  });
  return (await withInstructorsCounts(rows)).map((r) => toDiveCenterInfo(r, lang));
}
