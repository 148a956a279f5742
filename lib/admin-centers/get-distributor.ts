import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import type { DistributorRecord } from "@/lib/admin-centers/schema";
import { distributorSelect, toDistributor } from "@/lib/admin-centers/serializers";
import type { Lang } from "@/lib/i18n/language";

/** GET /admin/distributors/{id} */
export async function getDistributor(id: number, lang: Lang): Promise<DistributorRecord> {
  const db = await getDb();
  const row = await db.distributor.findUnique({ where: { id }, select: distributorSelect });
  if (!row) throw notFound("Distributor");
  return toDistributor(row, lang);
}
