import type { Prisma } from "@/generated/prisma/client";
import { lengthAwarePage, pageWindow } from "@/lib/api/pagination";
import { getDb } from "@/lib/db/client";
import { foldedContains } from "@/lib/db/fold";
import type { CourseListQuery } from "@/lib/catalogue/schema";
import { adminCourseRowSelect, toAdminCourseRow } from "@/lib/catalogue/serializers";

// GET /admin/courses?q=&level=: the catalogue (courses, not free learnings), in catalogue order.
// `q` matches the code and name as one text, folded like every search (lib/db/fold.ts); the
// catalogue is small (tens of rows), so the match needs no index.

async function coursesMatching(q: string): Promise<number[]> {
  const db = await getDb();
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT id FROM courses WHERE kind = 'course' AND ${foldedContains("concat_ws(' ', code, name)", q)}`;
  return rows.map((r) => r.id);
}

export async function listAdminCourses(query: CourseListQuery, url: URL) {
  const db = await getDb();
  const where: Prisma.CourseWhereInput = {
    kind: "course",
    ...(query.level ? { level: query.level } : {}),
    ...(query.q ? { id: { in: await coursesMatching(query.q) } } : {}),
  };
  const orderBy = [{ level: "asc" }, { position: "asc" }, { id: "asc" }] satisfies Prisma.CourseOrderByWithRelationInput[];
  const [rows, total] = await Promise.all([
    db.course.findMany({ where, orderBy, ...pageWindow(query), select: adminCourseRowSelect }),
    db.course.count({ where }),
  ]);
  return lengthAwarePage(rows.map(toAdminCourseRow), total, query, url);
}
