import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import type { AdminDiveCenterRecord } from "@/lib/admin-centers/schema";
import { adminDiveCenterSelect, toAdminDiveCenter } from "@/lib/admin-centers/serializers";
import { withInstructorsCounts } from "@/lib/dive-centers/instructor-counts";
import type { Lang } from "@/lib/i18n/language";

/** GET /admin/dive-centers/{id}: any center, active or not. */
export async function getAdminDiveCenter(id: number, lang: Lang): Promise<AdminDiveCenterRecord> {
  const db = await getDb();
  const row = await db.diveCenter.findUnique({ where: { id }, select: adminDiveCenterSelect });
  if (!row) throw notFound("Dive center");
  const [counted] = await withInstructorsCounts([row]);
  return toAdminDiveCenter(counted!, lang);
}
