import { Prisma } from "@/generated/prisma/client";
import { lengthAwarePage, pageWindow, type LengthAwarePage, type PageQuery } from "@/lib/api/pagination";
import { getDb } from "@/lib/db/client";
import { foldedContains } from "@/lib/db/fold";
import type { DiveCenterFilters } from "@/lib/dive-centers/schema";
import { withInstructorsCounts } from "@/lib/dive-centers/instructor-counts";
import { diveCenterSelect, toDiveCenterInfo, type DiveCenterInfo } from "@/lib/dive-centers/serializers";
import type { Lang } from "@/lib/i18n/language";

/**
 * Centers whose name (`name`), city (`city`), or either (`q`) contains the term, folded
 * (lib/db/fold.ts), by the folded trigram indexes on name and city (decision 0042); undefined
 * when no text filter is given.
 */
async function centersMatching(f: DiveCenterFilters): Promise<number[] | undefined> {
  const and: Prisma.Sql[] = [];
  if (f.name) and.push(foldedContains("name", f.name));
  if (f.city) and.push(foldedContains("city", f.city));
  if (f.q) and.push(Prisma.sql`(${foldedContains("name", f.q)} OR ${foldedContains("city", f.q)})`);
  if (and.length === 0) return undefined;
  const db = await getDb();
  const rows = await db.$queryRaw<{ id: number }[]>`SELECT id FROM dive_centers WHERE ${Prisma.join(and, " AND ")}`;
  return rows.map((r) => r.id);
}

/** `matching`: the centers the text filters matched (centersMatching), when there are any. */
export function diveCenterWhere(f: DiveCenterFilters, matching?: number[]): Prisma.DiveCenterWhereInput {
  const and: Prisma.DiveCenterWhereInput[] = [];
  if (f.activeOnly) and.push({ active: true });
  if (f.country) and.push({ country: f.country });
  if (matching) and.push({ id: { in: matching } });
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
  const where = diveCenterWhere(filters, await centersMatching(filters));
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
