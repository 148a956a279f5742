import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import type { Lang } from "@/lib/i18n/language";
import { loadAttemptStats, noAttempts } from "@/lib/learning/attempt-stats";
import type { CourseLogStatusFilter } from "@/lib/learning/schema";
import type { CourseLogRecord } from "@/lib/learning/record-schema";
import { courseLogSelect, toCourseLogRecord } from "@/lib/learning/serializers";

// Course logs as records: two queries (rows with counts, grouped attempt stats) for any length.

export type { CourseLogRecord };

export function statusWhere(status: CourseLogStatusFilter | undefined, now = new Date()): Prisma.CourseLogWhereInput {
  if (status === "completed") return { status: "completed" };
  if (status === "active") return { status: "active", expiresAt: { gt: now } };
  // A log closed by a refund is no longer active: it is listed with the expired ones.
  if (status === "expired") return { OR: [{ status: "active", expiresAt: { lte: now } }, { status: "refunded" }] };
  return {};
}

export async function courseLogRecords(
  db: Prisma.TransactionClient,
  args: { where: Prisma.CourseLogWhereInput; orderBy?: Prisma.CourseLogOrderByWithRelationInput[]; skip?: number; take?: number },
  lang: Lang,
) {
  const rows = await db.courseLog.findMany({ ...args, orderBy: args.orderBy ?? [{ startedAt: "desc" }, { id: "desc" }], select: courseLogSelect });
  const stats = await loadAttemptStats(db, rows.map((r) => r.id));
  const now = new Date();
  return rows.map((row) => ({ row, record: toCourseLogRecord(row, stats.get(row.id) ?? noAttempts(), lang, now) }));
}

/** GET /diver/courses: the diver's course logs by state; a filtered-out state is an empty list. */
export async function listCourseLogs(userId: number, status: CourseLogStatusFilter | undefined, lang: Lang) {
  const db = await getDb();
  const found = await courseLogRecords(db, { where: { userId, course: { kind: "course" }, ...statusWhere(status) } }, lang);
  const groups: Record<CourseLogStatusFilter, CourseLogRecord[]> = { active: [], expired: [], completed: [] };
  for (const { record } of found) groups[record.status === "refunded" ? "expired" : record.status].push(record);
  return groups;
}

/** GET /diver/free-learnings: every enrolment of the diver in a free learning, newest first. */
export async function listEnrolledLearnings(userId: number, lang: Lang) {
  const db = await getDb();
  return (await courseLogRecords(db, { where: { userId, course: { kind: "free_learning" } } }, lang)).map((f) => f.record);
}
