import { isoMicro } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { openConflictsWhere } from "@/lib/sync/list-conflicts";
import type { SyncStatusRecord } from "@/lib/sync/record-schema";

// GET /sync/status: what a device compares with its copy before deciding what to download.

export async function getSyncStatus(userId: number, now = new Date()): Promise<SyncStatusRecord> {
  const db = await getDb();
  const [logs, dives, openConflicts] = await Promise.all([
    db.courseLog.findMany({
      where: { userId },
      orderBy: [{ startedAt: "desc" }, { id: "desc" }],
      select: { logCode: true, version: true, updatedAt: true, course: { select: { kind: true } } },
    }),
    db.diveLog.aggregate({ where: { userId, deletedAt: null }, _count: { _all: true }, _max: { updatedAt: true } }),
    db.syncConflict.count({ where: openConflictsWhere(userId) }),
  ]);
  return {
    server_time: isoMicro(now),
    course_logs: logs.map((l) => ({ log_code: l.logCode, kind: l.course.kind, version: l.version, updated_at: isoMicro(l.updatedAt) })),
    dive_logs: { count: dives._count._all, max_updated_at: dives._max.updatedAt ? isoMicro(dives._max.updatedAt) : null },
    open_conflicts: openConflicts,
  };
}
