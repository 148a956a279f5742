import type { Prisma } from "@/generated/prisma/client";
import { conflict, forbidden, notFound, validationError } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { attemptSelect, toAttemptResult, toExamResult } from "@/lib/learning/attempt-result";
import { loadAttemptStats, noAttempts, quizzesPassed } from "@/lib/learning/attempt-stats";
import { completeIfDone } from "@/lib/learning/complete-course-log";
import { assertWritable, findLogRef, touchCourseLog, type LogRef, type LogScope } from "@/lib/learning/course-log-scope";
import type { ExamSubmissionRecord, QuizSubmissionRecord } from "@/lib/learning/record-schema";
import type { Answer } from "@/lib/learning/schema";
import { answerErrors, scoreAnswers, type ScoredQuestion } from "@/lib/learning/scoring";
import { questionOrder } from "@/lib/learning/serializers";

// Submitting a module quiz (courses and free learnings) or the final exam: one code path that
// validates, scores on the server, numbers the attempt and stores it.

type Target = { kind: "quiz"; moduleId: number } | { kind: "exam" };
type Paper = { passMark: number; attemptsAllowed: number | null; questions: ScoredQuestion[] };

const scoredQuestionSelect = {
  id: true, type: true,
  options: { select: { id: true, isCorrect: true } },
} satisfies Prisma.QuestionSelect;

// Scored against the course log's own version (a later publish does not change its papers).
async function loadPaper(db: Prisma.TransactionClient, log: LogRef, target: Target): Promise<Paper> {
  if (target.kind === "quiz") {
    const mod = await db.courseModule.findFirst({
      where: { id: target.moduleId, courseVersionId: log.courseVersionId },
      select: { passMark: true, questions: { orderBy: questionOrder, select: scoredQuestionSelect } },
    });
    if (!mod) throw notFound("Module");
    return { passMark: mod.passMark, attemptsAllowed: null, questions: mod.questions };
  }
  const [course, questions] = await Promise.all([
    db.course.findUniqueOrThrow({ where: { id: log.courseId }, select: { examPassMark: true, examAttempts: true } }),
    db.question.findMany({ where: { examVersionId: log.courseVersionId }, orderBy: questionOrder, select: scoredQuestionSelect }),
  ]);
  if (!questions.length) throw notFound("Exam");
  return { passMark: course.examPassMark, attemptsAllowed: course.examAttempts, questions };
}

/** Under the course log's row lock: the exam takes attempts only while open. */
async function assertExamOpen(tx: Prisma.TransactionClient, log: LogRef, allowed: number) {
  const stats = (await loadAttemptStats(tx, [log.id])).get(log.id) ?? noAttempts();
  if (stats.exam.passed) throw conflict("The exam has already been passed.");
  if (stats.exam.used >= allowed) throw conflict("No exam attempts are left.");
  const modules = await tx.courseModule.count({ where: { courseVersionId: log.courseVersionId } });
  if (quizzesPassed(stats) < modules || !log.examEnabledAt) throw forbidden("The exam is not open yet.");
  return stats.exam.used;
}

/**
 * The next attempt number; the unique key (log, kind, module, attempt) decides between racing
 * writers, and ON CONFLICT DO NOTHING lets the loser take the next number without aborting
 * the transaction.
 */
async function insertAttempt(tx: Prisma.TransactionClient, data: Omit<Prisma.QuizAttemptCreateManyInput, "attempt">) {
  const last = await tx.quizAttempt.aggregate({
    where: { courseLogId: data.courseLogId, kind: data.kind, moduleKey: data.moduleKey },
    _max: { attempt: true },
  });
  const first = (last._max.attempt ?? 0) + 1;
  for (let attempt = first; attempt < first + 5; attempt++) {
    const [row] = await tx.quizAttempt.createManyAndReturn({ data: [{ ...data, attempt }], skipDuplicates: true, select: attemptSelect });
    if (row) return row;
  }
  throw conflict("Another attempt was being recorded at the same time; please retry.");
}

/**
 * When the attempt was taken: now, or for a quiz taken offline the device's time, kept within
 * [the course log's start, now] so a wrong device clock cannot date it outside the course.
 */
export function attemptTime(takenAt: Date | undefined, log: Pick<LogRef, "startedAt">, now = new Date()): Date {
  if (!takenAt) return now;
  const t = Math.min(Math.max(takenAt.getTime(), log.startedAt.getTime()), now.getTime());
  return new Date(t);
}

export type AttemptOptions = { takenAt?: Date };

/** Validates, scores and stores one attempt (in one transaction); the callers present it. */
async function recordAttempt(scope: LogScope, logCode: string, target: Target, answers: Answer[], options: AttemptOptions) {
  const db = await getDb();
  const log = await findLogRef(db, logCode, scope);
  const paper = await loadPaper(db, log, target);
  assertWritable(log);
  return db.$transaction(async (tx) => {
    const locked = await touchCourseLog(tx, log.id);
    assertWritable(locked);
    const usedBefore = paper.attemptsAllowed === null ? 0 : await assertExamOpen(tx, locked, paper.attemptsAllowed);
    const errors = answerErrors(paper.questions, answers);
    if (Object.keys(errors).length) throw validationError(errors);
    const scored = scoreAnswers(paper.questions, answers);
    const passed = scored.score >= paper.passMark;
    const row = await insertAttempt(tx, {
      courseLogId: log.id,
      kind: target.kind,
      moduleKey: target.kind === "quiz" ? target.moduleId : 0,
      score: scored.score,
      correct: scored.correct,
      total: scored.total,
      passed,
      answers: { given: scored.given, review: scored.review },
      submittedAt: attemptTime(options.takenAt, locked),
    });
    const completion = passed ? await completeIfDone(tx, log.id) : { completed: false, certification: null };
    return { row, passed, used: usedBefore + 1, allowed: paper.attemptsAllowed ?? 0, completion };
  });
}

export async function submitQuiz(scope: LogScope, logCode: string, moduleId: number, answers: Answer[], options: AttemptOptions = {}): Promise<QuizSubmissionRecord> {
  const { row, completion } = await recordAttempt(scope, logCode, { kind: "quiz", moduleId }, answers, options);
  return { ...toAttemptResult(row), course_completed: completion.completed, certification: completion.certification };
}

export async function submitExam(scope: LogScope, logCode: string, answers: Answer[]): Promise<ExamSubmissionRecord> {
  const { row, passed, used, allowed, completion } = await recordAttempt(scope, logCode, { kind: "exam" }, answers, {});
  return { ...toExamResult(row, { used, allowed, passed }), course_completed: completion.completed, certification: completion.certification };
}
