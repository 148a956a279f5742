import { lengthAwarePage, pageWindow, type PageQuery } from "@/lib/api/pagination";
import { getDb } from "@/lib/db/client";
import { conflictSelect, toConflictRecord } from "@/lib/sync/serializers";

/** Open conflicts: not resolved, on a dive that still exists (a deleted dive leaves nothing to decide). */
export const openConflictsWhere = (userId: number) => ({ userId, resolvedAt: null, diveLog: { deletedAt: null } });

/** GET /sync/conflicts: the diver's open conflicts, oldest first (length-aware pages). */
export async function listConflicts(userId: number, query: PageQuery, url: URL) {
  const db = await getDb();
  const where = openConflictsWhere(userId);
  const [rows, total] = await Promise.all([
    db.syncConflict.findMany({ where, orderBy: { id: "asc" }, ...pageWindow(query), select: conflictSelect }),
    db.syncConflict.count({ where }),
  ]);
  return lengthAwarePage(rows.map(toConflictRecord), total, query, url);
}
