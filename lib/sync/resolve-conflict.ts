import { conflict, notFound } from "@/lib/api/errors";
import { getDb, inTransaction } from "@/lib/db/client";
import { ZUpdateDiveLog } from "@/lib/dive-logs/schema";
import { updateDiveLog } from "@/lib/dive-logs/update-dive-log";
import { conflictSelect, toConflictRecord } from "@/lib/sync/serializers";

// POST /sync/conflicts/{id}/resolve. `client` writes the kept payload as a normal update (same
// checks; a signed dive stays locked: 409), `server` keeps the dive as it is. Closing the conflict
// and writing the dive are one transaction, and the close is conditional, so two answers racing
// for one conflict apply once. Sending the same choice again (a retry after a lost answer)
// answers the resolved conflict; a different choice after the first is a 409.

export async function resolveConflict(userId: number, id: number, keep: "server" | "client") {
  return inTransaction(async () => {
    const db = await getDb();
    const row = await db.syncConflict.findFirst({ where: { id, userId: userId }, select: { diveLogId: true, client: true } });
    if (!row) throw notFound("Conflict");
    const closed = await db.syncConflict.updateMany({ where: { id, userId: userId, resolvedAt: null }, data: { resolvedAt: new Date(), keep } });
    const record = async () => toConflictRecord(await db.syncConflict.findUniqueOrThrow({ where: { id }, select: conflictSelect }));
    if (!closed.count) {
      const done = await record();
      if (done.keep === keep) return done;
      throw conflict("This conflict has already been resolved the other way.");
    }
    if (keep === "client") {
      // Unknown fields (uuid, base_updated_at) are stripped as on PATCH; the payload was valid when uploaded.
      const fields = ZUpdateDiveLog.parse(row.client);
      await updateDiveLog(userId, { id: row.diveLogId }, fields);
    }
    return record();
  });
}
