import { getDb } from "@/lib/db/client";
import { label } from "@/lib/i18n/labels";
import type { Lang } from "@/lib/i18n/language";

/** Every active catalogue course (not free learnings), in level order, as equivalents to grant. */
export async function listEquivalentCourses(lang: Lang) {
  const db = await getDb();
  const rows = await db.course.findMany({
    where: { kind: "course", active: true },
    orderBy: [{ level: "asc" }, { position: "asc" }, { name: "asc" }],
    select: { id: true, code: true, name: true, level: true },
  });
  return rows.map((c) => ({ ...c, level_label: label(`level.${c.level}`, lang) }));
}
