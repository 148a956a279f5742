import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DeviceDb } from "@/lib/offline/device-db";
import { dismissOutcome, enqueueOperation, flushQueue, forgetDevice, operationOutcomes, pendingOperations, type EnqueueInput } from "@/lib/offline/queue";
import type { SyncResult } from "@/lib/sync/client/sync-client";

// The device's sync queue (decision 0049) on fake-indexeddb, against a stand-in of
// POST /sync/upload that applies each (client_id, op_id) once as the server does.

const ORIGIN = "https://divecert.test";
let n = 0;
const freshDb = () => new DeviceDb(`queue-test-${++n}-${crypto.randomUUID()}`);
const dive = (label: string): EnqueueInput => ({ type: "dive_log.create", payload: { uuid: crypto.randomUUID(), date: "2026-11-20" }, label, path: "/logbook" });

type Sent = { url: string; credentials?: RequestCredentials; authorization: string | null; client_id: string; op_ids: string[] };

/**
 * The upload route's stand-in: each (client_id, op_id) is applied once, a repeat is `duplicate`;
 * `answer` may replace an operation's result, `respond` the whole answer (a status, a lost answer).
 */
function fakeServer(options: { answer?: (op: { op_id: string; type: string; payload: Record<string, unknown> }) => SyncResult | undefined; respond?: (call: number) => Response | "lost" | undefined; gate?: Promise<void> } = {}) {
  const applied = new Map<string, SyncResult>();
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { client_id: string; operations: { op_id: string; type: string; payload: Record<string, unknown> }[] };
    const headers = new Headers(init?.headers);
    sent.push({ url: String(input), credentials: init?.credentials, authorization: headers.get("authorization"), client_id: body.client_id, op_ids: body.operations.map((o) => o.op_id) });
    await options.gate;
    const given = options.respond?.(sent.length);
    if (given === "lost") {
      // The server applied the batch, the answer never came back.
      for (const op of body.operations) applied.set(`${body.client_id}/${op.op_id}`, { op_id: op.op_id, status: "applied" });
      throw new TypeError("fetch failed");
    }
    if (given) return given;
    const results = body.operations.map((op) => {
      const key = `${body.client_id}/${op.op_id}`;
      const first = applied.get(key);
      if (first) return { op_id: op.op_id, status: "duplicate" as const, original_status: first.status };
      const result = options.answer?.(op) ?? { op_id: op.op_id, status: "applied" as const, data: { uuid: op.payload.uuid } };
      applied.set(key, result);
      return result;
    });
    return Response.json({ status: "success", message: "Operations processed.", data: { results } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent, applied };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("enqueueOperation", () => {
  it("keeps the operations in order with their own op_id, across a new connection to the same database (the browser closed)", async () => {
    const name = `queue-test-closed-${crypto.randomUUID()}`;
    const before = new DeviceDb(name);
    const first = await enqueueOperation("acc-a", dive("Dive 1"), before);
    const second = await enqueueOperation("acc-a", { type: "quiz.submit", payload: { log_code: "CL-1", module_id: 3, answers: {} }, label: "Quiz", path: "/courses/CL-1/modules/3/quiz" }, before);
    expect(first.op_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.op_id).not.toBe(first.op_id);
    expect(Date.parse(first.client_time)).not.toBeNaN();
    before.close();

    const after = new DeviceDb(name);
    const waiting = await pendingOperations("acc-a", after);
    expect(waiting.map((o) => [o.op_id, o.type, o.label, o.path])).toEqual([
      [first.op_id, "dive_log.create", "Dive 1", "/logbook"],
      [second.op_id, "quiz.submit", "Quiz", "/courses/CL-1/modules/3/quiz"],
    ]);
    const meta = await after.meta.get("acc-a");
    expect(meta?.client_id).toMatch(/^web-[0-9a-f-]{36}$/);
    // One client_id per browser and account, made once.
    await enqueueOperation("acc-a", dive("Dive 2"), after);
    expect((await after.meta.get("acc-a"))?.client_id).toBe(meta?.client_id);
  });

  it("never shows one account's operations to another", async () => {
    const db = freshDb();
    await enqueueOperation("acc-a", dive("A's dive"), db);
    await enqueueOperation("acc-b", dive("B's dive"), db);
    expect((await pendingOperations("acc-a", db)).map((o) => o.label)).toEqual(["A's dive"]);
    expect((await pendingOperations("acc-b", db)).map((o) => o.label)).toEqual(["B's dive"]);
    expect((await db.meta.get("acc-a"))?.client_id).not.toBe((await db.meta.get("acc-b"))?.client_id);

    // A flush for A sends only A's operations.
    const server = fakeServer();
    await flushQueue("acc-a", { db, origin: ORIGIN, fetch: server.fetch });
    expect(server.sent.flatMap((s) => s.op_ids)).toHaveLength(1);
    expect(await pendingOperations("acc-b", db)).toHaveLength(1);
  });
});

describe("flushQueue", () => {
  it("posts the account's operations in order to the page upload route with the cookie, and removes the applied ones", async () => {
    const db = freshDb();
    const ops = [await enqueueOperation("acc-a", dive("Dive 1"), db), await enqueueOperation("acc-a", dive("Dive 2"), db)];
    const server = fakeServer();
    const summary = await flushQueue("acc-a", { db, origin: ORIGIN, fetch: server.fetch });
    expect(summary).toEqual({ sent: 2, applied: 2, duplicates: 0, rejected: 0, conflicts: 0, remaining: 0 });
    expect(server.sent).toEqual([
      { url: `${ORIGIN}/sync/upload`, credentials: "same-origin", authorization: null, client_id: (await db.meta.get("acc-a"))!.client_id, op_ids: ops.map((o) => o.op_id) },
    ]);
    expect(await pendingOperations("acc-a", db)).toEqual([]);
    // The answers stay for a page that says "synced".
    expect((await operationOutcomes("acc-a", "applied", db)).map((o) => [o.op_id, o.label])).toEqual(
      expect.arrayContaining([[ops[0]!.op_id, "Dive 1"], [ops[1]!.op_id, "Dive 2"]]),
    );
    // Nothing waiting: no request at all.
    await flushQueue("acc-a", { db, origin: ORIGIN, fetch: server.fetch });
    expect(server.sent).toHaveLength(1);
  });

  it("keeps an operation whose answer was lost and sends it again with the same op_id (applied once)", async () => {
    const db = freshDb();
    const op = await enqueueOperation("acc-a", dive("Dive 1"), db);
    // Every try of the first flush loses its answer (the link drops after the server applied it).
    const lossy = fakeServer({ respond: () => "lost" });
    const first = await flushQueue("acc-a", { db, origin: ORIGIN, fetch: lossy.fetch });
    expect(first).toMatchObject({ sent: 0, remaining: 1, stopped: "network" });
    expect((await pendingOperations("acc-a", db)).map((o) => o.op_id)).toEqual([op.op_id]);

    // Back online: the same op_id again; the server has it already and says so.
    const server = fakeServer();
    for (const [k, v] of lossy.applied) server.applied.set(k, v);
    const second = await flushQueue("acc-a", { db, origin: ORIGIN, fetch: server.fetch });
    expect(server.sent.flatMap((s) => s.op_ids)).toEqual([op.op_id]);
    expect(lossy.sent.every((s) => s.op_ids.join() === op.op_id && s.client_id === server.sent[0]!.client_id)).toBe(true);
    expect(second).toMatchObject({ sent: 1, applied: 0, duplicates: 1, remaining: 0 });
    expect(await pendingOperations("acc-a", db)).toEqual([]);
  });

  it("moves a rejected operation to the outcomes with its message and field errors, until it is discarded", async () => {
    const db = freshDb();
    const bad = await enqueueOperation("acc-a", dive("Too deep"), db);
    const good = await enqueueOperation("acc-a", dive("Reef"), db);
    const server = fakeServer({
      answer: (op) =>
        op.op_id === bad.op_id
          ? { op_id: op.op_id, status: "rejected", message: "The max depth must not be greater than 350.", errors: { "operations.0.payload.max_depth": ["The max depth must not be greater than 350."] } }
          : undefined,
    });
    const summary = await flushQueue("acc-a", { db, origin: ORIGIN, fetch: server.fetch });
    expect(summary).toEqual({ sent: 2, applied: 1, duplicates: 0, rejected: 1, conflicts: 0, remaining: 0 });
    const rejected = await operationOutcomes("acc-a", "rejected", db);
    expect(rejected).toEqual([
      expect.objectContaining({ op_id: bad.op_id, account: "acc-a", type: "dive_log.create", label: "Too deep", path: "/logbook", message: "The max depth must not be greater than 350.", errors: { "operations.0.payload.max_depth": ["The max depth must not be greater than 350."] } }),
    ]);
    expect((await operationOutcomes("acc-a", "applied", db)).map((o) => o.op_id)).toEqual([good.op_id]);
    // Another account cannot discard it; the account can.
    await dismissOutcome("acc-b", bad.op_id, db);
    expect(await operationOutcomes("acc-a", "rejected", db)).toHaveLength(1);
    await dismissOutcome("acc-a", bad.op_id, db);
    expect(await operationOutcomes("acc-a", "rejected", db)).toEqual([]);
  });

  it("stops on 401 (the session ended) and leaves the whole queue for the next sign-in", async () => {
    const db = freshDb();
    await enqueueOperation("acc-a", dive("Dive 1"), db);
    await enqueueOperation("acc-a", dive("Dive 2"), db);
    const server = fakeServer({ respond: () => Response.json({ status: "error", message: "Unauthenticated." }, { status: 401 }) });
    const summary = await flushQueue("acc-a", { db, origin: ORIGIN, fetch: server.fetch });
    expect(summary).toEqual({ sent: 0, applied: 0, duplicates: 0, rejected: 0, conflicts: 0, remaining: 2, stopped: "unauthenticated" });
    // Not retried: a 401 will not change by asking again.
    expect(server.sent).toHaveLength(1);
    expect(await pendingOperations("acc-a", db)).toHaveLength(2);
  });

  it("prunes applied answers older than a day, and keeps rejected ones", async () => {
    const db = freshDb();
    const old = new Date(Date.now() - 25 * 3600_000).toISOString();
    await db.outcomes.bulkPut([
      { op_id: "old-applied", status: "applied", account: "acc-a", type: "dive_log.create", label: "x", path: "/logbook", answered_at: old },
      { op_id: "old-rejected", status: "rejected", account: "acc-a", type: "dive_log.create", label: "x", path: "/logbook", answered_at: old },
      { op_id: "other-account", status: "applied", account: "acc-b", type: "dive_log.create", label: "x", path: "/logbook", answered_at: old },
    ]);
    await enqueueOperation("acc-a", dive("Dive 1"), db);
    await flushQueue("acc-a", { db, origin: ORIGIN, fetch: fakeServer().fetch });
    const left = (await db.outcomes.toArray()).map((o) => o.op_id);
    expect(left).not.toContain("old-applied");
    expect(left).toEqual(expect.arrayContaining(["old-rejected", "other-account"]));
  });

  it("never sends an operation twice when two flushes run at once (one lock per account in this context)", async () => {
    const db = freshDb();
    for (let i = 0; i < 3; i++) await enqueueOperation("acc-a", dive(`Dive ${i}`), db);
    let open!: () => void;
    const server = fakeServer({ gate: new Promise<void>((r) => (open = r)) });
    const both = Promise.all([flushQueue("acc-a", { db, origin: ORIGIN, fetch: server.fetch }), flushQueue("acc-a", { db, origin: ORIGIN, fetch: server.fetch })]);
    await vi.waitFor(() => expect(server.sent.length).toBeGreaterThan(0));
    open();
    const [a, b] = await both;
    const sentIds = server.sent.flatMap((s) => s.op_ids);
    expect(sentIds).toHaveLength(3);
    expect(new Set(sentIds).size).toBe(3);
    expect(a.applied + b.applied).toBe(3);
    expect(a.duplicates + b.duplicates).toBe(0);
  });

  it("takes the Web Lock named for the account when the browser has navigator.locks", async () => {
    // Node 20 has no navigator.locks (Node 22 does): a stand-in with the API's exclusive semantics.
    const names: string[] = [];
    const held = new Map<string, Promise<unknown>>();
    const locks = {
      request: <T>(name: string, fn: () => Promise<T>): Promise<T> => {
        names.push(name);
        const run = (held.get(name) ?? Promise.resolve()).then(fn);
        held.set(name, run.catch(() => undefined));
        return run;
      },
    };
    vi.stubGlobal("navigator", { locks });
    const db = freshDb();
    for (let i = 0; i < 2; i++) await enqueueOperation("acc-a", dive(`Dive ${i}`), db);
    let open!: () => void;
    const server = fakeServer({ gate: new Promise<void>((r) => (open = r)) });
    const both = Promise.all([flushQueue("acc-a", { db, origin: ORIGIN, fetch: server.fetch }), flushQueue("acc-a", { db, origin: ORIGIN, fetch: server.fetch })]);
    await vi.waitFor(() => expect(server.sent.length).toBeGreaterThan(0));
    open();
    await both;
    expect(names).toEqual(["divecert-sync:acc-a", "divecert-sync:acc-a"]);
    expect(server.sent.flatMap((s) => s.op_ids)).toHaveLength(2);
  });
});

describe("forgetDevice", () => {
  it("deletes the account's rows and every account cache, tells the worker, and leaves other accounts' rows", async () => {
    const db = freshDb();
    for (const account of ["acc-a", "acc-b"]) {
      await enqueueOperation(account, dive(`${account} dive`), db);
      await db.outcomes.put({ op_id: `${account}-op`, status: "rejected", account, type: "dive_log.create", label: "x", path: "/logbook", answered_at: new Date().toISOString() });
      await db.kept.put({ account, url: "/logbook", kind: "page", version: "en:1", bytes: 10, kept_at: new Date().toISOString() });
      await db.settings.put({ key: `kept-at:${account}`, value: "2026-11-28T10:00:00Z" });
    }
    await db.settings.put({ key: "current-account", value: "acc-a" });
    await db.settings.put({ key: "unrelated", value: "1" });
    const cacheNames = ["divecert-account-b1-acc-a", "divecert-account-b0-acc-a", "divecert-shared-b1", "someone-else"];
    const caches = { keys: async () => [...cacheNames], delete: vi.fn(async (name: string) => (cacheNames.splice(cacheNames.indexOf(name), 1), true)) };
    const postMessage = vi.fn();
    vi.stubGlobal("caches", caches);
    vi.stubGlobal("navigator", { serviceWorker: { controller: { postMessage } } });

    await forgetDevice("acc-a", db);

    expect(await pendingOperations("acc-a", db)).toEqual([]);
    expect(await db.outcomes.where("account").equals("acc-a").count()).toBe(0);
    expect(await db.meta.get("acc-a")).toBeUndefined();
    expect(await db.kept.where("account").equals("acc-a").count()).toBe(0);
    expect((await db.settings.toArray()).map((s) => s.key).sort()).toEqual(["kept-at:acc-b", "unrelated"]);
    expect(await pendingOperations("acc-b", db)).toHaveLength(1);
    expect(await db.outcomes.where("account").equals("acc-b").count()).toBe(1);
    expect(await db.meta.get("acc-b")).toBeDefined();
    expect(await db.kept.where("account").equals("acc-b").count()).toBe(1);
    expect(cacheNames).toEqual(["divecert-shared-b1", "someone-else"]);
    expect(postMessage).toHaveBeenCalledWith({ type: "forget" });
  });

  it("still deletes the caches and tells the worker when IndexedDB fails (private mode), then says so", async () => {
    const db = freshDb();
    vi.spyOn(db, "transaction").mockImplementation(() => Promise.reject(new Error("IndexedDB is not available")) as never);
    const cacheNames = ["divecert-account-b1-acc-a"];
    vi.stubGlobal("caches", { keys: async () => [...cacheNames], delete: async (name: string) => (cacheNames.splice(cacheNames.indexOf(name), 1), true) });
    const postMessage = vi.fn();
    vi.stubGlobal("navigator", { serviceWorker: { controller: { postMessage } } });
    await expect(forgetDevice("acc-a", db)).rejects.toThrow("IndexedDB is not available");
    expect(cacheNames).toEqual([]);
    expect(postMessage).toHaveBeenCalledWith({ type: "forget" });
  });
});
