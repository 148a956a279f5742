import { validationError } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { diveLogSelect, toDiveLogRecord } from "@/lib/dive-logs/serializers";
import type { DiveLogChangesRecord } from "@/lib/sync/record-schema";

// GET /sync/dive-logs?since=: the diver's dive logs changed after a cursor, in change order.
// The cursor is the diver's change number (dive_logs.change_seq, given by a trigger under the
// diver's row lock, so numbers become visible in order: see the sync migration and
// docs/decisions/0014-sync.md). A time cursor could skip a row whose transaction commits late.

export const CHANGES_PAGE = 500;
const PREFIX = "s1.";

export const encodeSince = (seq: number) => PREFIX + Buffer.from(String(seq)).toString("base64url");

export function decodeSince(raw: string | undefined): number {
  if (!raw) return 0;
  const text = raw.startsWith(PREFIX) ? Buffer.from(raw.slice(PREFIX.length), "base64url").toString() : "";
  if (!/^\d{1,10}$/.test(text) || Number(text) > 2_147_483_647) throw validationError({ since: ["The cursor is invalid."] });
  return Number(text);
}

export type DiveLogChanges = DiveLogChangesRecord;

export async function listDiveLogChanges(userId: number, since: string | undefined): Promise<DiveLogChanges> {
  const after = decodeSince(since);
  const db = await getDb();
  const rows = await db.diveLog.findMany({
    where: { userId, changeSeq: { gt: after } },
    orderBy: { changeSeq: "asc" },
    take: CHANGES_PAGE + 1,
    select: { ...diveLogSelect, changeSeq: true, deletedAt: true },
  });
  const page = rows.slice(0, CHANGES_PAGE);
  const last = page.at(-1)?.changeSeq ?? after;
  return {
    changes: page.filter((r) => !r.deletedAt).map(toDiveLogRecord),
    deleted: page.filter((r) => r.deletedAt).map((r) => r.uuid),
    next_cursor: encodeSince(last),
    has_more: rows.length > CHANGES_PAGE,
  };
}
