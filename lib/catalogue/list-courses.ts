import type { Prisma } from "@/generated/prisma/client";
import { lengthAwarePage } from "@/lib/api/pagination";
import { getDb } from "@/lib/db/client";
import type { CourseListQuery } from "@/lib/catalogue/schema";
import { adminCourseRowSelect, toAdminCourseRow } from "@/lib/catalogue/serializers";
import { foldName } from "@/lib/search/fold-name";

// GET /admin/courses?q=&level=: the catalogue (courses, not free learnings), in catalogue order.
// The search folds accents in JavaScript like lib/search (PGlite has no unaccent): the catalogue
// is small (tens of rows), so codes and names are read whole and only the page is loaded.

export async function listAdminCourses(query: CourseListQuery, url: URL) {
  const db = await getDb();
  const where: Prisma.CourseWhereInput = { kind: "course", ...(query.level ? { level: query.level } : {}) };
  const orderBy = [{ level: "asc" }, { position: "asc" }, { id: "asc" }] satisfies Prisma.CourseOrderByWithRelationInput[];
  const all = await db.course.findMany({ where, orderBy, select: { id: true, code: true, name: true } });
  const needle = query.q ? foldName(query.q) : "";
  const matching = needle ? all.filter((c) => foldName(`${c.code} ${c.name}`).includes(needle)) : all;
  const pageIds = matching.slice((query.page - 1) * query.per_page, query.page * query.per_page).map((c) => c.id);
  const rows = await db.course.findMany({ where: { id: { in: pageIds } }, orderBy, select: adminCourseRowSelect });
  return lengthAwarePage(rows.map(toAdminCourseRow), matching.length, query, url);
}
