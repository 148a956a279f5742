import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, describe, expect, it } from "vitest";
import * as health from "@/app/api/v1/health/route";
import * as ready from "@/app/api/v1/ready/route";
import { PrismaClient } from "@/generated/prisma/client";
import { getDb, useDb, type Db } from "@/lib/db/client";
import { jobQueue, stopJobQueue } from "@/lib/jobs/boss";
import { shippedMigrations } from "@/lib/ops/check-readiness";
import { freePort } from "@/tests/support/pg-cluster";
import { call } from "@/tests/support/http";

// Liveness and readiness. Test databases are built from the migration SQL without Prisma's
// bookkeeping table, so each test writes `_prisma_migrations` rows itself.

const probe = () => call(ready.GET, { path: "/api/v1/ready" });

async function recordMigrations(names: string[], rolledBack = false) {
  const db = await getDb();
  await db.$executeRawUnsafe(`CREATE TABLE IF NOT EXISTS _prisma_migrations (
    id text PRIMARY KEY, migration_name text NOT NULL, finished_at timestamptz, rolled_back_at timestamptz)`);
  for (const name of names) {
    await db.$executeRaw`INSERT INTO _prisma_migrations (id, migration_name, finished_at, rolled_back_at)
      VALUES (${`${name}-${rolledBack}`}, ${name}, now(), ${rolledBack ? new Date() : null})`;
  }
}

describe("GET /api/v1/health", () => {
  it("answers { status: ok } without the envelope and never caches", async () => {
    const res = await call(health.GET, { path: "/api/v1/health" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "ok" });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expect((await call(health.POST, { method: "POST", path: "/api/v1/health", body: {} })).status).toBe(405);
  });
});

afterAll(async () => {
  await stopJobQueue(1_000);
});

describe("GET /api/v1/ready", () => {
  const shipped = shippedMigrations();

  it("is 503 with Retry-After until every shipped migration is recorded as applied", async () => {
    expect(shipped.length).toBeGreaterThan(0);
    const none = await probe();
    expect(none.status).toBe(503);
    expect(none.headers.get("retry-after")).toBe("5");
    expect(none.json).toMatchObject({ status: "error", database: "up", migrations: { applied: 0, pending: shipped } });

    await recordMigrations(shipped.slice(0, -1));
    await recordMigrations(shipped.slice(-1), true);
    const behind = await probe();
    expect(behind.status).toBe(503);
    expect(behind.json.migrations).toEqual({ applied: shipped.length - 1, pending: shipped.slice(-1) });

    await recordMigrations(shipped.slice(-1));
    // The queue runs before the first request, as instrumentation.ts starts it at boot: /ready
    // reads the counts of a started queue. (A cold start of pg-boss inside the probe can take
    // longer than the probe's 3 s bound on a loaded machine, and /ready then answers jobs: null,
    // by design: an instance still serves while its queue is slow.)
    await jobQueue();
    const up = await probe();
    expect(up.status).toBe(200);
    expect(up.json).toEqual({
      status: "success",
      message: "Ready.",
      data: { database: "up", migrations: { applied: shipped.length, pending: [] }, jobs: { waiting: 0, failed: 0, oldest_waiting_seconds: 0 } },
    });
  });

  describe("with the database unreachable", () => {
    let previous: Db;
    let pool: pg.Pool;
    afterAll(async () => {
      useDb(previous);
      await pool?.end();
    });

    it("answers 503 database down within its bound", async () => {
      previous = await getDb();
      pool = new pg.Pool({ connectionString: `postgresql://postgres@127.0.0.1:${await freePort()}/none`, connectionTimeoutMillis: 2_000 });
      pool.on("error", () => undefined);
      useDb(new PrismaClient({ adapter: new PrismaPg(pool) }));
      const started = Date.now();
      const res = await probe();
      expect(Date.now() - started).toBeLessThan(4_000);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(res.json).toEqual({ status: "error", message: "The database is not reachable.", database: "down" });
    });
  });
});
