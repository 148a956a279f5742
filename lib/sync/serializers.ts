import type { Prisma } from "@/generated/prisma/client";
import type { FieldErrors } from "@/lib/api/errors";
import { isoMicro } from "@/lib/dates";
import { diveLogSelect, toDiveLogRecord } from "@/lib/dive-logs/serializers";
import type { z } from "zod";
import type { SyncConflictRecord, ZOperationResult } from "@/lib/sync/record-schema";

// Answers of the sync routes: one operation's result, kept conflicts, the diver's devices.

export type OperationStatus = "applied" | "duplicate" | "rejected" | "conflict";
export type StoredErrors = { message: string; http_status: number; fields: FieldErrors };

export type OperationResult = z.input<typeof ZOperationResult>;

/** `payload.max_depth` of operation 2 → `operations.2.payload.max_depth`; errors without a field name the operation. */
function prefixed(index: number, stored: StoredErrors): FieldErrors {
  const entries = Object.entries(stored.fields);
  if (!entries.length) return { [`operations.${index}`]: [stored.message] };
  return Object.fromEntries(entries.map(([k, v]) => [`operations.${index}.${k}`, v]));
}

export function toOperationResult(
  opId: string,
  index: number,
  row: { status: string; data: unknown; errors: unknown; duplicate?: boolean },
): OperationResult {
  const status = row.status as OperationStatus;
  const result: OperationResult = { op_id: opId, status: row.duplicate ? "duplicate" : status };
  if (row.duplicate) result.original_status = status;
  // The answer the operation's service gave (stored as JSON for replays): one of the records
  // ZOperationResult names.
  if (row.data !== null && row.data !== undefined) result.data = row.data as OperationResult["data"];
  const errors = row.errors as StoredErrors | null;
  if (errors) {
    result.message = errors.message;
    result.errors = prefixed(index, errors);
  }
  return result;
}

export const conflictSelect = {
  id: true, clientId: true, opId: true, client: true, baseUpdatedAt: true, keep: true,
  createdAt: true, resolvedAt: true, diveLog: { select: diveLogSelect },
} satisfies Prisma.SyncConflictSelect;
type ConflictRow = Prisma.SyncConflictGetPayload<{ select: typeof conflictSelect }>;

/** Fields whose values differ between the two versions (the device sends only what it changed). */
export function differingFields(server: Record<string, unknown>, client: Record<string, unknown>): string[] {
  const ignored = new Set(["uuid", "id", "base_updated_at"]);
  return Object.keys(client).filter((k) => !ignored.has(k) && k in server && JSON.stringify(server[k]) !== JSON.stringify(client[k]));
}

/** `server` is the dive as it is now (what "keep the server's" keeps), `client` the device's payload. */
export function toConflictRecord(row: ConflictRow): SyncConflictRecord {
  const server = toDiveLogRecord(row.diveLog);
  const client = row.client as Record<string, unknown>;
  return {
    id: row.id,
    dive_log: { id: row.diveLog.id, uuid: row.diveLog.uuid },
    client_id: row.clientId,
    op_id: row.opId,
    base_updated_at: row.baseUpdatedAt ? isoMicro(row.baseUpdatedAt) : null,
    server,
    client,
    fields: differingFields(server as Record<string, unknown>, client),
    status: row.resolvedAt ? "resolved" : "open",
    keep: row.keep === "server" || row.keep === "client" ? row.keep : null,
    created_at: isoMicro(row.createdAt),
    resolved_at: row.resolvedAt ? isoMicro(row.resolvedAt) : null,
  };
}
export type ConflictRecord = SyncConflictRecord;
