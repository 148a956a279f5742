import { lengthAwarePage, pageWindow, type PageQuery } from "@/lib/api/pagination";
import { getDb } from "@/lib/db/client";
import { conflictSelect, toConflictRecord } from "@/lib/sync/serializers";

/** GET /sync/conflicts: the diver's open conflicts, oldest first (length-aware pages). */
export async function listConflicts(userId: number, query: PageQuery, url: URL) {
  const db = await getDb();
  const where = { userId, resolvedAt: null };
  const [rows, total] = await Promise.all([
    db.syncConflict.findMany({ where, orderBy: { id: "asc" }, ...pageWindow(query), select: conflictSelect }),
    db.syncConflict.count({ where }),
  ]);
  return lengthAwarePage(rows.map(toConflictRecord), total, query, url);
}

export async function countOpenConflicts(userId: number): Promise<number> {
  const db = await getDb();
  return db.syncConflict.count({ where: { userId, resolvedAt: null } });
}
