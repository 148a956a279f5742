import type { Prisma } from "@/generated/prisma/client";
import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import type { DiveLogKey } from "@/lib/dive-logs/schema";
import { diveLogSelect, instructorDiveLogSelect, toDiveLogRecord, toInstructorDiveLogRecord } from "@/lib/dive-logs/serializers";

// Who reaches a dive log: the diver who logged it, or the instructor it names. The scope is part
// of the query, so someone else's dive (or a soft-deleted one) is simply not found.

export const keyWhere = (key: DiveLogKey): Prisma.DiveLogWhereInput => ("id" in key ? { id: key.id } : { uuid: key.uuid });

export const diverWhere = (userId: number): Prisma.DiveLogWhereInput => ({ userId, deletedAt: null });
export const instructorWhere = (instructorId: number): Prisma.DiveLogWhereInput => ({ instructorId, deletedAt: null });

export async function getDiveLog(userId: number, key: DiveLogKey) {
  const db = await getDb();
  const row = await db.diveLog.findFirst({ where: { ...keyWhere(key), ...diverWhere(userId) }, select: diveLogSelect });
  if (!row) throw notFound("Dive log");
  return toDiveLogRecord(row);
}

export async function getInstructorDiveLog(instructorId: number, key: DiveLogKey) {
  const db = await getDb();
  const row = await db.diveLog.findFirst({ where: { ...keyWhere(key), ...instructorWhere(instructorId) }, select: instructorDiveLogSelect });
  if (!row) throw notFound("Dive log");
  return toInstructorDiveLogRecord(row);
}
