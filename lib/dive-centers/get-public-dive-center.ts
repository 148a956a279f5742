import { centerInstructors } from "@/lib/dive-centers/center-instructors";
import { getDiveCenter } from "@/lib/dive-centers/get-dive-center";
import type { DiveCenterDetail } from "@/lib/dive-centers/schema";
import type { Lang } from "@/lib/i18n/language";

/**
 * GET /dive-centers/{id} and the public page: the dive center and its active instructor members
 * (read at once; an unknown center is the 404 either way). `activeOnly`: the public page hides a
 * closed center, the API read shows it as inactive.
 */
export async function getPublicDiveCenter(id: number, lang: Lang, options: { activeOnly: boolean }): Promise<DiveCenterDetail> {
  const [center, instructors] = await Promise.all([getDiveCenter(id, lang, options), centerInstructors(id)]);
  return { ...center, instructors };
}
