// npm run bench:pg-cost: what the profile read costs PostgreSQL, statement by statement, measured
// as backend CPU (from /proc) over a fixed number of executions on one connection: robust on a
// busy machine where req/s is not. Compares the SQL Prisma sent before issue 11 (guard + profile,
// relationJoins' JSON aggregation), sent unnamed (parsed and planned on every call) or named
// (prepared once per connection), with the one statement the guard sends now, and with the
// baseline's two. Also EXPLAIN (ANALYZE, BUFFERS) planning and execution times. Then the same for
// the dive-log list of a diver with 20,000 dives: the length-aware page before (rows + COUNT) and
// now (one statement with the maintained count), and the cursor page. See docs/benchmarks.md.
//
// Settings: BENCH_DATABASE_URL (admin connection, as the other benchmarks), BENCH_ITERATIONS (2000).
// Writes bench-results/pg-cost.json. BENCH_SMOKE=1 (common.ts): 20 iterations, 100 dives.
import { readFileSync } from "node:fs";
import os from "node:os";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { createMigratedDatabase, databaseUrl, dropDatabaseQuietly, withClient } from "./bench-db";
import { ADMIN_URL, applyServerEnv, gitHead, log, onCleanup, runMain, setting, sized, writeResult } from "./common";
import { explain } from "./dive-logs-sql";
import { seed } from "./profile-db";

const DB_NAME = "divecert_bench_pgcost";
const URL_ = databaseUrl(ADMIN_URL, DB_NAME);
const ITERATIONS = setting("BENCH_ITERATIONS", 2000, 20);
const WARM_ITERATIONS = sized(50, 5);
applyServerEnv(URL_, "http://127.0.0.1:3999");

type Statement = { sql: string; params: unknown[] };

/** The statements `work` sends through Prisma, as logged by the client. */
async function capture(work: (db: PrismaClient) => Promise<unknown>): Promise<Statement[]> {
  const pool = new pg.Pool({ connectionString: URL_, max: 2 });
  const db = new PrismaClient({ adapter: new PrismaPg(pool), log: [{ emit: "event", level: "query" }] });
  const seen: Statement[] = [];
  db.$on("query", (e) => seen.push({ sql: e.query, params: JSON.parse(e.params) as unknown[] }));
  const { useDb, closeDb } = await import("@/lib/db/client");
  useDb(db, async () => {
    await db.$disconnect();
    await pool.end();
  });
  try {
    await work(db);
  } finally {
    await closeDb();
  }
  return seen;
}

const backendCpuMs = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(f[11]) + Number(f[12])) * 10;
};

/** Backend CPU ms per request of `statements`, run ITERATIONS times in sequence on one connection. */
async function cost(statements: Statement[], named: boolean): Promise<number> {
  return withClient(URL_, async (client) => {
    const pid = (await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid;
    const run = async () => {
      for (const [i, s] of statements.entries()) {
        await client.query({ ...(named ? { name: `s${i}` } : {}), text: s.sql, values: s.params as unknown[] });
      }
    };
    for (let i = 0; i < WARM_ITERATIONS; i++) await run(); // warm: catalog caches, prepared statements, generic plans
    const before = backendCpuMs(pid);
    for (let i = 0; i < ITERATIONS; i++) await run();
    return (backendCpuMs(pid) - before) / ITERATIONS;
  });
}

const DIVES = sized(20_000, 100);

/** Page 1 (15 per page) of the diver's list before and now, and the cursor page, all named. */
async function diveLogRows(userId: number): Promise<[string, number, number, Statement[]][]> {
  await withClient(URL_, async (c) => {
    await c.query(
      `INSERT INTO dive_logs (uuid, user_id, number, date, dive_time, dive_type, location, max_depth, created_at, updated_at)
       SELECT gen_random_uuid(), $1, n, date '2011-01-01' + (n * 5478 / $2::int), 40, 'boat', 'Site ' || (n % 9), 18, now(), now()
         FROM generate_series(1, $2::int) n`,
      [userId, DIVES],
    );
    await c.query("ANALYZE");
  });
  const { listDiveLogs, diverListWhere } = await import("@/lib/dive-logs/list-dive-logs");
  const { diverOrder } = await import("@/lib/dive-logs/keyset");
  const { diveLogSelect } = await import("@/lib/dive-logs/serializers");
  const { ZDiveLogListQuery } = await import("@/lib/dive-logs/schema");
  const list = (search: string) => () =>
    listDiveLogs(userId, ZDiveLogListQuery.parse(Object.fromEntries(new URLSearchParams(search))), new URL(`http://127.0.0.1/api/v1/diver/dive-logs?${search}`));
  const q = ZDiveLogListQuery.parse({});
  const before = await capture(async (db) => {
    const where = diverListWhere(userId, q);
    await Promise.all([
      db.diveLog.findMany({ where, orderBy: diverOrder(q.sort, null).orderBy, skip: 0, take: 15, select: diveLogSelect }),
      db.diveLog.count({ where }),
    ]);
  });
  const now = await capture(list("page=1&per_page=15"));
  const filtered = await capture(list("page=1&per_page=15&dive_type=boat"));
  const cursor = await capture(list("cursor=&per_page=15"));
  const out: [string, number, number, Statement[]][] = [];
  for (const [label, statements] of [
    [`dive-log page 1 before: rows + COUNT of ${DIVES}`, before],
    ["dive-log page 1 now: one statement, maintained count", now],
    ["dive-log page 1 filtered (dive_type): one statement, exact COUNT", filtered],
    ["dive-log cursor first page", cursor],
  ] as const) {
    out.push([label, statements.length, await cost([...statements], true), [...statements]]);
  }
  return out;
}

let created = false;
const cleanup = onCleanup(async () => {
  if (created) await dropDatabaseQuietly(ADMIN_URL, DB_NAME);
});

async function main() {
  const loadAtStart = Number(os.loadavg()[0]!.toFixed(2));
  log(`Load average (1 min) at start: ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores; ${ITERATIONS} iterations each.`);
  created = true;
  await createMigratedDatabase(ADMIN_URL, DB_NAME);
  const userId = await seed(URL_);
  const { signAccessToken, verifyAccessToken } = await import("@/lib/auth/jwt");
  const claims = (await verifyAccessToken((await signAccessToken(userId)).token))!;
  const { userResourceSelect } = await import("@/lib/users/serializers");
  const { readUserRow } = await import("@/lib/users/read-user-row");
  const baseline = await import("./baseline");

  // Before issue 11: the guard's user (+ professional) and the denylist in parallel, then the
  // profile's own read of the same user with its relations.
  const before = await capture(async (db) => {
    await Promise.all([
      db.user.findUnique({
        where: { id: userId },
        select: { id: true, role: true, status: true, emailVerifiedAt: true, defaultLanguage: true, qualificationLevel: true, tokensValidAfter: true, professional: { select: { userId: true } } },
      }),
      db.revokedAccessToken.findUnique({ where: { jti: claims.jti }, select: { jti: true } }),
    ]);
    await db.user.findUnique({ where: { id: userId }, select: userResourceSelect });
  });
  const now = await capture(() => readUserRow(userId, claims.jti));
  const base: Statement[] = [
    { sql: baseline.USER_SQL, params: [userId] },
    { sql: baseline.DENYLIST_SQL, params: [claims.jti] },
  ];

  const rows: [string, number, number, Statement[]][] = [];
  for (const [label, statements, named] of [
    ["before: Prisma, 3 statements, unnamed (as shipped)", before, false],
    ["before: Prisma, 3 statements, named", before, true],
    ["now: one statement, unnamed", now, false],
    ["now: one statement, named (as shipped)", now, true],
    ["baseline: 2 statements, named", base, true],
  ] as const) {
    rows.push([label, statements.length, await cost([...statements], named), [...statements]]);
  }
  rows.push(...(await diveLogRows(userId)));
  log("");
  log("| statements of one request (without the guard's) | count | PostgreSQL CPU ms/req |");
  log("|---|---:|---:|");
  for (const [label, n, ms] of rows) log(`| ${label} | ${n} | ${ms.toFixed(3)} |`);
  log("");
  log("EXPLAIN (ANALYZE, BUFFERS), fastest of 5:");
  const dives = rows.filter(([label]) => label.startsWith("dive-log")).map(([label, , , st]) => [label, st] as const);
  const explained: { label: string; planningMs: number; executionMs: number; sql: string }[] = [];
  for (const [label, statements] of [["before", before], ["now", now], ["baseline", base], ...dives] as const) {
    for (const e of await explain(URL_, [...statements])) {
      if (process.env.BENCH_PLANS) log(e.plan);
      log(`  ${label}: planning ${e.planningMs.toFixed(3)} ms, execution ${e.executionMs.toFixed(3)} ms, ${e.sql.length} chars: ${e.sql.slice(0, 90).replace(/\s+/g, " ")}...`);
      explained.push({ label, planningMs: e.planningMs, executionMs: e.executionMs, sql: e.sql });
    }
  }
  writeResult("pg-cost", {
    benchmark: "PostgreSQL CPU per request, statement by statement: GET /profile and the dive-log list",
    date: new Date().toISOString(),
    commit: gitHead(),
    cpus: os.cpus().length,
    loadAverageAtStart: loadAtStart,
    settings: { iterations: ITERATIONS, dives: DIVES },
    rows: rows.map(([label, statements, postgresCpuMsPerRequest]) => ({ label, statements, postgresCpuMsPerRequest: Number(postgresCpuMsPerRequest.toFixed(4)) })),
    explain: explained,
  });
}

await runMain(main, cleanup);
