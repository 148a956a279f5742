import type { Prisma } from "@/generated/prisma/client";
import { notFound } from "@/lib/api/errors";
import { loadAttemptStats } from "@/lib/learning/attempt-stats";
import { medicalStatuses } from "@/lib/medical/medical-status";
import { classroomSelect, toClassroomRecord } from "@/lib/professional/serializers";

// Classrooms as records in three queries whatever their number of students: the rows (students
// and their counts joined), the grouped attempt stats, the latest medical submissions.

export async function classroomRecords(
  db: Prisma.TransactionClient,
  args: { where: Prisma.ClassroomWhereInput; orderBy?: Prisma.ClassroomOrderByWithRelationInput[]; skip?: number; take?: number },
) {
  const rows = await db.classroom.findMany({ ...args, select: classroomSelect });
  const logs = rows.flatMap((r) => r.students.map((s) => s.courseLog));
  const [stats, medical] = await Promise.all([
    loadAttemptStats(db, logs.map((l) => l.id)),
    medicalStatuses(logs.map((l) => l.userId), new Date(), db),
  ]);
  const now = new Date();
  return rows.map((row) => toClassroomRecord(row, { stats, medical, now }));
}

/** One of this professional's classrooms; anyone else's is not found. */
export async function classroomRecord(db: Prisma.TransactionClient, instructorId: number, id: number) {
  const [record] = await classroomRecords(db, { where: { id, instructorId } });
  if (!record) throw notFound("Classroom");
  return record;
}
