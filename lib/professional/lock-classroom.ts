import type { Prisma } from "@/generated/prisma/client";
import { notFound } from "@/lib/api/errors";

/**
 * Locks one of this professional's classrooms for the rest of the transaction: adding students
 * and changing the capacity queue behind each other, so a full classroom stays full under
 * concurrent adds. Someone else's classroom is not found.
 */
export async function lockClassroom(tx: Prisma.TransactionClient, instructorId: number, id: number) {
  const rows = await tx.$queryRaw<{ id: number; course_id: number; capacity: number | null }[]>`
    SELECT id, course_id, capacity FROM classrooms WHERE id = ${id} AND instructor_id = ${instructorId} FOR UPDATE`;
  const row = rows[0];
  if (!row) throw notFound("Classroom");
  return { id: row.id, courseId: row.course_id, capacity: row.capacity };
}
