import type { Prisma } from "@/generated/prisma/client";
import { issueCertification } from "@/lib/certifications/issue-certification";
import { loadAttemptStats, noAttempts } from "@/lib/learning/attempt-stats";
import { isComplete } from "@/lib/learning/progress";
import { countsOf, courseLogSelect } from "@/lib/learning/serializers";

/**
 * Called inside the transaction of the step that may have finished the course (a passed quiz or
 * exam, a diver's skill confirmation). When quizzes, exam and skills are all done the log is
 * completed and, for a course (not a free learning), the certification issued, in that same
 * transaction. The status flip is conditional, so of two racing steps only one issues.
 */
export type Completion = { completed: boolean; certification: { id: number; number: string } | null };

export async function completeIfDone(tx: Prisma.TransactionClient, courseLogId: number): Promise<Completion> {
  const none = { completed: false, certification: null };
  const row = await tx.courseLog.findUnique({ where: { id: courseLogId }, select: courseLogSelect });
  if (!row || row.status === "completed") return none;
  const stats = (await loadAttemptStats(tx, [courseLogId])).get(courseLogId) ?? noAttempts();
  if (!isComplete(countsOf(row, stats))) return none;
  const flipped = await tx.courseLog.updateMany({
    where: { id: courseLogId, status: "active" },
    data: { status: "completed", completedAt: new Date(), version: { increment: 1 } },
  });
  if (flipped.count === 0) return none;
  const certification = row.course.kind === "course" ? await issueCertification(tx, courseLogId) : null;
  return { completed: true, certification };
}
