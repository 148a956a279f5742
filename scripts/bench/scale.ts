// npm run bench:scale (issue 27): does every route's cost stay flat as the organisation grows?
//
// Builds a synthetic organisation (scale-data.ts) on the machine's PostgreSQL in a database of its
// own at 1% of SCALE_DIVERS (default 1,000,000) and measures every route (scale-routes.ts) over
// HTTP against `next start`; keeps a copy of it, grows the organisation to the full size, and
// measures both sizes again side by side (two servers, route by route back to back, so that the
// busy machine's other load falls on both alike; BENCH_ROUNDS rounds, 3, alternating which size
// goes first, the median of each size kept): that pair is the comparison. BENCH_CONNECTIONS
// (8) connections for BENCH_SECONDS (4) per route after a warm-up (three requests of every route,
// then 1 s of the route); a route whose requests each work once (the referral accept: a code is
// accepted once) is measured by a count instead, 100 requests after 10, each with a code of its
// own. Also counts the sequential scans PostgreSQL made on the large tables
// meanwhile (pg_stat_user_tables) and every table's size. Writes bench-results/scale.json, which
// docs/benchmarks.md and docs/deploy.md quote; BENCH_SCALE_KEEP=1 keeps the databases.
// BENCH_SCALE_ROUTES=<regular expression> measures only the routes it matches (e.g. "centers|referrals").
// BENCH_SMOKE=1 (common.ts): 500 then 1,000 divers, one round of a few requests per route on 2
// connections, 1 s for the statistics instead of 11; never builds (the build must exist).
import { generateKeyPairSync } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon, { type RequestParams } from "autocannon";
import pg from "pg";
import { assertPortFree, prepareBuildCopy, startNext, stop, waitReady, type Server } from "./app-server";
import { textTable } from "./autocannon-run";
import { createMigratedDatabase, databaseUrl, dropDatabaseQuietly, lockBench, withClient } from "./bench-db";
import { ADMIN_URL, applyServerEnv, gitHead, loadLength, log, onCleanup, positiveInt, ROOT, runMain, setting, since, sized, smoke, SMOKE_REQUESTS, writeResult } from "./common";
import { growOrganisation, heavyStudentRange, installDimensions, installHelpers, readBase, type Step } from "./scale-data";
import { drawRoutes, type ScaleRoute } from "./scale-routes";

const DB_NAME = "divecert_bench_scale";
/** The organisation at 1%, copied before it grows, for the comparison that runs both side by side. */
const SMALL_DB = "divecert_bench_scale_1pct";
const PORT = positiveInt(process.env.BENCH_SCALE_PORT, 3930);
const URL_ = databaseUrl(ADMIN_URL, DB_NAME);
const SMALL_URL = databaseUrl(ADMIN_URL, SMALL_DB);
const DIVERS = setting("SCALE_DIVERS", 1_000_000, 1_000);
const SMALL = Math.max(500, Math.round(DIVERS / 100));
const SECONDS = setting("BENCH_SECONDS", 4, 1);
const CONNECTIONS = setting("BENCH_CONNECTIONS", 8, 2);
/** Rounds of the side-by-side comparison, alternating which size goes first; the median counts. */
const ROUNDS = setting("BENCH_ROUNDS", 3, 1);
/** A route whose samples work once (`once`, the referral accept) is measured by a number of requests, after a warm-up of a few. */
const ONCE_REQUESTS = sized(100, SMOKE_REQUESTS);
const ONCE_WARM_UP = sized(10, 0);
/**
 * Samples a `once` route needs: three to load each server that sees a size, then the first
 * measurement and every round, with a connection's worth of slack per load run (autocannon may
 * prepare a request it does not send).
 */
const ONCE_SAMPLES = 3 * 3 + (ROUNDS + 1) * (ONCE_WARM_UP + ONCE_REQUESTS + 2 * CONNECTIONS);
/** How long the sequential-scan counters get to catch up (idle backends report within 10 s). */
const STATS_WAIT_MS = sized(11_000, 1_000);
const KEEP = process.env.BENCH_SCALE_KEEP === "1";
/** BENCH_SCALE_ROUTES: a regular expression; only the routes whose name matches are measured (all by default). */
const ONLY = process.env.BENCH_SCALE_ROUTES ? new RegExp(process.env.BENCH_SCALE_ROUTES) : null;
const SNAPSHOT = path.join(ROOT, "bench-results", "scale-app");
const SERVER_ENV = applyServerEnv(URL_, `http://127.0.0.1:${PORT}`);
// The organisation's credential key (server mode asks for one): the servers verify the referral
// codes this process signs with it (scale-routes.ts).
SERVER_ENV.CREDENTIALS_SIGNING_KEY = process.env.CREDENTIALS_SIGNING_KEY = JSON.stringify(generateKeyPairSync("ed25519").privateKey.export({ format: "jwk" }));
const PASSWORD = "Scale-Bench-2026";

/** Tables whose size grows with the organisation: a sequential scan on one of them is a finding. */
export const LARGE_TABLES = [
  "users", "professional_memberships", "dive_centers", "dive_logs", "dive_log_counts", "dive_log_profiles", "certifications", "course_logs",
  "quiz_attempts", "orders", "documents", "sync_clients", "sync_operations", "audit_log", "security_events", "refresh_tokens",
  "dive_center_members", "seat_assignments", "center_seat_balances", "referrals",
];

type Latency = { p50: number; p99: number; requests: number; non2xx: number };
type Build = { divers: number; diveLogs: number; build: Step[]; buildSeconds: number };

const servers: Server[] = [];
let release: (() => Promise<void>) | undefined;
let created = false;
const cleanup = onCleanup(async () => {
  await stopAll();
  if (created && !KEEP) {
    await dropDatabaseQuietly(ADMIN_URL, DB_NAME);
    await dropDatabaseQuietly(ADMIN_URL, SMALL_DB);
  }
  await release?.();
});

const count = async (c: pg.Client, sql: string) => Number((await c.query<{ n: string }>(sql)).rows[0]!.n);

/** Sequential scans per large table so far (the statistics are flushed at most 1 s after a transaction ends, idle backends within 10 s). */
async function seqScans(c: pg.Client): Promise<Record<string, number>> {
  const { rows } = await c.query<{ relname: string; seq_scan: string }>("SELECT relname, seq_scan FROM pg_stat_user_tables WHERE schemaname = 'public' AND relname = ANY($1)", [LARGE_TABLES]);
  return Object.fromEntries(rows.map((r) => [r.relname, Number(r.seq_scan)]));
}

/** One sample as an HTTP request: method, path, JSON headers with the sample's token, body. */
function requestOf(s: ScaleRoute["samples"][number]) {
  const headers: Record<string, string> = { "content-type": "application/json", ...(s.token ? { authorization: `Bearer ${s.token}` } : {}) };
  return { method: s.method, path: s.path, headers, ...(s.body ? { body: JSON.stringify(s.body) } : {}) };
}

/** The next sample of a route, in turn (a `once` route's cursor goes on across runs; were they to run out, the answers would show as not 2xx). */
const nextSample = (route: ScaleRoute, cursor: { next: number }) => route.samples[cursor.next++ % route.samples.length]!;

async function measure(route: ScaleRoute, port: number): Promise<Latency> {
  if (route.samples.length === 0) throw new Error(`${route.route}: no samples drawn from the data`);
  const cursor = route.once ?? { next: 0 };
  const requests: RequestParams[] = [
    {
      setupRequest: (req) => {
        const { headers, ...rest } = requestOf(nextSample(route, cursor));
        return { ...req, ...rest, headers: { ...req.headers, ...headers } };
      },
    },
  ];
  const options = { url: `http://127.0.0.1:${port}`, connections: route.connections ?? CONNECTIONS, requests, timeout: 30 };
  // (In smoke mode serve() has sent each route's first samples: that is warm enough.)
  if (route.once) {
    if (ONCE_WARM_UP) await autocannon({ ...options, amount: ONCE_WARM_UP, sampleInt: 100 });
  } else if (!smoke) await autocannon({ ...options, duration: 1 });
  const r = await autocannon({ ...options, ...(route.once ? { amount: ONCE_REQUESTS, sampleInt: 100 } : loadLength(SECONDS)) });
  if (r.requests.total === 0) throw new Error(`${route.route}: no answer within ${SECONDS} s`);
  return { p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total, non2xx: r.non2xx + r.errors + r.timeouts };
}

/** `next start` on `port` against `databaseUrl`, answering, with every route loaded (Next.js loads a route's module on its first request). */
async function serve(name: string, port: number, databaseUrl: string, token: string, routes: ScaleRoute[]): Promise<Server> {
  await assertPortFree(port);
  // Both servers are one installation at one address (SERVER_ENV's APP_URL): a referral code names its issuer.
  const s = startNext(name, SNAPSHOT, port, { env: { ...SERVER_ENV, DATABASE_URL: databaseUrl }, echoStderr: true });
  servers.push(s);
  await waitReady(s, `http://127.0.0.1:${port}/api/v1/profile`, token, { maxServerErrors: 20, timeoutMs: 120_000 });
  for (const route of routes) {
    const cursor = route.once ?? { next: 0 };
    for (let n = 0; n < Math.min(3, route.samples.length); n++) {
      const { path, ...init } = requestOf(nextSample(route, cursor));
      await (await fetch(`http://127.0.0.1:${port}${path}`, init)).text();
    }
  }
  return s;
}

async function stopAll(): Promise<void> {
  await Promise.all(servers.map((s) => stop(s)));
  servers.length = 0;
}

/** Per-round medians of p50 and p99 (one slow round of a busy machine does not decide), requests summed. */
function medianOf(runs: Latency[]): Latency {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { p50: median(runs.map((r) => r.p50)), p99: median(runs.map((r) => r.p99)), requests: runs.reduce((n, r) => n + r.requests, 0), non2xx: runs.reduce((n, r) => n + r.non2xx, 0) };
}

const line = (label: string, r: Latency) =>
  `  ${label.padEnd(56)} p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  ${String(r.requests).padStart(6)} requests${r.non2xx ? `  ${r.non2xx} NOT 2xx` : ""}`;

/** Sequential scans of the large tables of `c`'s database while `work` runs (statistics reach the counters within 11 s). */
async function countingSeqScans<T>(c: pg.Client, divers: number, work: () => Promise<T>): Promise<{ result: T; scans: Record<string, number> }> {
  await sleep(STATS_WAIT_MS);
  const before = await seqScans(c);
  const result = await work();
  await stopAll();
  await sleep(STATS_WAIT_MS);
  const after = await seqScans(c);
  const scans = Object.fromEntries(LARGE_TABLES.map((t) => [t, (after[t] ?? 0) - (before[t] ?? 0)]).filter(([, n]) => (n as number) > 0));
  log(`  sequential scans on large tables while measuring ${divers.toLocaleString("en")} divers: ${Object.keys(scans).length ? JSON.stringify(scans) : "none"}`);
  return { result, scans };
}

/** The first measurement, of the organisation at 1%: every route in turn on one server. */
async function measureSmall(c: pg.Client, divers: number, routes: ScaleRoute[], token: string) {
  const loadAverage = os.loadavg()[0]!;
  await serve("next-1pct", PORT, URL_, token, routes);
  const { result, scans } = await countingSeqScans(c, divers, async () => {
    const results = new Map<string, Latency>();
    for (const route of routes) {
      const r = await measure(route, PORT);
      results.set(route.route, r);
      log(line(route.route, r));
    }
    return results;
  });
  return { routes: result, seqScans: scans, loadAverage };
}

/**
 * The comparison: the full-size organisation and the copy of it at 1%, each on its own server,
 * measured route by route back to back (alternating which goes first), so the machine's other
 * load falls on both sizes alike.
 */
async function measureBoth(c: pg.Client, divers: number, small: ScaleRoute[], large: ScaleRoute[], token: string) {
  const loadAverage = os.loadavg()[0]!;
  await serve("next-full", PORT, URL_, token, large);
  await serve("next-1pct", PORT + 1, SMALL_URL, token, small);
  const { result, scans } = await countingSeqScans(c, divers, async () => {
    const pairs = new Map<string, { small: Latency; large: Latency }>();
    // p50/p99 printed per size are the medians of the rounds.
    for (const [i, route] of large.entries()) {
      const smallRoute = small.find((r) => r.route === route.route)!;
      const runs: Record<"small" | "large", Latency[]> = { small: [], large: [] };
      for (let round = 0; round < ROUNDS; round++) {
        const order = (i + round) % 2 === 0 ? (["small", "large"] as const) : (["large", "small"] as const);
        for (const size of order) runs[size].push(await measure(size === "small" ? smallRoute : route, size === "small" ? PORT + 1 : PORT));
      }
      const pair = { small: medianOf(runs.small), large: medianOf(runs.large) };
      pairs.set(route.route, pair);
      log(line(`${route.route} (1%)`, pair.small!));
      log(line(`${route.route} (full)`, pair.large!));
    }
    return pairs;
  });
  return { pairs: result, seqScans: scans, loadAverage };
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
  log(`Serving a copy of build ${buildId} from ${path.relative(ROOT, SNAPSHOT)}/ (${since(t0)}).`);
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
  log(`Database ${DB_NAME} migrated, with the demo data (${since(t0)}).`);

  let c = new pg.Client({ connectionString: URL_ });
  await c.connect();
  try {
    await installHelpers(c);
    await installDimensions(c);
    const base = await readBase(c);
    const heavy = heavyStudentRange(SMALL);
    const grow = async (from: number, to: number): Promise<Build> => {
      log(`\nGrowing the organisation to ${to.toLocaleString("en")} divers:`);
      const t = performance.now();
      const build = await growOrganisation(c, base, from, to, heavy, passwordHash, log);
      const buildSeconds = (performance.now() - t) / 1000;
      const diveLogs = await count(c, "SELECT count(*) AS n FROM dive_logs");
      log(`  built in ${since(t)}; ${diveLogs.toLocaleString("en")} dive logs.`);
      return { divers: to, diveLogs, build, buildSeconds };
    };
    const draw = async (divers: number) => (await drawRoutes(c, base, divers, SMALL, staffToken, PASSWORD, tokenOf, 100, ONCE_SAMPLES)).filter((r) => !ONLY || ONLY.test(r.route));

    const smallBuild = await grow(0, SMALL);
    const smallRoutes = await draw(SMALL);
    log(`Measuring ${SMALL.toLocaleString("en")} divers (${CONNECTIONS} connections, ${SECONDS} s per route):`);
    const first = await measureSmall(c, SMALL, smallRoutes, staffToken);
    // Keep the organisation at 1% (a copy needs the source without connections).
    await c.end();
    await withClient(ADMIN_URL, async (admin) => {
      await admin.query(`DROP DATABASE IF EXISTS ${SMALL_DB} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${SMALL_DB} TEMPLATE ${DB_NAME}`);
    });
    c = new pg.Client({ connectionString: URL_ });
    await c.connect();

    const largeBuild = await grow(SMALL, DIVERS);
    const largeRoutes = await draw(DIVERS);
    log(`Measuring ${DIVERS.toLocaleString("en")} divers against the copy at ${SMALL.toLocaleString("en")}, route by route:`);
    const both = await measureBoth(c, DIVERS, smallRoutes, largeRoutes, staffToken);
    const sizes = await tableSizes(c);
    const routes = [...both.pairs.entries()].map(([route, { small: s, large: l }]) => {
      const f = first.routes.get(route)!;
      return {
        route,
        small: { p50: s.p50, p99: s.p99 },
        large: { p50: l.p50, p99: l.p99 },
        flat: l.p99 <= 2 * s.p99 || l.p99 <= s.p99 + 5,
        requests: { small: s.requests, large: l.requests },
        non2xx: { small: s.non2xx + f.non2xx, large: l.non2xx },
        firstMeasurementAt1pct: { p50: f.p50, p99: f.p99 },
      };
    });
    const buildSummary = (b: Build) => ({ divers: b.divers, diveLogs: b.diveLogs, buildSeconds: Number(b.buildSeconds.toFixed(1)), build: b.build.map((x) => ({ step: x.name, rows: x.rows, seconds: Number((x.ms / 1000).toFixed(1)) })) });
    const report = {
      divers: DIVERS,
      diveLogs: largeBuild.diveLogs,
      loadAverageAtStart,
      // small/large: the side-by-side measurement; firstMeasurementAt1pct: the one before growing.
      routes,
      small: { ...buildSummary(smallBuild), loadAverage: first.loadAverage, seqScansOnLargeTables: first.seqScans },
      large: { ...buildSummary(largeBuild), loadAverage: both.loadAverage, seqScansOnLargeTables: both.seqScans },
      ...sizes,
      settings: { connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, cores: os.cpus().length, build: buildId, commit: gitHead(), totalSeconds: Math.round((performance.now() - t0) / 1000) },
    };
    const written = writeResult("scale", report);
    log("");
    log(textTable(
      ["route", "p50 1%", "p99 1%", "p50 full", "p99 full", "flat"],
      routes.map((r) => [r.route, String(r.small.p50), String(r.small.p99), String(r.large.p50), String(r.large.p99), r.flat ? "yes" : "NO"]),
      1,
    ));
    log(`\nDatabase ${(sizes.databaseBytes / 2 ** 30).toFixed(2)} GiB at ${DIVERS.toLocaleString("en")} divers; whole run ${since(t0)}. Wrote ${path.relative(ROOT, written)}.`);
    if (routes.some((r) => r.non2xx.small || r.non2xx.large)) {
      process.stderr.write("bench:scale: some answers were not 2xx (see the table above)\n");
      process.exitCode = 1;
    }
  } finally {
    await c.end();
  }
}

await runMain(main, cleanup, () => servers.map((s) => `\n${s.name} output:\n${s.output.join("").slice(-3000)}\n`).join(""));
