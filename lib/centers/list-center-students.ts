import type { Prisma } from "@/generated/prisma/client";
import { lengthAwarePage, pageWindow } from "@/lib/api/pagination";
import { centerAccess, RUNS_CENTER } from "@/lib/centers/center-access";
import type { CenterStudentRecord, CenterStudentsQuery } from "@/lib/centers/schema";
import { getDb } from "@/lib/db/client";
import { escapeLike, foldTerm } from "@/lib/db/fold";
import type { Lang } from "@/lib/i18n/language";
import { courseLogRecords, statusWhere } from "@/lib/learning/list-course-logs";
import { ZMemberIdPattern } from "@/lib/users/member-id";
import { fullNameOf } from "@/lib/users/serializers";

// GET /centers/{id}/students: the center's course logs — every course log whose dive center is the
// center, which both ways in set (taught by a member for the center, enrolled on a center seat).
// Owners and managers see them all; an instructor member only those he or she teaches (the filter
// is in the query). Newest enrolments first, the order of the (dive_center_id, created_at) index.
//
// Filters: `q` the diver's name, e-mail or member id, folded by the database's own fold_search()
// into users.search_text (lib/db/fold.ts; a whole member id reads its unique index); `status` as
// the diver's own course list reads it (lib/learning/list-course-logs.ts: expired = active past its
// expiry, or closed by a refund); `course` a course code.
//
// Cost: the gate, the term's folding (with q), the page, its attempt statistics (progress, one
// grouped statement: lib/learning/attempt-stats.ts) and the count — the same number of statements
// whatever the page size.

export async function listCenterStudents(userId: number, centerId: number, query: CenterStudentsQuery, url: URL, lang: Lang) {
  const access = await centerAccess(userId, centerId);
  const db = await getDb();
  const where: Prisma.CourseLogWhereInput = {
    diveCenterId: centerId,
    course: { kind: "course", ...(query.course ? { code: query.course } : {}) },
    ...statusWhere(query.status),
  };
  if (!(RUNS_CENTER as readonly string[]).includes(access.role)) where.instructorId = userId;
  const memberId = query.q?.trim().toUpperCase();
  if (memberId && ZMemberIdPattern.test(memberId)) where.user = { memberId };
  else if (query.q) {
    const folded = await foldTerm(db, query.q);
    // A q of spaces or marks alone folds to nothing: it filters nothing out rather than everything.
    if (folded) where.user = { searchText: { contains: escapeLike(folded) } };
  }
  const [found, total] = await Promise.all([
    courseLogRecords(db, { where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(query) }, lang),
    db.courseLog.count({ where }),
  ]);
  const items = found.map(({ row, record }): CenterStudentRecord => ({
    log_code: record.log_code,
    diver: { member_id: row.user.memberId, full_name: fullNameOf(row.user) },
    course: { code: record.course.code, name: record.course.name },
    instructor: record.instructor ? { member_id: record.instructor.member_id, full_name: record.instructor.full_name } : null,
    status: record.status,
    progress: record.progress,
    started_at: record.started_at,
    expires_at: record.expires_at,
  }));
  return lengthAwarePage(items, total, query, url);
}
