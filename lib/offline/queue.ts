import { deviceDb, type DeviceDb, type OperationOutcome, type QueuedOperation } from "@/lib/offline/device-db";
import { CACHE_PREFIX, type PageToWorker } from "@/lib/offline/names";
import { withAccountLock } from "@/lib/offline/queue-lock";
import { SyncClient, SyncRequestError, type SyncResult } from "@/lib/sync/client/sync-client";

// The device's sync queue for the offline web app (decision 0049): what a diver writes offline
// becomes a sync operation (docs/sync.md) kept in IndexedDB per account, in order, until the
// server has answered it. The pages and the service worker both run this file: no React, no
// server imports, and every browser-only API behind a guard.
//
// flushQueue sends the account's operations to POST /sync/upload (UPLOAD_PATH, the session
// cookie's door onto the API's upload; SyncClient posts to `${origin}/sync/upload`) with the
// reference SyncClient: a lost answer is sent again unchanged (the same op_id, so the server
// applies it once), an answered operation leaves the queue and its answer is kept in `outcomes`
// (rejected ones and conflicts until the diver dismisses them). Two tabs, or a tab and the
// worker, never send at once: a Web Lock per account.

export type EnqueueInput = {
  type: "dive_log.create" | "dive_log.update" | "quiz.submit" | "free_learning_quiz.submit";
  payload: Record<string, unknown>;
  label: string;
  path: string;
};

export type FlushSummary = {
  /** Operations the server answered in this flush. */
  sent: number;
  applied: number;
  duplicates: number;
  rejected: number;
  conflicts: number;
  /** Operations of the account still waiting on the device afterwards. */
  remaining: number;
  /**
   * Why the flush stopped with operations left: no answer (offline, timeouts, 5xx after the
   * tries), the session ended (401: sent after the next sign-in), or the request was refused (other 4xx).
   */
  stopped?: "network" | "unauthenticated" | "refused";
};

/** Tries per request before leaving the rest to the next trigger (online event, page load, Background Sync). */
const MAX_ATTEMPTS = 3;
/** An answer slower than this counts as lost (resent unchanged by the next try). */
const REQUEST_TIMEOUT_MS = 20_000;
/** Applied and duplicate answers are kept this long, for a page that wants to say "synced". */
const KEEP_ANSWERED_MS = 24 * 60 * 60 * 1000;

const dbOf = (db?: DeviceDb) => db ?? deviceDb();

/** The sync protocol's client_id of this browser for `account` ("web-" + a UUID), made on first use. */
export async function deviceClientId(account: string, db?: DeviceDb): Promise<string> {
  const d = dbOf(db);
  return d.transaction("rw", d.meta, async () => {
    const found = await d.meta.get(account);
    if (found) return found.client_id;
    const meta = { account, client_id: `web-${crypto.randomUUID()}`, created_at: new Date().toISOString() };
    await d.meta.add(meta);
    return meta.client_id;
  });
}

/** Queues a change made on this device; it waits (kept across closed tabs and browsers) until a flush sends it. */
export async function enqueueOperation(account: string, input: EnqueueInput, db?: DeviceDb): Promise<QueuedOperation> {
  const d = dbOf(db);
  const op: QueuedOperation = {
    op_id: crypto.randomUUID(),
    type: input.type,
    payload: input.payload,
    client_time: new Date().toISOString(),
    account,
    label: input.label,
    path: input.path,
  };
  await d.transaction("rw", d.operations, d.meta, async () => {
    await deviceClientId(account, d);
    op.seq = await d.operations.add(op);
  });
  return op;
}

/** The account's operations waiting on this device, in the order they were made. */
export async function pendingOperations(account: string, db?: DeviceDb): Promise<QueuedOperation[]> {
  return dbOf(db).operations.where("account").equals(account).sortBy("seq");
}

/** The server's answers kept for the account (newest first); `status` narrows them. */
export async function operationOutcomes(account: string, status?: SyncResult["status"], db?: DeviceDb): Promise<OperationOutcome[]> {
  const rows = await dbOf(db).outcomes.where("account").equals(account).toArray();
  return rows.filter((r) => !status || r.status === status).sort((a, b) => b.answered_at.localeCompare(a.answered_at));
}

/** "Discard" on /sync: forgets the answer to one of the account's operations. */
export async function dismissOutcome(account: string, opId: string, db?: DeviceDb): Promise<void> {
  const d = dbOf(db);
  await d.transaction("rw", d.outcomes, async () => {
    const row = await d.outcomes.get(opId);
    if (row?.account === account) await d.outcomes.delete(opId);
  });
}

const globalOrigin = () => (globalThis as { location?: { origin?: string } }).location?.origin;

/**
 * Sends the account's waiting operations in order, under the account's lock. Never throws for a
 * failed request: the summary says what is left and why; the next trigger tries again.
 */
export async function flushQueue(account: string, options: { origin?: string; db?: DeviceDb; fetch?: typeof fetch } = {}): Promise<FlushSummary> {
  const d = dbOf(options.db);
  const summary: FlushSummary = { sent: 0, applied: 0, duplicates: 0, rejected: 0, conflicts: 0, remaining: 0 };
  // Nothing waiting: no lock, no request.
  if ((await d.operations.where("account").equals(account).count()) === 0) return summary;
  const origin = options.origin ?? globalOrigin();
  if (!origin) throw new Error("flushQueue needs an origin outside a page or worker.");
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  return withAccountLock(`divecert-sync:${account}`, async () => {
    // Read under the lock: what another tab sent meanwhile is gone from the queue.
    for (let round = 0; round < 5; round++) {
      const waiting = await pendingOperations(account, d);
      if (!waiting.length) break;
      const clientId = await deviceClientId(account, d);
      const client = new SyncClient({
        baseUrl: origin.replace(/\/$/, ""),
        clientId,
        fetch: (input, init) => send(input, { ...init, credentials: "same-origin" }),
        maxAttempts: MAX_ATTEMPTS,
        timeoutMs: REQUEST_TIMEOUT_MS,
        state: { clientId, queue: waiting.map(({ op_id, type, payload, client_time }) => ({ op_id, type, payload, client_time })), results: {} },
        // After each batch: the answered operations leave the queue, their answers are kept.
        save: async (state) => {
          const answered = Object.values(state.results);
          state.results = {};
          await recordAnswers(d, account, answered, summary);
        },
      });
      try {
        await client.flush();
      } catch (e) {
        summary.stopped = stopReason(e);
        break;
      }
    }
    await pruneAnswered(d, account);
    summary.remaining = await d.operations.where("account").equals(account).count();
    return summary;
  });
}

function stopReason(e: unknown): FlushSummary["stopped"] {
  if (!(e instanceof SyncRequestError)) return "network";
  if (e.status === 401) return "unauthenticated";
  return e.status === 429 || e.status >= 500 ? "network" : "refused";
}

/** One transaction per answered batch: each answered operation leaves the queue and its answer is kept. */
async function recordAnswers(d: DeviceDb, account: string, results: SyncResult[], summary: FlushSummary): Promise<void> {
  if (!results.length) return;
  const answeredAt = new Date().toISOString();
  await d.transaction("rw", d.operations, d.outcomes, async () => {
    const ops = await d.operations.where("op_id").anyOf(results.map((r) => r.op_id)).toArray();
    const byId = new Map(ops.filter((o) => o.account === account).map((o) => [o.op_id, o]));
    const rows: OperationOutcome[] = [];
    for (const r of results) {
      const op = byId.get(r.op_id);
      // Forgotten meanwhile (sign-out): nothing of the account is written back.
      if (!op) continue;
      rows.push({ ...r, account, type: op.type, label: op.label, path: op.path, answered_at: answeredAt });
    }
    await d.outcomes.bulkPut(rows);
    await d.operations.bulkDelete(ops.filter((o) => byId.has(o.op_id)).map((o) => o.seq!));
  });
  for (const r of results) {
    summary.sent++;
    if (r.status === "applied") summary.applied++;
    else if (r.status === "duplicate") summary.duplicates++;
    else if (r.status === "rejected") summary.rejected++;
    else if (r.status === "conflict") summary.conflicts++;
  }
}

async function pruneAnswered(d: DeviceDb, account: string): Promise<void> {
  const before = new Date(Date.now() - KEEP_ANSWERED_MS).toISOString();
  await d.outcomes
    .where("account")
    .equals(account)
    .filter((o) => (o.status === "applied" || o.status === "duplicate") && o.answered_at < before)
    .delete();
}

type CacheStorageLike = { keys(): Promise<string[]>; delete(name: string): Promise<boolean> };
type ContainerLike = { controller?: { postMessage(message: PageToWorker): void } | null };

/**
 * Sign-out (and account deletion): deletes the account's rows in every table of the device
 * database, every account cache of this origin, and tells the worker to forget its current
 * account. Each step is tried even when another fails; the first failure is thrown at the end
 * (sign-out goes on regardless).
 */
export async function forgetDevice(account: string, db?: DeviceDb): Promise<void> {
  const failures: unknown[] = [];
  try {
    const d = dbOf(db);
    await d.transaction("rw", [d.operations, d.outcomes, d.meta, d.kept, d.settings], async () => {
      await d.operations.where("account").equals(account).delete();
      await d.outcomes.where("account").equals(account).delete();
      await d.meta.delete(account);
      await d.kept.where("account").equals(account).delete();
      // The worker's rows about the account: its current account, when it last kept its pages.
      if (account) await d.settings.filter((s) => s.value === account || s.key.includes(account)).delete();
    });
  } catch (e) {
    failures.push(e);
  }
  try {
    const caches = (globalThis as { caches?: CacheStorageLike }).caches;
    if (caches) {
      const names = (await caches.keys()).filter((n) => n.startsWith(`${CACHE_PREFIX}account-`));
      await Promise.all(names.map((n) => caches.delete(n)));
    }
  } catch (e) {
    failures.push(e);
  }
  try {
    const container = (globalThis as { navigator?: { serviceWorker?: ContainerLike } }).navigator?.serviceWorker;
    container?.controller?.postMessage({ type: "forget" } satisfies PageToWorker);
  } catch (e) {
    failures.push(e);
  }
  if (failures.length) throw failures[0];
}
