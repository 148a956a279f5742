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
// sent. One statement each, whatever the page size (the course id is joined), besides the guard's.

export function diverListWhere(userId: number, q: Pick<DiveLogListQuery, "from" | "to" | "dive_type" | "signed">): Prisma.DiveLogWhereInput {
  const and: Prisma.DiveLogWhereInput[] = [diverWhere(userId)];
  if (q.from) and.push({ date: { gte: dateOnly(q.from) } });
  if (q.to) and.push({ date: { lte: dateOnly(q.to) } });
  if (q.dive_type) and.push({ diveType: { equals: q.dive_type, mode: "insensitive" } });
  if (q.signed !== undefined) and.push({ signedAt: q.signed ? { not: null } : null });
  return { AND: and };
}

const isFiltered = (q: Pick<DiveLogListQuery, "from" | "to" | "dive_type" | "signed">) =>
  q.from !== undefined || q.to !== undefined || q.dive_type !== undefined || q.signed !== undefined;

// On the first page the diver's live-dive counter rides on each row (dive → user → counter, two
// primary-key probes): page and total in one flat statement, without the JSON aggregation of a
// to-many relation (reading the page through the user costs PostgreSQL ten times the flat rows).
// Deeper pages read the counter beside the rows instead: PostgreSQL applies OFFSET after the
// joins, so the probes would run for every skipped row (10,000 rows deep: 11 ms instead of 3.5).
const firstPageSelect = { ...diveLogSelect, user: { select: { diveLogCount: { select: { live: true } } } } } satisfies Prisma.DiveLogSelect;

/**
 * One page and its exact total. Unfiltered, the total is the counter the dive_logs triggers keep
 * (migration perf_dive_log_counts) instead of a COUNT over the whole logbook, which cost O(dives)
 * on every page. Filtered, it is an exact COUNT of what the filters match, joined to the page
 * through the user row in the same statement (the COUNT dominates that statement anyway).
 */
async function offsetPage(userId: number, q: DiveLogListQuery, where: Prisma.DiveLogWhereInput) {
  const db = await getDb();
  const { orderBy } = diverOrder(q.sort, null);
  const window = pageWindow(q);
  if (isFiltered(q)) {
    const found = await db.user.findUnique({
      where: { id: userId },
      select: { diveLogs: { where, orderBy, ...window, select: diveLogSelect }, _count: { select: { diveLogs: { where } } } },
    });
    return { rows: found?.diveLogs ?? [], total: found?._count.diveLogs ?? 0 };
  }
  if (window.skip > 0) {
    const [rows, total] = await Promise.all([db.diveLog.findMany({ where, orderBy, ...window, select: diveLogSelect }), liveDiveCount(userId)]);
    return { rows, total };
  }
  const rows = await db.diveLog.findMany({ where, orderBy, ...window, select: firstPageSelect });
  // An empty logbook has no row to carry the counter, and then it is 0 (or a dive just written).
  if (!rows.length) return { rows, total: await liveDiveCount(userId) };
  return { rows, total: rows[0]!.user.diveLogCount?.live ?? 0 };
}

/** The diver's live dives, from the counter the dive_logs triggers keep. */
export async function liveDiveCount(userId: number): Promise<number> {
  const db = await getDb();
  const row = await db.diveLogCount.findUnique({ where: { userId }, select: { live: true } });
  return row?.live ?? 0;
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
  const { rows, total } = await offsetPage(userId, q, where);
  return lengthAwarePage(rows.map(toDiveLogRecord), total, q, url);
}
