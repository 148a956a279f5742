// npm run bench:routes: other routes through `next start` on PostgreSQL, no targets yet (issue 11):
// GET /diver/courses/{log_code} (course detail), POST /diver/dive-logs, GET /utility/countries.
// Per route: statements per request (counted in this process by calling the route handler on a
// Prisma client that logs its statements: exact, unlike the database's counters while a server
// runs), then autocannon with BENCH_CONNECTIONS (10) for BENCH_SECONDS (5), with server and
// PostgreSQL CPU per request. Demo data (prisma/seed) on a fresh database. See docs/benchmarks.md.
// Writes bench-results/routes.json. BENCH_SMOKE=1 (common.ts): a few requests per route on 2
// connections; never builds (the build must exist, as always here).
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { assertPortFree, startNext, stop, waitReady, type Server } from "./app-server";
import { textTable } from "./autocannon-run";
import { databaseUrl, dropDatabaseQuietly } from "./bench-db";
import { demoBuildAndDatabase } from "./demo-build";
import { ADMIN_URL, applyServerEnv, gitHead, loadLength, log, onCleanup, ROOT, runMain, setting, writeResult } from "./common";
import { cpuSnapshot, cpuUsed, perRequest } from "./cpu-accounting";

const DB_NAME = "divecert_bench_routes";
const PORT = 3920;
const URL_ = databaseUrl(ADMIN_URL, DB_NAME);
const SECONDS = setting("BENCH_SECONDS", 5, 1);
const CONNECTIONS = setting("BENCH_CONNECTIONS", 10, 2);
const SNAPSHOT = path.join(ROOT, "bench-results", "routes-app");
const SERVER_ENV = applyServerEnv(URL_, `http://127.0.0.1:${PORT}`);

type Route = { name: string; path: string; method: "GET" | "POST"; body?: unknown; handler: () => Promise<(req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>>; params?: Record<string, string> };

let server: Server | undefined;
let created = false;
const cleanup = onCleanup(async () => {
  await stop(server);
  if (created) await dropDatabaseQuietly(ADMIN_URL, DB_NAME);
});

async function statementsOf(route: Route, token: string): Promise<number> {
  const pool = new pg.Pool({ connectionString: URL_, max: 2 });
  const db = new PrismaClient({ adapter: new PrismaPg(pool), log: [{ emit: "event", level: "query" }] });
  let n = 0;
  db.$on("query", (e) => {
    if (!/^(BEGIN|COMMIT|ROLLBACK)/i.test(e.query)) n++;
  });
  const { useDb, closeDb } = await import("@/lib/db/client");
  useDb(db, async () => {
    await db.$disconnect();
    await pool.end();
  });
  try {
    const handler = await route.handler();
    const init: RequestInit = { method: route.method, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" } };
    if (route.body) init.body = JSON.stringify(route.body);
    const res = await handler(new Request(`http://127.0.0.1:${PORT}${route.path}`, init), { params: Promise.resolve(route.params ?? {}) });
    if (res.status >= 300) throw new Error(`${route.name}: HTTP ${res.status} ${await res.text()}`);
    return n;
  } finally {
    await closeDb();
  }
}

async function main() {
  const loadAtStart = Number(os.loadavg()[0]!.toFixed(2));
  log(`Load average (1 min) at start: ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores.`);
  const { served, found } = await demoBuildAndDatabase(SNAPSHOT, DB_NAME, URL_, () => (created = true), async (db) => {
    const diver = await db.user.findUniqueOrThrow({ where: { email: "diver@example.com" }, select: { id: true } });
    const { logCode } = await db.courseLog.findFirstOrThrow({ where: { userId: diver.id }, select: { logCode: true } });
    return { diver, logCode };
  });
  const { diver, logCode } = found;
  const { signAccessToken } = await import("@/lib/auth/jwt");
  const { token } = await signAccessToken(diver.id);
  const { diveBody } = await import("@/tests/support/dive-log-factories");

  const routes: Route[] = [
    { name: "GET /diver/courses/{log_code}", method: "GET", path: `/api/v1/diver/courses/${logCode}`, params: { log_code: logCode }, handler: async () => (await import("@/app/api/v1/diver/courses/[log_code]/route")).GET },
    { name: "POST /diver/dive-logs", method: "POST", path: "/api/v1/diver/dive-logs", body: diveBody(), handler: async () => (await import("@/app/api/v1/diver/dive-logs/route")).POST },
    { name: "GET /utility/countries", method: "GET", path: "/api/v1/utility/countries", handler: async () => (await import("@/app/api/v1/utility/countries/route")).GET },
  ];
  const statements = new Map<string, number>();
  for (const r of routes) statements.set(r.name, await statementsOf(r, token));

  await assertPortFree(PORT);
  server = startNext("next", SNAPSHOT, PORT, { env: SERVER_ENV, echoStderr: true });
  await waitReady(server, `http://127.0.0.1:${PORT}/api/v1/profile`, token, { maxServerErrors: 20 });
  log(`Serving build ${served}; ${CONNECTIONS} connections, ${SECONDS} s per route after a 2 s warm-up.`);
  const rows: string[][] = [];
  const results: Record<string, unknown>[] = [];
  for (const r of routes) {
    const options = {
      url: `http://127.0.0.1:${PORT}${r.path}`,
      method: r.method,
      connections: CONNECTIONS,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      ...(r.body ? { body: JSON.stringify(r.body) } : {}),
    };
    await autocannon({ ...options, ...loadLength(2) });
    const before = cpuSnapshot(server.child.pid!, DB_NAME);
    const result = await autocannon({ ...options, ...loadLength(SECONDS) });
    const cpu = cpuUsed(before, cpuSnapshot(server.child.pid!, DB_NAME));
    const n = result.requests.total;
    rows.push([
      r.name, result.requests.mean.toFixed(0), String(result.latency.p50), String(result.latency.p99), String(result.non2xx),
      String(statements.get(r.name)), perRequest(cpu.server, n, 2).toFixed(2), perRequest(cpu.postgres, n, 2).toFixed(2), cpu.otherProcessesPercent.toFixed(0),
    ]);
    results.push({
      route: r.name, requestsPerSecond: result.requests.mean, latencyMs: { p50: result.latency.p50, p99: result.latency.p99 }, requests: n,
      non2xx: result.non2xx, errors: result.errors + result.timeouts, statementsPerRequest: statements.get(r.name),
      serverCpuMsPerRequest: perRequest(cpu.server, n, 2), postgresCpuMsPerRequest: perRequest(cpu.postgres, n, 2), otherProcessesPercent: cpu.otherProcessesPercent,
    });
  }
  log("");
  log(textTable(["route", "req/s", "p50 ms", "p99 ms", "non-2xx", "statements/req", "server CPU ms/req", "postgres CPU ms/req", "other procs %"], rows, 1));
  writeResult("routes", {
    benchmark: "other routes through next start: statements per request, req/s, CPU per request",
    date: new Date().toISOString(),
    build: { buildId: served, gitHead: gitHead() },
    cpus: os.cpus().length,
    loadAverage: { atStart: loadAtStart, atEnd: Number(os.loadavg()[0]!.toFixed(2)) },
    settings: { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: 2 },
    results,
  });
  if (rows.some((r) => r[4] !== "0")) process.exitCode = 1;
}

await runMain(main, cleanup);
