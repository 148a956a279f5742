import type { Prisma } from "@/generated/prisma/client";

// Best scores and pass flags of many course logs in one grouped query, so a list of course logs
// costs the same whatever its length.

export type QuizStats = { best: number; passed: boolean; attempts: number };
export type AttemptStats = {
  /** By module id. */
  quizzes: Map<number, QuizStats>;
  exam: { used: number; best: number | null; passed: boolean };
};

export const noAttempts = (): AttemptStats => ({ quizzes: new Map(), exam: { used: 0, best: null, passed: false } });

export async function loadAttemptStats(db: Prisma.TransactionClient, logIds: number[]): Promise<Map<number, AttemptStats>> {
  const out = new Map<number, AttemptStats>(logIds.map((id) => [id, noAttempts()]));
  if (!logIds.length) return out;
  // At most two rows per quiz (passed and not), whatever the number of attempts.
  const rows = await db.quizAttempt.groupBy({
    by: ["courseLogId", "kind", "moduleKey", "passed"],
    where: { courseLogId: { in: logIds } },
    _max: { score: true },
    _count: { _all: true },
  });
  for (const r of rows) {
    const stats = out.get(r.courseLogId)!;
    const score = r._max.score ?? 0;
    if (r.kind === "exam") {
      stats.exam.used += r._count._all;
      stats.exam.best = Math.max(stats.exam.best ?? 0, score);
      stats.exam.passed ||= r.passed;
      continue;
    }
    const q = stats.quizzes.get(r.moduleKey) ?? { best: 0, passed: false, attempts: 0 };
    stats.quizzes.set(r.moduleKey, { best: Math.max(q.best, score), passed: q.passed || r.passed, attempts: q.attempts + r._count._all });
  }
  return out;
}

export const quizzesPassed = (s: AttemptStats) => [...s.quizzes.values()].filter((q) => q.passed).length;
