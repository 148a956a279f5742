import type { Prisma } from "@/generated/prisma/client";
import type { CourseKind } from "@/generated/prisma/enums";
import { conflict, notFound } from "@/lib/api/errors";
import { courseLogStatus } from "@/lib/learning/progress";

// Who reaches a course log: its diver (through the courses or the free-learnings door) or its
// instructor. The scope is part of every query's where, so another person's log is not found.

export type LogScope =
  | { as: "diver"; userId: number; kind: CourseKind }
  | { as: "instructor"; instructorId: number };

export const diverScope = (userId: number, kind: CourseKind = "course"): LogScope => ({ as: "diver", userId, kind });
export const instructorScope = (instructorId: number): LogScope => ({ as: "instructor", instructorId });

export function scopeWhere(logCode: string, scope: LogScope): Prisma.CourseLogWhereInput {
  return scope.as === "diver"
    ? { logCode, userId: scope.userId, course: { kind: scope.kind } }
    : { logCode, instructorId: scope.instructorId };
}

export const logRefSelect = { id: true, courseId: true, courseVersionId: true, userId: true, status: true, startedAt: true, expiresAt: true, examEnabledAt: true } satisfies Prisma.CourseLogSelect;
export type LogRef = Prisma.CourseLogGetPayload<{ select: typeof logRefSelect }>;

export async function findLogRef(db: Prisma.TransactionClient, logCode: string, scope: LogScope): Promise<LogRef> {
  const log = await db.courseLog.findFirst({ where: scopeWhere(logCode, scope), select: logRefSelect });
  if (!log) throw notFound("Course log");
  return log;
}

/** Expired course logs, and those closed by a refund (decision 0031), are kept for reading only. */
export function assertWritable(log: Pick<LogRef, "status" | "expiresAt">): void {
  if (log.status === "refunded") throw conflict("This course log was closed by a refund and is read-only.");
  if (courseLogStatus(log) === "expired") throw conflict("This course log has expired and is read-only.");
}

/**
 * Takes the course log's row lock and bumps its version (every change is one a syncing device
 * must download), so concurrent submissions on one log run one after another.
 */
export async function touchCourseLog(tx: Prisma.TransactionClient, id: number) {
  return tx.courseLog.update({ where: { id }, data: { version: { increment: 1 } }, select: logRefSelect });
}
