import type { CourseLogStatus } from "@/generated/prisma/enums";

// Course-log state rules of the contract, kept pure so lists, details and completion agree.

export type ProgressCounts = {
  modules: number;
  quizzesPassed: number;
  /** Free learnings (and any course without exam questions) have no exam item. */
  hasExam: boolean;
  examPassed: boolean;
  skills: number;
  skillsDone: number;
};

export type ExamState = "locked" | "open" | "passed" | "failed";

/** Completed (or refunded) wins; an active log is expired from its expiry instant on. */
export function courseLogStatus(log: { status: CourseLogStatus; expiresAt: Date }, now = new Date()): "active" | "expired" | "completed" | "refunded" {
  if (log.status === "completed" || log.status === "refunded") return log.status;
  return log.expiresAt.getTime() <= now.getTime() ? "expired" : "active";
}

function items(c: ProgressCounts) {
  const total = c.modules + (c.hasExam ? 1 : 0) + c.skills;
  const done = Math.min(c.quizzesPassed, c.modules) + (c.hasExam && c.examPassed ? 1 : 0) + Math.min(c.skillsDone, c.skills);
  return { total, done };
}

/** Quizzes passed, the exam passed and skills completed count as equal items; 0–100. */
export function progressPercent(c: ProgressCounts, completed = false): number {
  if (completed) return 100;
  const { total, done } = items(c);
  return total ? Math.floor((100 * done) / total) : 0;
}

/** Everything done (and there was something to do). */
export function isComplete(c: ProgressCounts): boolean {
  const { total, done } = items(c);
  return total > 0 && done === total;
}

export function examState(e: { passed: boolean; used: number; allowed: number; quizzesAllPassed: boolean; enabled: boolean }): ExamState {
  if (e.passed) return "passed";
  if (e.used >= e.allowed) return "failed";
  return e.quizzesAllPassed && e.enabled ? "open" : "locked";
}
