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

async function applyOnce(user: AuthUser, key: Key, op: UploadOperation): Promise<Outcome | null> {
  const checked = checkOperation(op);
  return inTransaction(async () => {
    const db = await getDb();
    const [claim] = await db.syncOperation.createManyAndReturn({
      data: [{ ...key, type: typeOf(op), status: "pending", clientTime: checked.takenAt ?? null }],
      skipDuplicates: true,
      select: { id: true },
    });
    if (!claim) return null;
    const outcome = await applyOperation(user, key, checked);
    await db.syncOperation.update({ where: { id: claim.id }, data: { status: outcome.status, data: json(outcome.data) } });
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

async function runOperation(user: AuthUser, clientId: string, op: UploadOperation, index: number): Promise<OperationResult> {
  const key = { userId: user.id, clientId, opId: op.op_id };
  for (let attempt = 1; ; attempt++) {
    try {
      const outcome = await applyOnce(user, key, op);
      if (!outcome) return await storedResult(key, index);
      return toOperationResult(key.opId, index, { status: outcome.status, data: outcome.data, errors: null });
    } catch (e) {
      if (retryable(e) && attempt < 3) continue;
      if (!(e instanceof AppError) || e.code === "unavailable") throw e;
      return storeRejection(key, op, e, index);
    }
  }
}

async function recordClient(userId: number, clientId: string): Promise<void> {
  const db = await getDb();
  await db.syncClient.createMany({ data: [{ userId, clientId }], skipDuplicates: true });
  await db.syncClient.update({ where: { userId_clientId: { userId, clientId } }, data: { uploads: { increment: 1 }, lastSyncAt: new Date() } });
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

export async function uploadOperations(user: AuthUser, body: UploadBody): Promise<{ results: OperationResult[] }> {
  await recordClient(user.id, body.client_id);
  const known = await storedResults(user.id, body.client_id, body.operations);
  const results: OperationResult[] = [];
  for (const [index, op] of body.operations.entries()) {
    const stored = known.get(op.op_id);
    // A repeat of an op_id earlier in this same batch is found by runOperation's key instead.
    known.delete(op.op_id);
    results.push(stored ? toOperationResult(op.op_id, index, { ...stored, duplicate: true }) : await runOperation(user, body.client_id, op, index));
  }
  return { results };
}
