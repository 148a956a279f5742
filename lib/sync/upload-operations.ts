import { Prisma } from "@/generated/prisma/client";
import { AppError, errorStatus, type FieldErrors } from "@/lib/api/errors";
import type { AuthUser } from "@/lib/auth/guard";
import { getDb, inTransaction } from "@/lib/db/client";
import { applyOperation, checkOperation, type Outcome } from "@/lib/sync/apply-operation";
import type { UploadBody, UploadOperation } from "@/lib/sync/schema";
import { toOperationResult, type OperationResult, type StoredErrors } from "@/lib/sync/serializers";

// POST /sync/upload. Operations run in order, each in its own transaction that first claims
// (user, client_id, op_id) in sync_operations: the unique key, not a read, decides that an
// operation applies at most once. A concurrent upload of the same operation waits on the key and
// then finds the stored result. A rejected operation rolls its own transaction back and its
// result is stored in a second one; a database failure aborts the upload (503) with nothing of
// the failed operation written, so the client's retry applies it then.

type Key = { userId: number; clientId: string; opId: string };

/** Errors worth running the operation again for: a dive uuid taken by a concurrent upload, a deadlock. */
function retryable(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string }; message?: string };
  const code = err?.code ?? err?.cause?.code;
  return code === "P2002" || code === "23505" || code === "40P01" || /deadlock detected/i.test(err?.message ?? "");
}

const json = (value: unknown) => (value === undefined || value === null ? Prisma.JsonNull : (JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue));
const typeOf = (op: UploadOperation) => (typeof op.type === "string" ? op.type.slice(0, 64) : "unknown");

async function storedResult(key: Key, index: number): Promise<OperationResult> {
  const db = await getDb();
  const row = await db.syncOperation.findUniqueOrThrow({ where: { userId_clientId_opId: key }, select: { status: true, data: true, errors: true } });
  return toOperationResult(key.opId, index, { ...row, duplicate: true });
}

async function applyOnce(user: Pick<AuthUser, "id">, key: Key, op: UploadOperation, newUuids: Set<string>): Promise<Outcome | null> {
  const checked = checkOperation(op);
  return inTransaction(async () => {
    const db = await getDb();
    // Plain SQL for the two statements of every operation: the same INSERT ... ON CONFLICT DO
    // NOTHING RETURNING and UPDATE the ORM sends, without its per-query planning (docs/benchmarks.md).
    const [claim] = await db.$queryRaw<{ id: number }[]>`
      INSERT INTO sync_operations (user_id, client_id, op_id, type, status, client_time)
      VALUES (${key.userId}, ${key.clientId}, ${key.opId}, ${typeOf(op)}, 'pending', ${checked.takenAt ?? null}::timestamptz)
      ON CONFLICT (user_id, client_id, op_id) DO NOTHING RETURNING id`;
    if (!claim) return null;
    const outcome = await applyOperation(user, key, checked, { newUuids });
    const data = outcome.data === undefined || outcome.data === null ? null : JSON.stringify(outcome.data);
    await db.$executeRaw`UPDATE sync_operations SET status = ${outcome.status}, data = ${data}::jsonb WHERE id = ${claim.id}`;
    return outcome;
  }, { timeout: 30_000 });
}

async function storeRejection(key: Key, op: UploadOperation, error: AppError, index: number): Promise<OperationResult> {
  const errors: StoredErrors = { message: error.message, http_status: errorStatus[error.code], fields: error.extra.fields ?? ({} as FieldErrors) };
  const db = await getDb();
  const [row] = await db.syncOperation.createManyAndReturn({
    data: [{ ...key, type: typeOf(op), status: "rejected", errors: json(errors) }],
    skipDuplicates: true,
    select: { id: true },
  });
  if (!row) return storedResult(key, index);
  return toOperationResult(key.opId, index, { status: "rejected", data: null, errors });
}

async function runOperation(user: Pick<AuthUser, "id">, clientId: string, op: UploadOperation, index: number, newUuids: Set<string>): Promise<OperationResult> {
  const key = { userId: user.id, clientId, opId: op.op_id };
  for (let attempt = 1; ; attempt++) {
    try {
      // A retry (the dive's uuid was taken meanwhile, a deadlock) looks the uuid up again: the
      // first attempt took it out of newUuids.
      const outcome = await applyOnce(user, key, op, newUuids);
      if (!outcome) return await storedResult(key, index);
      return toOperationResult(key.opId, index, { status: outcome.status, data: outcome.data, errors: null });
    } catch (e) {
      if (retryable(e) && attempt < 3) continue;
      if (!(e instanceof AppError) || e.code === "unavailable") throw e;
      return storeRejection(key, op, e, index);
    }
  }
}

/** The client's row, created on its first upload: one statement per upload. */
async function recordClient(userId: number, clientId: string): Promise<void> {
  const db = await getDb();
  await db.$executeRaw`
    INSERT INTO sync_clients (user_id, client_id, uploads, first_seen_at, last_sync_at) VALUES (${userId}, ${clientId}, 1, ${new Date()}, ${new Date()})
    ON CONFLICT (user_id, client_id) DO UPDATE SET uploads = sync_clients.uploads + 1, last_sync_at = EXCLUDED.last_sync_at`;
}

/**
 * Results already stored for this batch, in one query: a retried batch answers its applied part
 * without a transaction per operation. Only a shortcut: an operation not found here still goes
 * through the unique key.
 */
async function storedResults(userId: number, clientId: string, ops: UploadOperation[]) {
  const db = await getDb();
  const rows = await db.syncOperation.findMany({
    where: { userId, clientId, opId: { in: ops.map((o) => o.op_id) }, status: { not: "pending" } },
    select: { opId: true, status: true, data: true, errors: true },
  });
  return new Map(rows.map((r) => [r.opId, r]));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The dive uuids of the batch's dive_log.create operations that no dive has yet, in one query: their
 * operations insert without looking the uuid up first. Only a shortcut: the unique key on
 * dive_logs.uuid still decides, and an operation whose uuid was taken since (a concurrent upload)
 * fails on it, is rolled back whole and runs again with the lookup.
 */
async function newDiveUuids(ops: UploadOperation[]): Promise<Set<string>> {
  const uuids = new Set<string>();
  for (const op of ops) {
    const uuid = op.type === "dive_log.create" && op.payload && typeof op.payload === "object" ? (op.payload as { uuid?: unknown }).uuid : undefined;
    if (typeof uuid === "string" && UUID.test(uuid)) uuids.add(uuid.toLowerCase());
  }
  if (!uuids.size) return uuids;
  const db = await getDb();
  const taken = await db.diveLog.findMany({ where: { uuid: { in: [...uuids] } }, select: { uuid: true } });
  for (const row of taken) uuids.delete(row.uuid);
  return uuids;
}

export async function uploadOperations(user: Pick<AuthUser, "id">, body: UploadBody): Promise<{ results: OperationResult[] }> {
  await recordClient(user.id, body.client_id);
  const known = await storedResults(user.id, body.client_id, body.operations);
  const newUuids = await newDiveUuids(body.operations.filter((op) => !known.has(op.op_id)));
  const results: OperationResult[] = [];
  for (const [index, op] of body.operations.entries()) {
    const stored = known.get(op.op_id);
    // A repeat of an op_id earlier in this same batch is found by runOperation's key instead.
    known.delete(op.op_id);
    results.push(stored ? toOperationResult(op.op_id, index, { ...stored, duplicate: true }) : await runOperation(user, body.client_id, op, index, newUuids));
  }
  return { results };
}
