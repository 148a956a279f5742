import type { Prisma } from "@/generated/prisma/client";
import { conflict, notFound, validationError } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import type { Lang } from "@/lib/i18n/language";
import { createCourseLog, lockUser } from "@/lib/learning/create-course-log";
import { eligibilityErrors } from "@/lib/learning/eligibility";
import { findCourseByRef } from "@/lib/learning/find-course";
import { courseLogRecords } from "@/lib/learning/list-course-logs";
import { courseSelect, toCourseRecord } from "@/lib/learning/serializers";

// Free learnings: self-enrolment, no instructor, no payment. A diver is enrolled while a log of
// the learning is active or completed; after an expired one they may enrol again.

const enrolledWhere = (userId: number, now: Date): Prisma.CourseLogWhereInput => ({
  userId,
  OR: [{ status: "completed" }, { status: "active", expiresAt: { gt: now } }],
});

export async function listAvailableLearnings(userId: number, lang: Lang) {
  const db = await getDb();
  const rows = await db.course.findMany({
    where: { kind: "free_learning", active: true, courseLogs: { none: enrolledWhere(userId, new Date()) } },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: courseSelect,
  });
  return rows.map((c) => toCourseRecord(c, lang));
}

export async function enrollInLearning(userId: number, ref: string, lang: Lang) {
  const db = await getDb();
  const course = await findCourseByRef(db, ref, { kind: "free_learning", active: true });
  if (!course) throw notFound("Free learning");
  const created = await db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    const enrolled = await tx.courseLog.count({ where: { ...enrolledWhere(userId, new Date()), courseId: course.id } });
    if (enrolled) throw conflict("You are already enrolled in this free learning.");
    const errors = await eligibilityErrors(tx, userId, course.id, { skipActive: true });
    if (errors.length) throw validationError({ learning: errors });
    return createCourseLog(tx, { userId, courseId: course.id, instructorId: null, diveCenterId: null, source: "free_learning" });
  });
  const [found] = await courseLogRecords(db, { where: { id: created.id } }, lang);
  return found!.record;
}
