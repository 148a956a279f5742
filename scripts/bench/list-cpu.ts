// npm run bench:list-cpu: Node CPU per call of the dive-log list service (20,000 dives, named
// statements as in production), offset page 1 against the cursor page, interleaved in rounds of
// 200 calls in this one process (the first round is a warm-up): the server-side half of the
// offset/cursor comparison, readable on a busy machine where req/s is not. See docs/benchmarks.md.
// Writes bench-results/list-cpu.json. BENCH_SMOKE=1 (common.ts): 100 dives, two rounds of 10 calls.
import os from "node:os";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { createMigratedDatabase, databaseUrl, dropDatabaseQuietly, withClient } from "./bench-db";
import { ADMIN_URL, applyServerEnv, gitHead, log, sized, writeResult } from "./common";
import { statementNamer } from "@/lib/db/statement-names";
const DB = "divecert_bench_listcpu";
const DIVES = sized(20_000, 100);
const ROUNDS = sized(6, 2);
const CALLS = sized(200, 10);
const URL_ = databaseUrl(ADMIN_URL, DB);
applyServerEnv(URL_, "http://127.0.0.1:3999");
await createMigratedDatabase(ADMIN_URL, DB);
try {
  const userId = await withClient(URL_, async (c) => {
    const u = await c.query("INSERT INTO users (member_id, email, password_hash, updated_at) VALUES ('X1','x@example.com','x', now()) RETURNING id");
    const id = u.rows[0].id;
    await c.query(`INSERT INTO dive_logs (uuid, user_id, number, date, dive_time, dive_type, location, max_depth, created_at, updated_at)
       SELECT gen_random_uuid(), $1, n, date '2011-01-01' + (n * 5478 / $2::int), 40, 'boat', 'Site ' || (n % 9), 18, now(), now() FROM generate_series(1, $2::int) n`, [id, DIVES]);
    await c.query("VACUUM ANALYZE");
    return id;
  });
  const pool = new pg.Pool({ connectionString: URL_, max: 4 });
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { statementNameGenerator: statementNamer() }) });
  const { useDb } = await import("@/lib/db/client");
  useDb(db);
  const { listDiveLogs } = await import("@/lib/dive-logs/list-dive-logs");
  const { ZDiveLogListQuery } = await import("@/lib/dive-logs/schema");
  const { lengthAwarePage } = await import("@/lib/api/pagination");
  const run = (search: string) => listDiveLogs(userId, ZDiveLogListQuery.parse(Object.fromEntries(new URLSearchParams(search))), new URL(`http://127.0.0.1/api/v1/diver/dive-logs?${search}`));
  const { diveLogSelect } = await import("@/lib/dive-logs/serializers");
  const variants: Record<string, () => Promise<unknown>> = {
    offset: () => run("page=1&per_page=15"),
    cursor: () => run("cursor=&per_page=15"),
    // The cursor page's own statement without the service around it, and the page links alone.
    flatRowsOnly: async () => db.diveLog.findMany({ where: { userId, deletedAt: null }, orderBy: [{ date: "desc" }, { id: "desc" }], take: 15, select: diveLogSelect }),
    links: async () => lengthAwarePage([], DIVES, { page: 1, per_page: 15 }, new URL("http://127.0.0.1/api/v1/diver/dive-logs?page=1&per_page=15")),
  };
  const totals: Record<string, number> = {};
  for (const k of Object.keys(variants)) totals[k] = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const [k, f] of Object.entries(variants)) {
      const t = process.cpuUsage();
      for (let i = 0; i < CALLS; i++) await f();
      const d = process.cpuUsage(t);
      if (round > 0) totals[k]! += (d.user + d.system) / 1000;
    }
  }
  // Per call: the measured rounds (all but the first) of CALLS calls each.
  const perCall = Object.fromEntries(Object.entries(totals).map(([k, ms]) => [k, Number((ms / ((ROUNDS - 1) * CALLS)).toFixed(4))]));
  for (const [k, ms] of Object.entries(perCall)) log(`${k} ${ms.toFixed(3)} ms CPU per call (node)`);
  await db.$disconnect();
  await pool.end();
  writeResult("list-cpu", {
    benchmark: "dive-log list service: Node CPU per call, offset page 1 against the cursor page",
    date: new Date().toISOString(),
    commit: gitHead(),
    cpus: os.cpus().length,
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
    settings: { dives: DIVES, rounds: ROUNDS, callsPerRound: CALLS },
    nodeCpuMsPerCall: perCall,
  });
} finally {
  await dropDatabaseQuietly(ADMIN_URL, DB);
}
