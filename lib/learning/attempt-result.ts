import type { Prisma } from "@/generated/prisma/client";
import { notFound } from "@/lib/api/errors";
import { isoMicro } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { findLogRef, type LogScope } from "@/lib/learning/course-log-scope";
import type { ExamResultRecord, QuizResultRecord } from "@/lib/learning/record-schema";
import type { ReviewItem } from "@/lib/learning/scoring";

// Quiz and exam results: the submitted attempt, or the best one (highest score, earliest first).

export const attemptSelect = {
  attempt: true, score: true, passed: true, correct: true, total: true, submittedAt: true, answers: true,
} satisfies Prisma.QuizAttemptSelect;
type AttemptRow = Prisma.QuizAttemptGetPayload<{ select: typeof attemptSelect }>;

const bestFirst = [{ score: "desc" }, { attempt: "asc" }] satisfies Prisma.QuizAttemptOrderByWithRelationInput[];

/**
 * `reveal: false` keeps the correct options of an exam hidden while it can still be retaken:
 * the exam asks the same questions again, so they would hand the next attempt its answers.
 */
export function toAttemptResult(row: AttemptRow, reveal = true): QuizResultRecord {
  const review = ((row.answers as { review?: ReviewItem[] } | null)?.review ?? []).map((r) =>
    reveal ? r : { question_id: r.question_id, correct: r.correct, correct_option_ids: null },
  );
  return {
    attempt: row.attempt, score: row.score, passed: row.passed, correct: row.correct, total: row.total,
    submitted_at: isoMicro(row.submittedAt), review,
  };
}

export function toExamResult(row: AttemptRow, exam: { used: number; allowed: number; passed: boolean }): ExamResultRecord {
  const attemptsLeft = exam.passed ? 0 : Math.max(0, exam.allowed - exam.used);
  return { ...toAttemptResult(row, exam.passed || attemptsLeft === 0), attempts_left: attemptsLeft };
}

export async function getQuizResult(scope: LogScope, logCode: string, moduleId: number) {
  const db = await getDb();
  const log = await findLogRef(db, logCode, scope);
  const mod = await db.courseModule.findFirst({ where: { id: moduleId, courseVersionId: log.courseVersionId }, select: { id: true } });
  if (!mod) throw notFound("Module");
  const best = await db.quizAttempt.findFirst({
    where: { courseLogId: log.id, kind: "quiz", moduleKey: mod.id },
    orderBy: bestFirst,
    select: attemptSelect,
  });
  if (!best) throw notFound("Quiz result");
  return toAttemptResult(best);
}

export async function getExamResult(scope: LogScope, logCode: string) {
  const db = await getDb();
  const result = await loadExamResult(db, await findLogRef(db, logCode, scope));
  if (!result) throw notFound("Exam result");
  return result;
}

/** The best exam attempt of a course log as an exam result, or null before any attempt. */
export async function loadExamResult(db: Prisma.TransactionClient, log: { id: number; courseId: number }) {
  const where = { courseLogId: log.id, kind: "exam", moduleKey: 0 } satisfies Prisma.QuizAttemptWhereInput;
  const [best, used, passed, course] = await Promise.all([
    db.quizAttempt.findFirst({ where, orderBy: bestFirst, select: attemptSelect }),
    db.quizAttempt.count({ where }),
    db.quizAttempt.count({ where: { ...where, passed: true } }),
    db.course.findUniqueOrThrow({ where: { id: log.courseId }, select: { examAttempts: true } }),
  ]);
  if (!best) return null;
  return toExamResult(best, { used, allowed: course.examAttempts, passed: passed > 0 });
}

/** The best quiz attempt of every module of a course log, by module id (one query). */
export async function bestQuizResults(db: Prisma.TransactionClient, courseLogId: number) {
  const rows = await db.quizAttempt.findMany({
    where: { courseLogId, kind: "quiz" },
    orderBy: [{ moduleKey: "asc" }, ...bestFirst],
    select: { ...attemptSelect, moduleKey: true },
  });
  const best = new Map<number, QuizResultRecord>();
  for (const row of rows) if (!best.has(row.moduleKey)) best.set(row.moduleKey, toAttemptResult(row));
  return best;
}
