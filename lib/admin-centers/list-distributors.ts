import { Prisma } from "@/generated/prisma/client";
import { lengthAwarePage, pageWindow, type LengthAwarePage } from "@/lib/api/pagination";
import { getDb, type Db } from "@/lib/db/client";
import { foldedContains } from "@/lib/db/fold";
import type { DistributorRecord, DistributorsQuery } from "@/lib/admin-centers/schema";
import { distributorSelect, toDistributor } from "@/lib/admin-centers/serializers";
import type { Lang } from "@/lib/i18n/language";

const order: Prisma.DistributorOrderByWithRelationInput[] = [{ name: "asc" }, { id: "asc" }];

/** Distributors whose name or e-mail contains `q`, folded (a few dozen rows: no index). */
async function distributorsMatching(db: Db, q: string): Promise<number[]> {
  const any = ["name", "email"].map((column) => foldedContains(column, q));
  const rows = await db.$queryRaw<{ id: number }[]>`SELECT id FROM distributors WHERE ${Prisma.join(any, " OR ")}`;
  return rows.map((r) => r.id);
}

/** GET /admin/distributors, by name. */
export async function listDistributors(query: DistributorsQuery, url: URL, lang: Lang): Promise<LengthAwarePage<DistributorRecord>> {
  const db = await getDb();
  const and: Prisma.DistributorWhereInput[] = [];
  if (query.q) and.push({ id: { in: await distributorsMatching(db, query.q) } });
  if (query.country) and.push({ country: query.country });
  if (query.active !== undefined) and.push({ active: query.active });
  const where = { AND: and };
  const [rows, total] = await Promise.all([
    db.distributor.findMany({ where, select: distributorSelect, orderBy: order, ...pageWindow(query) }),
    db.distributor.count({ where }),
  ]);
  return lengthAwarePage(rows.map((r) => toDistributor(r, lang)), total, query, url);
}
