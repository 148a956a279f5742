import { Prisma } from "@/generated/prisma/client";
import { lengthAwarePage, type LengthAwarePage, type PageQuery } from "@/lib/api/pagination";
import { centerFigures } from "@/lib/centers/center-figures";
import { getDb } from "@/lib/db/client";
import { foldedContains } from "@/lib/db/fold";
import { distributorAccess } from "@/lib/distributors/distributor-access";
import type { DistributorCenterRecord, DistributorCentersQuery } from "@/lib/distributors/schema";

// A distributor's centers by name, `q` matching name or city folded (decision 0042), each with its
// figures (lib/centers/center-figures.ts: four grouped statements for the page). The page's ids
// and the total are read in the database (no id list sent back), then the page's rows.

function whereOf(distributorId: number, q: string | undefined): Prisma.Sql {
  const base = Prisma.sql`distributor_id = ${distributorId}`;
  if (!q) return base;
  return Prisma.sql`${base} AND (${foldedContains("name", q)} OR ${foldedContains("city", q)})`;
}

export async function distributorCentersPage(distributorId: number, query: PageQuery & { q?: string }, url: URL): Promise<LengthAwarePage<DistributorCenterRecord>> {
  const db = await getDb();
  const where = whereOf(distributorId, query.q);
  const [ids, counted] = await Promise.all([
    db.$queryRaw<{ id: number }[]>`SELECT id FROM dive_centers WHERE ${where} ORDER BY name, id LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`,
    db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM dive_centers WHERE ${where}`,
  ]);
  const pageIds = ids.map((r) => Number(r.id));
  const [rows, figures] = await Promise.all([
    db.diveCenter.findMany({ where: { id: { in: pageIds } }, select: { id: true, name: true, country: true, city: true, active: true } }),
    centerFigures(pageIds),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = pageIds.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ ...r, figures: figures.get(id)! }] : [];
  });
  return lengthAwarePage(items, Number(counted[0]?.total ?? 0), query, url);
}

/** GET /distributors/{id}/centers (members). */
export async function listDistributorCenters(userId: number, distributorId: number, query: DistributorCentersQuery, url: URL) {
  await distributorAccess(userId, distributorId);
  return distributorCentersPage(distributorId, query, url);
}
