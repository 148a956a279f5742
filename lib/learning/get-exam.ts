import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { loadAttemptStats, noAttempts } from "@/lib/learning/attempt-stats";
import { scopeWhere, type LogScope } from "@/lib/learning/course-log-scope";
import type { ExamRecord } from "@/lib/learning/record-schema";
import { courseLogSelect, questionOrder, questionSelect, toExamState, toQuestion } from "@/lib/learning/serializers";

// GET /diver/courses/{log_code}/exam: the exam state, and its questions only while it is open.

export async function getExam(scope: LogScope, logCode: string): Promise<ExamRecord> {
  const db = await getDb();
  const row = await db.courseLog.findFirst({ where: scopeWhere(logCode, scope), select: courseLogSelect });
  if (!row) throw notFound("Course log");
  if (!row.courseVersion._count.examQuestions) throw notFound("Exam");
  const stats = (await loadAttemptStats(db, [row.id])).get(row.id) ?? noAttempts();
  const exam = toExamState(row, stats);
  if (exam.state !== "open") return exam;
  const questions = await db.question.findMany({ where: { examVersionId: row.courseVersionId }, orderBy: questionOrder, select: questionSelect });
  return { ...exam, questions: questions.map(toQuestion) };
}
