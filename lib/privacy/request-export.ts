import { recordClientEvent, type ClientInfo } from "@/lib/auth/security-events";
import { hit } from "@/lib/api/rate-limit";
import { getDb, inAmbientTransaction, type Db } from "@/lib/db/client";
import { jobQueue, wakeWorker } from "@/lib/jobs/boss";
import { enqueue } from "@/lib/jobs/enqueue";
import { exportDataTask } from "@/lib/jobs/tasks/export-data";
import { exportSelect, toExportRecord } from "@/lib/privacy/export-links";
import { exportPolicy, type DataExportRecord } from "@/lib/privacy/schema";

// POST /profile/export: one export at a time. While one is pending the same one is answered
// again (a second tap changes nothing, decision 0026); a new one counts against a daily limit.

export async function requestExport(userId: number, client?: ClientInfo): Promise<DataExportRecord> {
  const db = await getDb();
  const pending = await db.dataExport.findFirst({ where: { userId, status: "pending" }, select: exportSelect, orderBy: { createdAt: "desc" } });
  if (pending) return toExportRecord(pending);
  await hit(exportPolicy, `u${userId}`);
  // The queue starts outside the transaction (on PGlite its first statements need the session).
  if (!inAmbientTransaction()) await jobQueue([exportDataTask]);
  const row = await db.$transaction(async (tx) => {
    const created = await tx.dataExport.create({ data: { userId }, select: exportSelect });
    await enqueue(exportDataTask, { export_id: created.id }, { key: created.id, db: tx as Db });
    await recordClientEvent(tx, client, { userId, type: "export.requested", detail: { export_id: created.id } });
    return created;
  });
  if (!inAmbientTransaction()) wakeWorker(exportDataTask);
  return toExportRecord(row);
}
