import type { Prisma } from "@/generated/prisma/client";
import { lengthAwarePage, pageWindow, type LengthAwarePage } from "@/lib/api/pagination";
import { getDb } from "@/lib/db/client";
import { foldedMatchIds } from "@/lib/admin-centers/folded-match";
import type { AdminDiveCenterRecord, AdminDiveCentersQuery } from "@/lib/admin-centers/schema";
import { adminDiveCenterSelect, toAdminDiveCenter } from "@/lib/admin-centers/serializers";
import { withInstructorsCounts } from "@/lib/dive-centers/instructor-counts";
import type { Lang } from "@/lib/i18n/language";

const order: Prisma.DiveCenterOrderByWithRelationInput[] = [{ name: "asc" }, { id: "asc" }];

/** GET /admin/dive-centers: every center (deactivated ones too unless filtered), by name. */
export async function listAdminDiveCenters(query: AdminDiveCentersQuery, url: URL, lang: Lang): Promise<LengthAwarePage<AdminDiveCenterRecord>> {
  const db = await getDb();
  const and: Prisma.DiveCenterWhereInput[] = [];
  if (query.q) and.push({ id: { in: await foldedMatchIds(db, "dive_centers", ["name", "city", "email"], query.q) } });
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
