import type { Prisma } from "@/generated/prisma/client";
import { lengthAwarePage, pageWindow, type LengthAwarePage } from "@/lib/api/pagination";
import { getDb } from "@/lib/db/client";
import { foldedMatchIds } from "@/lib/admin-centers/folded-match";
import type { DistributorRecord, DistributorsQuery } from "@/lib/admin-centers/schema";
import { distributorSelect, toDistributor } from "@/lib/admin-centers/serializers";
import type { Lang } from "@/lib/i18n/language";

const order: Prisma.DistributorOrderByWithRelationInput[] = [{ name: "asc" }, { id: "asc" }];

/** GET /admin/distributors, by name. */
export async function listDistributors(query: DistributorsQuery, url: URL, lang: Lang): Promise<LengthAwarePage<DistributorRecord>> {
  const db = await getDb();
  const and: Prisma.DistributorWhereInput[] = [];
  if (query.q) and.push({ id: { in: await foldedMatchIds(db, "distributors", ["name", "email"], query.q) } });
  if (query.country) and.push({ country: query.country });
  if (query.active !== undefined) and.push({ active: query.active });
  const where = { AND: and };
  const [rows, total] = await Promise.all([
    db.distributor.findMany({ where, select: distributorSelect, orderBy: order, ...pageWindow(query) }),
    db.distributor.count({ where }),
  ]);
  return lengthAwarePage(rows.map((r) => toDistributor(r, lang)), total, query, url);
}
