import { getDb } from "@/lib/db/client";
import type { Lang } from "@/lib/i18n/language";
import { instructorWhere } from "@/lib/search/search-instructors";
import { instructorSelect, toInstructorProfile, type InstructorProfile } from "@/lib/search/serializers";

/** The public profile of one active professional; null when there is none by that member id. */
export async function getPublicInstructor(memberId: string, lang: Lang): Promise<InstructorProfile | null> {
  const db = await getDb();
  const row = await db.user.findFirst({ where: instructorWhere({ member_id: memberId }), select: instructorSelect });
  return row ? toInstructorProfile(row, lang) : null;
}
