import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { centerInstructors } from "@/lib/dive-centers/center-instructors";
import { withInstructorsCounts } from "@/lib/dive-centers/instructor-counts";
import type { DiveCenterDetail } from "@/lib/dive-centers/schema";
import { diveCenterSelect, toDiveCenterInfo } from "@/lib/dive-centers/serializers";
import type { Lang } from "@/lib/i18n/language";

/**
 * GET /dive-centers/{id} and the public page: the dive center, what it says about itself
 * (`description`, written by its owners and managers) and its active instructor members, read at
 * once; an unknown center is the 404 either way. `activeOnly`: the public page hides a closed
 * center, the API read shows it as inactive.
 */
export async function getPublicDiveCenter(id: number, lang: Lang, options: { activeOnly: boolean }): Promise<DiveCenterDetail> {
  const db = await getDb();
  const [row, instructors] = await Promise.all([
    db.diveCenter.findFirst({ where: { id, ...(options.activeOnly ? { active: true } : {}) }, select: { ...diveCenterSelect, description: true } }),
    centerInstructors(id),
  ]);
  if (!row) throw notFound("Dive center");
  const { description, ...rest } = row;
  const [counted] = await withInstructorsCounts([rest]);
  return { ...toDiveCenterInfo(counted!, lang), description, instructors };
}
