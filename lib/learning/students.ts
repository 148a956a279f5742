import { validationError } from "@/lib/api/errors";
import { lengthAwarePage, pageWindow, type PageQuery } from "@/lib/api/pagination";
import { getDb } from "@/lib/db/client";
import type { Lang } from "@/lib/i18n/language";
import { assertWritable, findLogRef, instructorScope, touchCourseLog } from "@/lib/learning/course-log-scope";
import { createCourseLog, lockUser } from "@/lib/learning/create-course-log";
import { eligibilityErrors } from "@/lib/learning/eligibility";
import { findCourseByRef } from "@/lib/learning/find-course";
import { getStudentProgress } from "@/lib/learning/get-course-log";
import { courseLogRecords, statusWhere } from "@/lib/learning/list-course-logs";
import type { StudentCourseLogRecord, StudentListItemRecord } from "@/lib/learning/record-schema";
import type { CourseLogStatusFilter, EnrollStudentInput } from "@/lib/learning/schema";
import { toPerson } from "@/lib/learning/serializers";
import { medicalStatuses } from "@/lib/medical/medical-status";
import { assertProfessionalActive } from "@/lib/professional/assert-professional-active";

// A professional's students: the course logs naming them as instructor.

export async function listStudents(instructorId: number, status: CourseLogStatusFilter | undefined, page: PageQuery, url: URL, lang: Lang) {
  const db = await getDb();
  const where = { instructorId, ...statusWhere(status) };
  // Newest enrolments first, the order of the (instructor_id, created_at) index.
  const [found, total] = await Promise.all([
    courseLogRecords(db, { where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(page) }, lang),
    db.courseLog.count({ where }),
  ]);
  // Instructors see whether a student is cleared to dive, never the answers (one query for the page).
  const medical = await medicalStatuses(found.map(({ row }) => row.user.id));
  return lengthAwarePage(
    found.map(({ row, record }): StudentListItemRecord => ({ ...record, student: toPerson(row.user)!, medical_status: medical.get(row.user.id) ?? "missing" })),
    total, page, url,
  );
}

/** POST /professional/students: enrols an existing, active, verified diver (paid at the dive center). */
export async function enrollStudent(instructorId: number, input: EnrollStudentInput, lang: Lang): Promise<StudentCourseLogRecord> {
  await assertProfessionalActive(instructorId);
  const db = await getDb();
  const field = input.member_id ? "member_id" : "email";
  const [diver, instructor, course] = await Promise.all([
    db.user.findUnique({
      where: input.member_id ? { memberId: input.member_id } : { email: input.email! },
      select: { id: true, status: true, emailVerifiedAt: true },
    }),
    db.user.findUniqueOrThrow({ where: { id: instructorId }, select: { diveCenterId: true } }),
    findCourseByRef(db, input.course, { kind: "course", active: true }),
  ]);
  if (!diver) throw validationError({ [field]: ["No diver matches this " + (field === "email" ? "e-mail address." : "member id.")] });
  if (diver.id === instructorId) throw validationError({ [field]: ["You cannot enrol yourself as your own student."] });
  if (diver.status !== "active") throw validationError({ [field]: ["The diver's account is not active."] });
  if (!diver.emailVerifiedAt) throw validationError({ [field]: ["The diver has not verified their e-mail address yet."] });
  if (!course) throw validationError({ course: ["The selected course is invalid."] });
  const created = await db.$transaction(async (tx) => {
    await lockUser(tx, diver.id);
    const errors = await eligibilityErrors(tx, diver.id, course.id);
    if (errors.length) throw validationError({ course: errors });
    return createCourseLog(tx, { userId: diver.id, courseId: course.id, instructorId, diveCenterId: instructor.diveCenterId, source: "instructor" });
  });
  const [found] = await courseLogRecords(db, { where: { id: created.id } }, lang);
  return { ...found!.record, student: toPerson(found!.row.user)! };
}

/** POST /professional/students/{log_code}/exam/enable; enabling twice keeps the first date. */
export async function enableExam(instructorId: number, logCode: string, lang: Lang) {
  const db = await getDb();
  const scope = instructorScope(instructorId);
  const log = await findLogRef(db, logCode, scope);
  assertWritable(log);
  if (!log.examEnabledAt) {
    await db.$transaction(async (tx) => {
      const enabled = await tx.courseLog.updateMany({ where: { id: log.id, examEnabledAt: null }, data: { examEnabledAt: new Date() } });
      if (enabled.count) await touchCourseLog(tx, log.id);
    });
  }
  return getStudentProgress(instructorId, logCode, lang);
}
