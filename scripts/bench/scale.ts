// npm run bench:scale (issue 27): does every route's cost stay flat as the organisation grows?
//
// Builds a synthetic organisation (scale-data.ts) on the machine's PostgreSQL in a database of its
// own, at 1% of SCALE_DIVERS (default 1,000,000) first, measures every route (scale-routes.ts)
// over HTTP against `next start` with BENCH_CONNECTIONS (8) connections for BENCH_SECONDS (5) after
// a warm-up (three requests of every route, then 2 s of each route before its measurement), then
// grows it to the full size and measures again, in one run. Also counts the sequential scans
// PostgreSQL made on the large tables while the routes ran (pg_stat_user_tables), and the size of
// every table. Writes bench-results/scale.json; docs/benchmarks.md and
// docs/deploy.md quote it. BENCH_SCALE_KEEP=1 keeps the database afterwards.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon, { type RequestParams } from "autocannon";
import pg from "pg";
import { assertPortFree, prepareBuildCopy, startNext, stop, waitReady, type Server } from "./app-server";
import { textTable } from "./autocannon-run";
import { createMigratedDatabase, databaseUrl, dropDatabaseQuietly, lockBench } from "./bench-db";
import { ADMIN_URL, applyServerEnv, gitHead, log, onCleanup, positiveInt, ROOT, runMain, since } from "./common";
import { growOrganisation, heavyStudentRange, installDimensions, installHelpers, readBase, type Step } from "./scale-data";
import { drawRoutes, type ScaleRoute } from "./scale-routes";

const DB_NAME = "divecert_bench_scale";
const PORT = positiveInt(process.env.BENCH_SCALE_PORT, 3930);
const URL_ = databaseUrl(ADMIN_URL, DB_NAME);
const DIVERS = positiveInt(process.env.SCALE_DIVERS, 1_000_000);
const SMALL = Math.max(500, Math.round(DIVERS / 100));
const SECONDS = positiveInt(process.env.BENCH_SECONDS, 5);
const CONNECTIONS = positiveInt(process.env.BENCH_CONNECTIONS, 8);
const KEEP = process.env.BENCH_SCALE_KEEP === "1";
const SNAPSHOT = path.join(ROOT, "bench-results", "scale-app");
const RESULT_FILE = path.join(ROOT, "bench-results", "scale.json");
const SERVER_ENV = applyServerEnv(URL_, `http://127.0.0.1:${PORT}`);
const PASSWORD = "Scale-Bench-2026";

/** Tables whose size grows with the organisation: a sequential scan on one of them is a finding. */
export const LARGE_TABLES = [
  "users", "professional_memberships", "dive_centers", "dive_logs", "dive_log_counts", "dive_log_profiles", "certifications", "course_logs",
  "quiz_attempts", "orders", "documents", "sync_clients", "sync_operations", "audit_log", "security_events", "refresh_tokens",
];

type Latency = { p50: number; p99: number; requests: number; non2xx: number };
type Phase = { divers: number; diveLogs: number; build: Step[]; buildSeconds: number; loadAverage: number; routes: Map<string, Latency>; seqScans: Record<string, number> };

let server: Server | undefined;
let release: (() => Promise<void>) | undefined;
let created = false;
const cleanup = onCleanup(async () => {
  await stop(server);
  if (created && !KEEP) await dropDatabaseQuietly(ADMIN_URL, DB_NAME);
  await release?.();
});

const count = async (c: pg.Client, sql: string) => Number((await c.query<{ n: string }>(sql)).rows[0]!.n);

/** Sequential scans per large table so far (the statistics are flushed at most 1 s after a transaction ends, idle backends within 10 s). */
async function seqScans(c: pg.Client): Promise<Record<string, number>> {
  const { rows } = await c.query<{ relname: string; seq_scan: string }>("SELECT relname, seq_scan FROM pg_stat_user_tables WHERE schemaname = 'public' AND relname = ANY($1)", [LARGE_TABLES]);
  return Object.fromEntries(rows.map((r) => [r.relname, Number(r.seq_scan)]));
}

async function measure(route: ScaleRoute): Promise<Latency> {
  if (route.samples.length === 0) throw new Error(`${route.route}: no samples drawn from the data`);
  let i = 0;
  const requests: RequestParams[] = [
    {
      setupRequest: (req) => {
        const s = route.samples[i++ % route.samples.length]!;
        const headers: Record<string, string> = { ...req.headers, "content-type": "application/json" };
        if (s.token) headers.authorization = `Bearer ${s.token}`;
        return { ...req, method: s.method, path: s.path, headers, ...(s.body ? { body: JSON.stringify(s.body) } : {}) };
      },
    },
  ];
  const options = { url: `http://127.0.0.1:${PORT}`, connections: route.connections ?? CONNECTIONS, requests, timeout: 30 };
  await autocannon({ ...options, duration: 2 });
  const r = await autocannon({ ...options, duration: SECONDS });
  if (r.requests.total === 0) throw new Error(`${route.route}: no answer within ${SECONDS} s`);
  return { p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total, non2xx: r.non2xx + r.errors + r.timeouts };
}

async function serve(token: string): Promise<Server> {
  await assertPortFree(PORT);
  const s = startNext("next", SNAPSHOT, PORT, { env: SERVER_ENV, echoStderr: true });
  await waitReady(s, `http://127.0.0.1:${PORT}/api/v1/profile`, token, { maxServerErrors: 20, timeoutMs: 120_000 });
  return s;
}

async function measurePhase(c: pg.Client, divers: number, routes: ScaleRoute[], token: string): Promise<Pick<Phase, "routes" | "seqScans" | "loadAverage">> {
  const loadAverage = os.loadavg()[0]!;
  server = await serve(token);
  // Next.js loads a route's module on its first request: one request per route first, so that
  // no route's measurement starts cold.
  for (const route of routes) {
    for (const s of route.samples.slice(0, 3)) {
      const headers: Record<string, string> = { "content-type": "application/json", ...(s.token ? { authorization: `Bearer ${s.token}` } : {}) };
      await (await fetch(`http://127.0.0.1:${PORT}${s.path}`, { method: s.method, headers, ...(s.body ? { body: JSON.stringify(s.body) } : {}) })).text();
    }
  }
  await sleep(11_000); // the server's start-up and warm-up statements reach the statistics first
  const before = await seqScans(c);
  const results = new Map<string, Latency>();
  for (const route of routes) {
    const r = await measure(route);
    results.set(route.route, r);
    log(`  ${route.route.padEnd(48)} p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  ${String(r.requests).padStart(6)} requests${r.non2xx ? `  ${r.non2xx} NOT 2xx` : ""}`);
  }
  await stop(server);
  server = undefined;
  await sleep(11_000);
  const after = await seqScans(c);
  const scans = Object.fromEntries(LARGE_TABLES.map((t) => [t, (after[t] ?? 0) - (before[t] ?? 0)]).filter(([, n]) => (n as number) > 0));
  log(`  sequential scans on large tables while measuring ${divers.toLocaleString("en")} divers: ${Object.keys(scans).length ? JSON.stringify(scans) : "none"}`);
  return { routes: results, seqScans: scans, loadAverage };
}

async function tableSizes(c: pg.Client) {
  const { rows } = await c.query<{ table: string; rows: string; bytes: string; heap: string }>(`
    SELECT c.relname AS table, c.reltuples::bigint AS rows, pg_total_relation_size(c.oid) AS bytes, pg_relation_size(c.oid) AS heap
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY pg_total_relation_size(c.oid) DESC`);
  const database = await count(c, `SELECT pg_database_size('${DB_NAME}') AS n`);
  return {
    databaseBytes: database,
    tables: rows.filter((r) => Number(r.bytes) > 1_000_000).map((r) => ({
      table: r.table, rows: Number(r.rows), bytes: Number(r.bytes), heapBytes: Number(r.heap),
      bytesPerMillionRows: Number(r.rows) > 0 ? Math.round((Number(r.bytes) / Number(r.rows)) * 1e6) : null,
    })),
  };
}

async function main() {
  const loadAverageAtStart = os.loadavg()[0]!;
  log(`bench:scale: ${DIVERS.toLocaleString("en")} divers (first ${SMALL.toLocaleString("en")}); load average (1 min) at start ${loadAverageAtStart.toFixed(2)} on ${os.cpus().length} cores.`);
  release = await lockBench(ADMIN_URL, DB_NAME, "scale benchmark");
  const t0 = performance.now();
  const { buildId } = await prepareBuildCopy(SNAPSHOT);
  created = true;
  await createMigratedDatabase(ADMIN_URL, DB_NAME);

  // The demo catalogue and accounts, through the app's own seed.
  const { PrismaPg } = await import("@prisma/adapter-pg");
  const { PrismaClient } = await import("@/generated/prisma/client");
  const pool = new pg.Pool({ connectionString: URL_, max: 2 });
  const db = new PrismaClient({ adapter: new PrismaPg(pool) });
  let staffId: number;
  try {
    const { seedProductData, seedDemo } = await import("@/prisma/seed/index");
    await seedProductData(db);
    await seedDemo(db);
    // The staff console needs a second factor on the account.
    const { seal } = await import("@/lib/auth/keys");
    const { newTotpSecret } = await import("@/lib/auth/mfa/totp");
    staffId = (await db.user.findUniqueOrThrow({ where: { email: "admin@example.com" }, select: { id: true } })).id;
    await db.mfaTotp.upsert({ where: { userId: staffId }, create: { userId: staffId, secretSealed: seal(newTotpSecret()), enabledAt: new Date() }, update: {} });
  } finally {
    await db.$disconnect();
    await pool.end();
  }
  const { hashPassword } = await import("@/lib/auth/password");
  const { signAccessToken } = await import("@/lib/auth/jwt");
  const tokenOf = async (id: number) => (await signAccessToken(id)).token;
  const staffToken = await tokenOf(staffId);
  const passwordHash = await hashPassword(PASSWORD);

  const c = new pg.Client({ connectionString: URL_ });
  await c.connect();
  const phases: Phase[] = [];
  try {
    await installHelpers(c);
    await installDimensions(c);
    const base = await readBase(c);
    const heavy = heavyStudentRange(SMALL);
    let from = 0;
    for (const to of [SMALL, DIVERS]) {
      log(`\nGrowing the organisation to ${to.toLocaleString("en")} divers:`);
      const t = performance.now();
      const build = await growOrganisation(c, base, from, to, heavy, passwordHash, log);
      const buildSeconds = (performance.now() - t) / 1000;
      const diveLogs = await count(c, "SELECT count(*) AS n FROM dive_logs");
      log(`  built in ${since(t)}; ${diveLogs.toLocaleString("en")} dive logs. Measuring (${CONNECTIONS} connections, ${SECONDS} s per route):`);
      const routes = await drawRoutes(c, base, to, SMALL, staffToken, PASSWORD, tokenOf);
      phases.push({ divers: to, diveLogs, build, buildSeconds, ...(await measurePhase(c, to, routes, staffToken)) });
      from = to;
    }
    const sizes = await tableSizes(c);
    const [small, large] = phases as [Phase, Phase];
    const routes = [...large.routes.keys()].map((route) => {
      const s = small.routes.get(route)!;
      const l = large.routes.get(route)!;
      return { route, small: { p50: s.p50, p99: s.p99 }, large: { p50: l.p50, p99: l.p99 }, flat: l.p99 <= 2 * s.p99 || l.p99 <= s.p99 + 5, requests: { small: s.requests, large: l.requests }, non2xx: { small: s.non2xx, large: l.non2xx } };
    });
    const report = {
      divers: DIVERS,
      diveLogs: large.diveLogs,
      loadAverageAtStart,
      routes,
      small: { divers: small.divers, diveLogs: small.diveLogs, buildSeconds: small.buildSeconds, loadAverage: small.loadAverage, seqScansOnLargeTables: small.seqScans },
      large: { divers: large.divers, diveLogs: large.diveLogs, buildSeconds: large.buildSeconds, loadAverage: large.loadAverage, seqScansOnLargeTables: large.seqScans, build: large.build.map((s) => ({ step: s.name, rows: s.rows, seconds: Number((s.ms / 1000).toFixed(1)) })) },
      ...sizes,
      settings: { connections: CONNECTIONS, seconds: SECONDS, cores: os.cpus().length, build: buildId, commit: gitHead(), totalSeconds: Math.round((performance.now() - t0) / 1000) },
    };
    mkdirSync(path.dirname(RESULT_FILE), { recursive: true });
    writeFileSync(RESULT_FILE, JSON.stringify(report, null, 2) + "\n");
    log("");
    log(textTable(
      ["route", "p50 1%", "p99 1%", "p50 full", "p99 full", "flat"],
      routes.map((r) => [r.route, String(r.small.p50), String(r.small.p99), String(r.large.p50), String(r.large.p99), r.flat ? "yes" : "NO"]),
      1,
    ));
    log(`\nDatabase ${(sizes.databaseBytes / 2 ** 30).toFixed(2)} GiB at ${DIVERS.toLocaleString("en")} divers; whole run ${since(t0)}. Wrote ${path.relative(ROOT, RESULT_FILE)}.`);
    if (routes.some((r) => r.non2xx.small || r.non2xx.large)) {
      process.stderr.write("bench:scale: some answers were not 2xx (see the table above)\n");
      process.exitCode = 1;
    }
  } finally {
    await c.end();
  }
}

await runMain(main, cleanup, () => (server ? `\nserver output:\n${server.output.join("").slice(-3000)}\n` : ""));
