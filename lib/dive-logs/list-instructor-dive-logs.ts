import type { Prisma } from "@/generated/prisma/client";
import { cursorPage, cursorTake, type CursorPage } from "@/lib/api/cursor-pagination";
import { lengthAwarePage, pageWindow, type LengthAwarePage } from "@/lib/api/pagination";
import { getDb } from "@/lib/db/client";
import { instructorWhere } from "@/lib/dive-logs/get-dive-log";
import { instructorOrder, readCursor, signedPositionOf, ZSignedPosition } from "@/lib/dive-logs/keyset";
import type { ProfessionalDiveLogQuery } from "@/lib/dive-logs/schema";
import { instructorDiveLogSelect, toInstructorDiveLogRecord } from "@/lib/dive-logs/serializers";

// GET /professional/dive-logs: the students' dive logs that name this instructor, the ones
// waiting for a signature first (served by the (instructor_id, signed_at, date) index).

type Item = ReturnType<typeof toInstructorDiveLogRecord>;

export async function listInstructorDiveLogs(
  instructorId: number,
  q: ProfessionalDiveLogQuery,
  url: URL,
): Promise<LengthAwarePage<Item> | CursorPage<Item>> {
  const db = await getDb();
  const and: Prisma.DiveLogWhereInput[] = [instructorWhere(instructorId)];
  if (q.signed !== undefined) and.push({ signedAt: q.signed ? { not: null } : null });
  if (q.cursor !== undefined) {
    const cursor = readCursor(q.cursor, ZSignedPosition);
    const { orderBy, after } = instructorOrder(cursor);
    if (after) and.push(after);
    const rows = await db.diveLog.findMany({ where: { AND: and }, orderBy, take: cursorTake(q.per_page), select: instructorDiveLogSelect });
    return cursorPage(rows, { cursor, perPage: q.per_page, url, positionOf: signedPositionOf, toItem: toInstructorDiveLogRecord });
  }
  const where = { AND: and };
  const [rows, total] = await Promise.all([
    db.diveLog.findMany({ where, orderBy: instructorOrder(null).orderBy, ...pageWindow(q), select: instructorDiveLogSelect }),
    db.diveLog.count({ where }),
  ]);
  return lengthAwarePage(rows.map(toInstructorDiveLogRecord), total, q, url);
}
