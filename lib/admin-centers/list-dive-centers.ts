import { Prisma } from "@/generated/prisma/client";
import { lengthAwarePage, pageWindow, type LengthAwarePage } from "@/lib/api/pagination";
import { getDb, type Db } from "@/lib/db/client";
import { foldedContains } from "@/lib/db/fold";
import type { AdminDiveCenterRecord, AdminDiveCentersQuery } from "@/lib/admin-centers/schema";
import { adminDiveCenterSelect, toAdminDiveCenter } from "@/lib/admin-centers/serializers";
import { withInstructorsCounts } from "@/lib/dive-centers/instructor-counts";
import type { Lang } from "@/lib/i18n/language";

const order: Prisma.DiveCenterOrderByWithRelationInput[] = [{ name: "asc" }, { id: "asc" }];

/** Centers whose name, city or e-mail contains `q`, folded (the folded trigram indexes, decision 0042). */
async function centersMatching(db: Db, q: string): Promise<number[]> {
  const any = ["name", "city", "email"].map((column) => foldedContains(column, q));
  const rows = await db.$queryRaw<{ id: number }[]>`SELECT id FROM dive_centers WHERE ${Prisma.join(any, " OR ")}`;
  return rows.map((r) => r.id);
}

/** GET /admin/dive-centers: every center (deactivated ones too unless filtered), by name. */
export async function listAdminDiveCenters(query: AdminDiveCentersQuery, url: URL, lang: Lang): Promise<LengthAwarePage<AdminDiveCenterRecord>> {
  const db = await getDb();
  const and: Prisma.DiveCenterWhereInput[] = [];
  if (query.q) and.push({ id: { in: await centersMatching(db, query.q) } });
  if (query.country) and.push({ country: query.country });
  if (query.active !== undefined) and.push({ active: query.active });
  if (query.distributor_id !== undefined) and.push({ distributorId: query.distributor_id === "none" ? null : query.distributor_id });
  const where = { AND: and };
  const [rows, total] = await Promise.all([
    db.diveCenter.findMany({ where, select: adminDiveCenterSelect, orderBy: order, ...pageWindow(query) }),
    db.diveCenter.count({ where }),
  ]);
  return lengthAwarePage((await withInstructorsCounts(rows)).map((r) => toAdminDiveCenter(r, lang)), total, query, url);
}
