import type { Prisma } from "@/generated/prisma/client";
import { cursorPage, cursorTake, type CursorPage } from "@/lib/api/cursor-pagination";
import { lengthAwarePage, pageWindow, type LengthAwarePage } from "@/lib/api/pagination";
import { dateOnly } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { diverWhere } from "@/lib/dive-logs/get-dive-log";
import { datePositionOf, diverOrder, readCursor, ZDatePosition } from "@/lib/dive-logs/keyset";
import type { DiveLogListQuery } from "@/lib/dive-logs/schema";
import { diveLogSelect, toDiveLogRecord, type DiveLogRecord } from "@/lib/dive-logs/serializers";

// GET /diver/dive-logs: page numbers (length-aware) by default, keyset pages once `cursor` is
// sent. Both are two queries at most, whatever the page size (the course id is joined).

export function diverListWhere(userId: number, q: Pick<DiveLogListQuery, "from" | "to" | "dive_type" | "signed">): Prisma.DiveLogWhereInput {
  const and: Prisma.DiveLogWhereInput[] = [diverWhere(userId)];
  if (q.from) and.push({ date: { gte: dateOnly(q.from) } });
  if (q.to) and.push({ date: { lte: dateOnly(q.to) } });
  if (q.dive_type) and.push({ diveType: { equals: q.dive_type, mode: "insensitive" } });
  if (q.signed !== undefined) and.push({ signedAt: q.signed ? { not: null } : null });
  return { AND: and };
}

export async function listDiveLogs(
  userId: number,
  q: DiveLogListQuery,
  url: URL,
): Promise<LengthAwarePage<DiveLogRecord> | CursorPage<DiveLogRecord>> {
  const db = await getDb();
  const where = diverListWhere(userId, q);
  if (q.cursor !== undefined) {
    const cursor = readCursor(q.cursor, ZDatePosition);
    const { orderBy, after } = diverOrder(q.sort, cursor);
    const rows = await db.diveLog.findMany({
      where: after ? { AND: [where, after] } : where,
      orderBy,
      take: cursorTake(q.per_page),
      select: diveLogSelect,
    });
    return cursorPage(rows, { cursor, perPage: q.per_page, url, positionOf: datePositionOf, toItem: toDiveLogRecord });
  }
  const { orderBy } = diverOrder(q.sort, null);
  const [rows, total] = await Promise.all([
    db.diveLog.findMany({ where, orderBy, ...pageWindow(q), select: diveLogSelect }),
    db.diveLog.count({ where }),
  ]);
  return lengthAwarePage(rows.map(toDiveLogRecord), total, q, url);
}
