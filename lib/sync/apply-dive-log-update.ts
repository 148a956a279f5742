import type { Prisma } from "@/generated/prisma/client";
import { notFound } from "@/lib/api/errors";
import type { AuthUser } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { diverWhere } from "@/lib/dive-logs/get-dive-log";
import { diveLogSelect, toDiveLogRecord } from "@/lib/dive-logs/serializers";
import { updateDiveLog } from "@/lib/dive-logs/update-dive-log";
import type { DiveLogUpdatePayload } from "@/lib/sync/schema";

// dive_log.update from a device: applied through the online update when the dive is still the
// one the device last saw (same updated_at), otherwise kept as a conflict with both versions.
// Runs inside the operation's transaction (lib/sync/upload-operations.ts).

export type UpdateOutcome =
  | { status: "applied"; data: ReturnType<typeof toDiveLogRecord> }
  | { status: "conflict"; data: { conflict_id: number; server: ReturnType<typeof toDiveLogRecord>; client: unknown } };

export async function applyDiveLogUpdate(
  user: Pick<AuthUser, "id">,
  origin: { clientId: string; opId: string },
  payload: DiveLogUpdatePayload,
  raw: Record<string, unknown>,
): Promise<UpdateOutcome> {
  const db = await getDb();
  const { uuid, id, base_updated_at: base, ...fields } = payload;
  const key: Prisma.DiveLogWhereInput = uuid !== undefined ? { uuid } : { id };
  const found = await db.diveLog.findFirst({ where: { ...key, ...diverWhere(user.id) }, select: { id: true } });
  if (!found) throw notFound("Dive log");
  // The same lock order as the online update: the dive's row, then (trigger) the diver's counter.
  await db.$queryRaw`SELECT id FROM dive_logs WHERE id = ${found.id} FOR UPDATE`;
  const current = await db.diveLog.findUniqueOrThrow({ where: { id: found.id }, select: diveLogSelect });
  if (current.updatedAt.getTime() === new Date(base).getTime()) {
    return { status: "applied", data: await updateDiveLog(user.id, { id: found.id }, fields) };
  }
  const server = toDiveLogRecord(current);
  const conflict = await db.syncConflict.create({
    data: {
      userId: user.id, diveLogId: found.id, clientId: origin.clientId, opId: origin.opId,
      server: server as Prisma.InputJsonValue, client: raw as Prisma.InputJsonValue, baseUpdatedAt: new Date(base),
    },
    select: { id: true },
  });
  return { status: "conflict", data: { conflict_id: conflict.id, server, client: raw } };
}
