import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import type { Lang } from "@/lib/i18n/language";
import { loadAttemptStats, noAttempts } from "@/lib/learning/attempt-stats";
import { instructorScope, scopeWhere, type LogScope } from "@/lib/learning/course-log-scope";
import type { CourseLogDetailRecord, StudentProgressRecord } from "@/lib/learning/record-schema";
import { courseLogSelect, quizStateOf, toCourseLogRecord, toExamState, toPerson } from "@/lib/learning/serializers";
import { skillProgressList } from "@/lib/learning/skill-progress";
import { medicalStatusOf } from "@/lib/medical/medical-status";

// The course log detail (diver) and the student's progress (instructor): the record plus modules
// with their quiz state, the exam state and the skills (and for the instructor the student's
// medical status). Four or five queries.

async function loadDetail(scope: LogScope, logCode: string, lang: Lang) {
  const db = await getDb();
  const row = await db.courseLog.findFirst({ where: scopeWhere(logCode, scope), select: courseLogSelect });
  if (!row) throw notFound("Course log");
  const [modules, statsById, skills, medicalStatus] = await Promise.all([
    db.courseModule.findMany({
      where: { courseVersionId: row.courseVersionId },
      orderBy: { position: "asc" },
      select: { id: true, position: true, title: true, summary: true, passMark: true, _count: { select: { questions: true } } },
    }),
    loadAttemptStats(db, [row.id]),
    skillProgressList(db, row),
    scope.as === "instructor" ? medicalStatusOf(row.user.id, new Date(), db) : null,
  ]);
  const stats = statsById.get(row.id) ?? noAttempts();
  const detail: CourseLogDetailRecord = {
    ...toCourseLogRecord(row, stats, lang),
    modules: modules.map((m) => ({ id: m.id, position: m.position, title: m.title, summary: m.summary, quiz: quizStateOf(m, stats) })),
    exam: row.courseVersion._count.examQuestions > 0 ? toExamState(row, stats) : null,
    skills,
  };
  return { detail, row, medicalStatus };
}

/** GET /diver/courses/{log_code} and /diver/free-learnings/{log_code}. */
export async function getCourseLogDetail(scope: LogScope, logCode: string, lang: Lang): Promise<CourseLogDetailRecord> {
  return (await loadDetail(scope, logCode, lang)).detail;
}

/** GET /professional/students/{log_code}/progress: the detail with the student and their medical status. */
export async function getStudentProgress(instructorId: number, logCode: string, lang: Lang): Promise<StudentProgressRecord> {
  const { detail, row, medicalStatus } = await loadDetail(instructorScope(instructorId), logCode, lang);
  return { ...detail, student: toPerson(row.user)!, medical_status: medicalStatus ?? "missing" };
}
