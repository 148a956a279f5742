import { getDb } from "@/lib/db/client";
import { label } from "@/lib/i18n/labels";
import type { Lang } from "@/lib/i18n/language";

// What the recognition forms offer: the requester's cards and the courses staff may grant.

/** The user's own license documents that are still there, newest first. */
export async function listLicenseDocuments(userId: number) {
  const db = await getDb();
  return db.document.findMany({
    where: { userId, kind: "license", deletedAt: null },
    orderBy: [{ uploadedAt: "desc" }, { id: "desc" }],
    select: { id: true, title: true, fileName: true, uploadedAt: true },
  });
}

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
