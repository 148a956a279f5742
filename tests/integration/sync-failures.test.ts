import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { updateDiveLog } from "@/lib/dive-logs/update-dive-log";
import { createUser } from "@/tests/support/factories";
import { dropPrivatePostgres, usePrivatePostgres, type PrivatePostgres } from "@/tests/support/private-postgres";
import { createOp, diveLogChanges, upload } from "@/tests/support/sync-calls";
import { startDroppingProxy, startSyncServer } from "@/tests/support/sync-server";

// Failure behaviour on a private PostgreSQL server that the test stops and starts (never the
// machine's shared one): the database going away mid-upload, an answer lost on the way back,
// and change numbers under transactions that commit out of order.

let pgp: PrivatePostgres;

beforeAll(async () => {
  pgp = await usePrivatePostgres();
}, 120_000);

afterAll(async () => {
  await dropPrivatePostgres(pgp);
});

const count = async (sql: string, values: unknown[]) => Number((await pgp.query(sql, values)).rows[0].n);
const dives = (userId: number) => count("SELECT count(*) AS n FROM dive_logs WHERE user_id = $1", [userId]);

async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("condition not reached");
    await new Promise((r) => setTimeout(r, 20)); // poll interval
  }
}

describe("PostgreSQL stopped in the middle of an upload", () => {
  it("answers 503 with Retry-After, and the retry after the restart applies every operation exactly once", async () => {
    const diver = await createUser();
    const ops = Array.from({ length: 60 }, () => createOp());
    const pending = upload(diver.token, "phone", ops);
    await until(async () => (await count("SELECT count(*) AS n FROM sync_operations WHERE user_id = $1", [diver.user.id])) >= 10);
    pgp.cluster.stop();
    let cut, down;
    try {
      cut = await pending;
      // While it is down, a new upload is a 503 too.
      down = await upload(diver.token, "phone", ops);
    } finally {
      pgp.cluster.start();
    }
    expect(cut.status).toBe(503);
    expect(cut.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(cut.json).toMatchObject({ status: "error" });
    expect(down.status).toBe(503);

    let retry = await upload(diver.token, "phone", ops);
    // A pooled connection from before the restart may fail once more: the client retries.
    for (let i = 0; retry.status === 503 && i < 5; i++) retry = await upload(diver.token, "phone", ops);
    expect(retry.status).toBe(200);
    const statuses = retry.json.data.results.map((r: { status: string }) => r.status);
    const before = statuses.filter((s: string) => s === "duplicate").length;
    expect(before).toBeGreaterThanOrEqual(10);
    expect(statuses.slice(0, before).every((s: string) => s === "duplicate")).toBe(true);
    expect(statuses.slice(before).every((s: string) => s === "applied")).toBe(true);
    expect(await dives(diver.user.id)).toBe(60);
    expect(await count("SELECT count(DISTINCT uuid) AS n FROM dive_logs WHERE user_id = $1", [diver.user.id])).toBe(60);
  }, 120_000);
});

describe("an answer lost on the way back", () => {
  it("a retry of the same batch answers duplicate for what had been applied", async () => {
    const diver = await createUser();
    const server = await startSyncServer();
    const proxy = await startDroppingProxy(server.port, (n) => n === 1);
    try {
      const ops = Array.from({ length: 5 }, () => createOp());
      const send = () =>
        fetch(`http://127.0.0.1:${proxy.port}/api/v1/sync/upload`, {
          method: "POST",
          headers: { authorization: `Bearer ${diver.token}`, "content-type": "application/json" },
          body: JSON.stringify({ client_id: "phone", operations: ops }),
        });
      await expect(send()).rejects.toThrow();
      expect(proxy.dropped()).toBe(1);
      expect(await dives(diver.user.id)).toBe(5);
      const retry = await send();
      expect(retry.status).toBe(200);
      const body = (await retry.json()) as { data: { results: { status: string; original_status: string }[] } };
      expect(body.data.results.map((r) => [r.status, r.original_status])).toEqual(Array(5).fill(["duplicate", "applied"]));
      expect(await dives(diver.user.id)).toBe(5);
    } finally {
      await proxy.close();
      await server.close();
    }
  });
});

describe("one operation from two clients of the diver", () => {
  it("is applied once per client id, and its dive uuid is created once", async () => {
    const diver = await createUser();
    const op = createOp();
    const a = await upload(diver.token, "phone", [op]);
    const b = await upload(diver.token, "tablet", [op]);
    expect(a.json.data.results[0].status).toBe("applied");
    expect(b.json.data.results[0]).toMatchObject({ status: "duplicate", data: { uuid: op.payload.uuid } });
    expect(await count("SELECT count(*) AS n FROM sync_operations WHERE user_id = $1 AND op_id = $2", [diver.user.id, op.op_id])).toBe(2);
    expect(await dives(diver.user.id)).toBe(1);
  });
});

describe("the dive-log delta under transactions committing out of order", () => {
  it("a change that commits late is never skipped by a cursor read in between", async () => {
    const diver = await createUser();
    const made = (await upload(diver.token, "phone", [createOp({ comments: "a" }), createOp({ comments: "b" })])).json.data.results;
    const [a, b] = made.map((r: { data: { id: number } }) => r.data.id);
    const cursor = (await diveLogChanges(diver.token)).json.data.next_cursor;

    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let written!: () => void;
    const t1Wrote = new Promise<void>((r) => (written = r));
    // T1 changes dive a and stays open; T2 changes dive b meanwhile.
    const t1 = pgp.db.$transaction(async (tx) => {
      await tx.diveLog.update({ where: { id: a }, data: { comments: "a, slow writer" } });
      written();
      await gate;
    }, { timeout: 30_000 });
    await t1Wrote;
    let t2Done = false;
    const t2 = updateDiveLog(diver.user.id, { id: b }, { comments: "b, fast writer" }).then(() => (t2Done = true));
    // T2 waits for T1 (the diver's change counter is locked until T1 ends): seen in PostgreSQL
    // as a backend waiting on a lock, however long T2 takes to get there on a busy machine...
    await until(async () => (await count("SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()", [])) > 0);
    expect(t2Done).toBe(false);
    // ...so a reader in between sees neither change and its cursor does not move past T1's.
    const between = (await diveLogChanges(diver.token, cursor)).json.data;
    expect(between).toMatchObject({ changes: [], next_cursor: cursor });
    release();
    await Promise.all([t1, t2]);
    const after = (await diveLogChanges(diver.token, between.next_cursor)).json.data;
    expect(after.changes.map((d: { comments: string }) => d.comments)).toEqual(["a, slow writer", "b, fast writer"]);
  });
});
