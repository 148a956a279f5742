import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { withInstructorsCounts } from "@/lib/dive-centers/instructor-counts";
import { diveCenterSelect, toDiveCenterInfo, type DiveCenterInfo } from "@/lib/dive-centers/serializers";
import type { Lang } from "@/lib/i18n/language";

/**
 * One dive center. The utility lookup (`activeOnly`) feeds pickers, where a closed center must
 * not be offered, so it is a 404 there; the public page still shows it as inactive.
 */
export async function getDiveCenter(id: number, lang: Lang, options: { activeOnly: boolean }): Promise<DiveCenterInfo> {
  const db = await getDb();
  const row = await db.diveCenter.findFirst({
    where: { id, ...(options.activeOnly ? { active: true } : {}) },
    select: diveCenterSelect,
  });
  if (!row) throw notFound("Dive center");
  const [counted] = await withInstructorsCounts([row]);
  return toDiveCenterInfo(counted!, lang);
}
