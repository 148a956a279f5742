// npm run bench: GET /api/v1/profile through `next start` on PostgreSQL against a bare node:http +
// pg server doing the same work (scripts/bench/baseline-server.ts). Not part of the tests.
//
// Settings (environment): BENCH_DATABASE_URL (admin connection, default
// postgresql://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (default 10), BENCH_CONNECTIONS
// (default 50), BENCH_HANDLER=1 (third server: the route handler without Next.js), BENCH_CPU_PROF=1
// (V8 CPU profiles). Writes bench-results/profile.json. See docs/benchmarks.md.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import autocannon, { type Result } from "autocannon";
import pg from "pg";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const DB_NAME = "divecert_bench";
const APP_PORT = 3900;
const BASELINE_PORT = 3901;
const HANDLER_PORT = 3902;
// BENCH_HANDLER=1: also measure the app's route handler called from node:http without Next.js.
const WITH_HANDLER = !!process.env.BENCH_HANDLER;
const ROUTE = "/api/v1/profile";
const WARMUP_SECONDS = 3;
const SECONDS = positiveInt(process.env.BENCH_SECONDS, 10);
const CONNECTIONS = positiveInt(process.env.BENCH_CONNECTIONS, 50);
const ADMIN_URL = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const RESULT_FILE = path.join(ROOT, "bench-results", "profile.json");
// next start serves a private copy of the build: others rebuild .next in this tree at any time.
const APP_SNAPSHOT = path.join(ROOT, "bench-results", "app");
// BENCH_CPU_PROF=1: both servers write V8 CPU profiles to bench-results/cpu/ (summarise them with
// `npx tsx scripts/bench/cpu-summary.ts <file>`). Profiling slows the servers: not for the figures.
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF ? path.join(ROOT, "bench-results", "cpu") : undefined;

function positiveInt(text: string | undefined, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function databaseUrl(admin: string, name: string): string {
  const u = new URL(admin);
  u.pathname = `/${name}`;
  return u.toString();
}

const BENCH_URL = databaseUrl(ADMIN_URL, DB_NAME);
// Everything the app and the baseline read through lib/env.ts, identical for both servers (and
// set here before any lib module calls env(), so the token is signed with the same key).
const SERVER_ENV: Record<string, string> = {
  DATABASE_URL: BENCH_URL,
  AUTH_SECRET: randomBytes(48).toString("base64url"),
  APP_URL: `http://localhost:${APP_PORT}`,
  LOG_LEVEL: "warn",
  RATE_LIMIT_MULTIPLIER: "100000",
  DB_POOL_MAX: "10",
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
};
const ORIGINAL_ENV = { ...process.env };
Object.assign(process.env, SERVER_ENV);

const log = (line: string) => process.stdout.write(`${line}\n`);
const since = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------------
// Database

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function dropDatabase(): Promise<void> {
  // WITH (FORCE) ends any connection a crashed earlier run left behind (PostgreSQL 13+).
  await adminQuery(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
}

/** Transactions the bench database has committed or rolled back; every autocommit statement is one. */
async function benchTransactions(): Promise<number> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    // Backends report their counts when they exit: wait until the server's connections are gone.
    for (let i = 0; i < 50; i++) {
      const busy = await client.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [DB_NAME]);
      if (busy.rows[0].n === 0) break;
      await sleep(100);
    }
    const r = await client.query(
      "SELECT (xact_commit + xact_rollback)::bigint AS n FROM pg_stat_database WHERE datname = $1",
      [DB_NAME],
    );
    return Number(r.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function createDatabase(): Promise<void> {
  await dropDatabase();
  await adminQuery(`CREATE DATABASE ${DB_NAME}`);
}

/** The baseline must load every field the app's user resource selects, or it does less work. */
async function checkBaselineCoversSelect(): Promise<void> {
  const { userResourceSelect } = await import("@/lib/users/serializers");
  const { BASELINE_SELECT_KEYS } = await import("./baseline");
  const covered = new Set<string>(BASELINE_SELECT_KEYS);
  const missing = Object.keys(userResourceSelect).filter((k) => !covered.has(k));
  if (missing.length) {
    throw new Error(
      `userResourceSelect has fields the baseline does not load (${missing.join(", ")}): add them to USER_SQL and toUserRow in scripts/bench/baseline.ts`,
    );
  }
}

/** One realistic professional diver with a dive center and a distributor, among other rows. */
async function seed(): Promise<number> {
  const client = new pg.Client({ connectionString: BENCH_URL });
  await client.connect();
  try {
    await client.query("BEGIN");
    const distributor = await client.query<{ id: number }>(
      `INSERT INTO distributors (name, country, email) VALUES ('Mediterranean Dive Supply', 'IT', 'orders@medsupply.example')
       RETURNING id`,
    );
    const distributorId = distributor.rows[0]!.id;
    const center = await client.query<{ id: number }>(
      `INSERT INTO dive_centers (name, country, state_code, city, address, postal_code, phone, email, website,
                                 lat, lon, active, distributor_id, updated_at)
       VALUES ('Blue Grotto Diving', 'IT', 'NA', 'Sorrento', 'Via Marina Grande 12', '80067', '+39 081 123 4567',
               'info@bluegrotto.example', 'https://bluegrotto.example', 40.6263, 14.3757, true, $1, now())
       RETURNING id`,
      [distributorId],
    );
    const centerId = center.rows[0]!.id;
    const user = await client.query<{ id: number }>(
      `INSERT INTO users (member_id, email, password_hash, role, first_name, last_name, nationality, country,
                          state, state_code, city, address, timezone, postal_code, phone, mobile, gender, dob,
                          nok_first_name, nok_last_name, nok_phone, nok_email, nok_country, avatar_path,
                          default_language, preferred_system, qualification, qualification_level,
                          gdpr_at, terms_at, policy_accepted_at, email_verified_at, status,
                          dive_center_id, dive_center_date, distributor_id, distributor_date,
                          tokens_valid_after, created_at, updated_at)
       VALUES ('DC-2024-000123', 'giulia.rossi@example.com',
               '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$RdescudvJCsgt3ub+b+dWRWJTmaaJObG', 'diver',
               'Giulia', 'Rossi', 'IT', 'IT', 'Campania', 'NA', 'Sorrento', 'Via del Mare 5', 'Europe/Rome', '80067',
               '+39 081 765 4321', '+39 333 123 4567', 'female', '1990-05-14',
               'Marco', 'Rossi', '+39 333 765 4321', 'marco.rossi@example.com', 'IT', '/storage/avatars/123.jpg',
               'it', 'metric', 'Dive Instructor', 'professional',
               '2024-01-10', '2024-01-10', '2024-01-10', now() - interval '300 days', 'active',
               $1, '2024-02-01', $2, '2024-02-01',
               now() - interval '1 day', now() - interval '320 days', now() - interval '2 days')
       RETURNING id`,
      [centerId, distributorId],
    );
    const userId = user.rows[0]!.id;
    // Three certifications: the e_card is the card of the highest valid one.
    await client.query(
      `INSERT INTO courses (code, name, level, description, updated_at) VALUES
         ('OWD', 'Open Water Diver', 'diver', 'Entry level', now()),
         ('AOWD', 'Advanced Open Water Diver', 'diver', 'Second level', now()),
         ('INST', 'Dive Instructor', 'professional', 'Instructor course', now())`,
    );
    await client.query(
      `INSERT INTO certifications (number, user_id, course_id, level, issued_at, dive_center_id, status, updated_at)
       SELECT 'C-' || c.code || '-000123', $1, c.id, c.level, d.issued, $2, d.status::"CertificationStatus", now()
         FROM courses c
         JOIN (VALUES ('OWD', date '2019-06-01', 'superseded'), ('AOWD', date '2020-07-15', 'valid'),
                      ('INST', date '2024-02-01', 'valid')) AS d(code, issued, status) ON d.code = c.code`,
      [userId, centerId],
    );
    await client.query(
      `INSERT INTO professional_memberships (user_id, job_country, status, suspension_days, status_reason,
                                             renewal_date, expire_date, updated_at)
       VALUES ($1, 'IT', 'active', 0, '', current_date - 30, current_date + 335, now())`,
      [userId],
    );
    // Neighbours, so the lookups go through real indexes rather than one-row tables.
    await client.query(
      `INSERT INTO users (member_id, email, password_hash, first_name, last_name, country, dive_center_id, updated_at)
       SELECT 'DC-BENCH-' || g, 'diver' || g || '@example.com', 'x', 'Diver', 'Number ' || g, 'IT', $1, now()
         FROM generate_series(1, 5000) g`,
      [centerId],
    );
    await client.query(
      `INSERT INTO revoked_access_tokens (jti, expires_at)
       SELECT gen_random_uuid()::text, now() + interval '1 hour' FROM generate_series(1, 2000)`,
    );
    await client.query("COMMIT");
    await client.query("ANALYZE");
    return userId;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Servers

type Server = { name: string; child: ChildProcess; output: string[] };

/** Starts `node <args>` (with --cpu-prof when BENCH_CPU_PROF is set) in its own process group. */
function start(name: string, args: string[], extraEnv: Record<string, string> = {}, cwd = ROOT): Server {
  const profile: string[] = [];
  if (CPU_PROF_DIR) {
    const dir = path.join(CPU_PROF_DIR, name);
    mkdirSync(dir, { recursive: true });
    profile.push("--cpu-prof", `--cpu-prof-dir=${dir}`);
  }
  // Own process group, so stopping it also stops anything it forked.
  const child = spawn(process.execPath, [...profile, ...args], {
    cwd,
    env: { ...process.env, ...SERVER_ENV, ...extraEnv },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server: Server = { name, child, output: [] };
  const keep = (chunk: Buffer) => {
    server.output.push(chunk.toString());
    if (server.output.length > 200) server.output.shift();
  };
  child.stdout!.on("data", keep);
  let echoed = 0;
  child.stderr!.on("data", (chunk: Buffer) => {
    keep(chunk);
    if (echoed++ < 5) process.stderr.write(`[${name}] ${chunk.toString().slice(0, 1000)}`);
    else if (echoed === 6) process.stderr.write(`[${name}] (further output kept, shown on failure)\n`);
  });
  return server;
}

async function stop(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const pid = server.child.pid!;
  const exited = new Promise<void>((resolve) => server.child.once("exit", () => resolve()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig);
    } catch {
      /* already gone */
    }
  };
  signal("SIGTERM");
  const timedOut = await Promise.race([exited.then(() => false), sleep(5_000).then(() => true)]);
  if (timedOut) {
    signal("SIGKILL");
    await exited;
  }
}

/** Fails early when another program (someone's dev server) already listens on the port. */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (e: NodeJS.ErrnoException) =>
      reject(new Error(e.code === "EADDRINUSE" ? `port ${port} is in use; stop what listens there and rerun` : e.message)),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

/** Polls the route until it answers 200; returns the JSON body. */
async function waitReady(server: Server, url: string, token: string, timeoutMs = 60_000): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  let serverErrors = 0;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`${server.name} exited early:\n${server.output.join("").slice(-4000)}`);
    }
    let res: Response | undefined;
    let text = "";
    try {
      res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      text = await res.text();
    } catch (e) {
      last = e instanceof Error ? e.message : String(e); // not listening yet
    }
    if (res?.status === 200) return JSON.parse(text);
    if (res) {
      last = `HTTP ${res.status}: ${text.slice(0, 300)}`;
      if (res.status >= 500 && ++serverErrors >= 20) {
        throw new Error(`${server.name} keeps answering ${last}\n${server.output.join("").slice(-3000)}`);
      }
    }
    await sleep(100);
  }
  throw new Error(`${server.name} not ready after ${timeoutMs / 1000} s (${last})`);
}

const NEXT_DIR = path.join(ROOT, ".next");
const buildId = () => (existsSync(path.join(NEXT_DIR, "BUILD_ID")) ? readFileSync(path.join(NEXT_DIR, "BUILD_ID"), "utf8").trim() : undefined);
const buildRunning = () => existsSync(path.join(NEXT_DIR, "lock"));

const snapshotId = () => {
  const file = path.join(APP_SNAPSHOT, ".next", "BUILD_ID");
  return existsSync(file) ? readFileSync(file, "utf8").trim() : undefined;
};

/** Waits for another engineer's `next build` in this tree; false if it is still running after `ms`. */
async function waitForOtherBuild(ms: number): Promise<boolean> {
  if (!buildRunning()) return true;
  log("Note: a `next build` is running in this tree (.next/lock); waiting for it...");
  const t = performance.now();
  const deadline = Date.now() + ms;
  while (buildRunning() && Date.now() < deadline) await sleep(2_000);
  log(`  waited ${since(t)}${buildRunning() ? ", still running" : ""}.`);
  return !buildRunning();
}

async function build(): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    log("Note: .next/BUILD_ID is missing, running `npx next build` first (not part of the measurement)...");
    const t = performance.now();
    const built = spawnSync("npx", ["next", "build"], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...ORIGINAL_ENV, NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (built.status === 0) {
      log(`next build done in ${since(t)}.`);
      return;
    }
    // Other engineers edit pages in this tree; a build caught mid-edit usually passes a bit later.
    if (attempt === 3) throw new Error(`next build failed ${attempt} times (last exit ${built.status}); fix the build and rerun`);
    log(`next build failed (exit ${built.status}); retrying in 30 s (attempt ${attempt + 1} of 3)...`);
    await sleep(30_000);
    await waitForOtherBuild(150_000);
    if (buildId()) return;
  }
}

/**
 * A private copy of the finished build (without its cache) in bench-results/app, so that a rebuild
 * of .next by someone else during the run cannot break the server. Returns its BUILD_ID. While
 * another build runs for long, the previous copy (if any) is served instead, with a note.
 */
async function prepareApp(): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    if (!(await waitForOtherBuild(150_000))) {
      const previous = snapshotId();
      if (previous) {
        log(`Note: serving the previous copy of the build (${previous}); rerun for the current code.`);
        return previous;
      }
      if (!(await waitForOtherBuild(150_000))) throw new Error("a `next build` in this tree has been running for 5 minutes");
    }
    if (!buildId()) await build();
    const id = buildId();
    const fresh = `${APP_SNAPSHOT}.new`;
    try {
      if (!id) throw new Error(".next/BUILD_ID is missing");
      rmSync(fresh, { recursive: true, force: true });
      mkdirSync(fresh, { recursive: true });
      const skip = new Set(["cache", "trace", "lock", "dev", "diagnostics"].map((e) => path.join(NEXT_DIR, e)));
      cpSync(NEXT_DIR, path.join(fresh, ".next"), { recursive: true, verbatimSymlinks: true, filter: (src) => !skip.has(src) });
      if (buildId() !== id || buildRunning()) throw new Error("the build changed while it was being copied");
      for (const file of ["package.json", "next.config.js"]) cpSync(path.join(ROOT, file), path.join(fresh, file));
      for (const dir of ["node_modules", "public"]) {
        if (existsSync(path.join(ROOT, dir))) symlinkSync(path.join(ROOT, dir), path.join(fresh, dir), "dir");
      }
      rmSync(APP_SNAPSHOT, { recursive: true, force: true });
      renameSync(fresh, APP_SNAPSHOT);
      return id;
    } catch (e) {
      rmSync(fresh, { recursive: true, force: true });
      if (attempt === 5) throw new Error(`could not copy the build: ${e instanceof Error ? e.message : String(e)}`);
      await sleep(5_000);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// CPU accounting (Linux /proc; zeros elsewhere): where the machine's time goes during a run.

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU milliseconds per process id, for the server's process group and the bench database's backends. */
type Cpu = { server: Map<number, number>; postgres: Map<number, number>; loadgen: number; machineBusy: number; machineTotal: number };

function cpuSnapshot(serverGroup: number): Cpu {
  const server = new Map<number, number>();
  const postgres = new Map<number, number>();
  let pids: string[] = [];
  try {
    pids = readdirSync("/proc").filter((e) => /^\d+$/.test(e));
  } catch {
    /* not Linux */
  }
  for (const pid of pids) {
    try {
      const text = readFileSync(`/proc/${pid}/stat`, "utf8");
      const close = text.lastIndexOf(")");
      const comm = text.slice(text.indexOf("(") + 1, close);
      const f = text.slice(close + 2).split(" ");
      const ms = (Number(f[11]) + Number(f[12])) * TICK_MS;
      if (Number(f[2]) === serverGroup) server.set(Number(pid), ms);
      // Backends show "postgres: <user> <database> <client> <state>" as their command line; other
      // sessions' databases on the same server are not ours to count.
      else if (comm === "postgres" && readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(` ${DB_NAME} `)) postgres.set(Number(pid), ms);
    } catch {
      /* exited meanwhile, or not readable */
    }
  }
  let machineBusy = 0;
  let machineTotal = 0;
  try {
    const f = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    machineTotal = f.reduce((x, y) => x + y, 0) * TICK_MS;
    machineBusy = machineTotal - (f[3]! + f[4]!) * TICK_MS; // minus idle and iowait
  } catch {
    /* not Linux */
  }
  const self = process.cpuUsage();
  return { server, postgres, loadgen: (self.user + self.system) / 1000, machineBusy, machineTotal };
}

function grown(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, now] of after) ms += now - (before.get(pid) ?? 0);
  return ms;
}

type CpuReport = {
  /** CPU milliseconds per answered request. */
  msPerRequest: { server: number; postgres: number; loadGenerator: number };
  /** Share of all cores busy, and the part of it not explained by server, bench database and load generator. */
  machineBusyPercent: number;
  otherProcessesPercent: number;
  loadAverage1m: number;
};

function cpuReport(a: Cpu, b: Cpu, requests: number): CpuReport {
  const server = grown(a.server, b.server);
  const postgres = grown(a.postgres, b.postgres);
  const loadgen = b.loadgen - a.loadgen;
  const total = b.machineTotal - a.machineTotal || 1;
  const others = b.machineBusy - a.machineBusy - server - postgres - loadgen;
  const per = (ms: number) => Number((ms / Math.max(requests, 1)).toFixed(3));
  return {
    msPerRequest: { server: per(server), postgres: per(postgres), loadGenerator: per(loadgen) },
    machineBusyPercent: Number(((100 * (b.machineBusy - a.machineBusy)) / total).toFixed(1)),
    otherProcessesPercent: Number(Math.max(0, (100 * others) / total).toFixed(1)),
    loadAverage1m: Number(os.loadavg()[0]!.toFixed(2)),
  };
}

// ---------------------------------------------------------------------------------------------
// Load

type Measured = {
  server: string;
  url: string;
  requestsPerSecond: { mean: number; stddev: number; min: number; max: number };
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number };
  requests: number;
  status2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  mismatches: number;
  statusCodes: Record<string, number>;
  cpu: CpuReport;
  served: number;
  /** Statements (autocommit transactions) the bench database ran per request, over the server's life. */
  queriesPerRequest: number;
};

async function load(url: string, token: string, seconds: number, expectBody?: string): Promise<Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
    ...(expectBody ? { expectBody } : {}),
  });
}

async function measure(name: string, server: Server, url: string, token: string): Promise<Measured> {
  // One response of this server as the expected body: every answer must be the same document.
  const sample = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const expectBody = await sample.text();
  log(`${name}: warm-up ${WARMUP_SECONDS} s...`);
  const warm = await load(url, token, WARMUP_SECONDS);
  log(`${name}: measuring ${SECONDS} s with ${CONNECTIONS} connections...`);
  const before = cpuSnapshot(server.child.pid!);
  const r = await load(url, token, SECONDS, expectBody);
  const cpu = cpuReport(before, cpuSnapshot(server.child.pid!), r.requests.total);
  return {
    server: name,
    url,
    requestsPerSecond: { mean: r.requests.mean, stddev: r.requests.stddev, min: r.requests.min, max: r.requests.max },
    latencyMs: { mean: r.latency.mean, p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
    requests: r.requests.total,
    status2xx: r["2xx"],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    mismatches: r.mismatches,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count])),
    cpu,
    // Readiness probe, sample, warm-up and measurement: the divisor of queriesPerRequest. Requests
    // sent, not answered: the server also serves those in flight when a run stops.
    served: 2 + warm.requests.sent + r.requests.sent,
    queriesPerRequest: 0,
  };
}

/** Sets m.queriesPerRequest from the database's transaction count; returns the new count. */
async function countQueries(m: Measured, before: number): Promise<number> {
  const after = await benchTransactions();
  m.queriesPerRequest = Number(((after - before) / Math.max(m.served, 1)).toFixed(2));
  return after;
}

function table(rows: Measured[], ratio: number): string {
  const head = ["server", "req/s (mean)", "p50 ms", "p99 ms", "requests", "non-2xx", "errors", "queries/req", "server CPU ms/req", "postgres CPU ms/req", "other procs %"];
  const body = rows.map((m) => [
    m.server,
    m.requestsPerSecond.mean.toFixed(0),
    String(m.latencyMs.p50),
    String(m.latencyMs.p99),
    String(m.requests),
    String(m.non2xx),
    String(m.errors + m.timeouts),
    m.queriesPerRequest.toFixed(1),
    m.cpu.msPerRequest.server.toFixed(2),
    m.cpu.msPerRequest.postgres.toFixed(2),
    m.cpu.otherProcessesPercent.toFixed(0),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [line(head), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line), "", `ratio baseline/app: ${ratio.toFixed(1)}x`].join("\n");
}

// ---------------------------------------------------------------------------------------------

const servers: Server[] = [];
let databaseCreated = false;
let cleaning: Promise<void> | undefined;

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all(servers.map((s) => stop(s)));
    if (databaseCreated) {
      await dropDatabase().catch((e: unknown) =>
        process.stderr.write(`bench: could not drop ${DB_NAME}: ${e instanceof Error ? e.message : String(e)}\n`),
      );
    }
  })();
  return cleaning;
}

for (const sig of ["SIGINT", "SIGTERM"] as const) {
  process.once(sig, () => {
    process.stderr.write(`\nbench: ${sig}, cleaning up...\n`);
    void cleanup().finally(() => process.exit(130));
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  const loadAtStart = os.loadavg()[0]!;
  log(`Load average (1 min) at start: ${loadAtStart.toFixed(2)} on ${os.cpus().length} cores.`);
  const served = await prepareApp();
  log(`Serving a copy of build ${served} from ${path.relative(ROOT, APP_SNAPSHOT)}/.`);

  const t = performance.now();
  databaseCreated = true;
  await createDatabase();
  const { deployMigrations } = await import("@/lib/db/schema-engine");
  const applied = await deployMigrations({ kind: "postgres", url: BENCH_URL });
  const userId = await seed();
  await checkBaselineCoversSelect();
  const { signAccessToken } = await import("@/lib/auth/jwt");
  const { token } = await signAccessToken(userId);
  log(`Database ${DB_NAME}: ${applied.length} migration(s) applied, user #${userId} seeded, token signed (${since(t)}).`);

  const results: Measured[] = [];
  const bodies: unknown[] = [];

  // One server after the other, each in its own process (the load generator keeps this one).
  let xacts = await benchTransactions();
  const runServer = async (name: string, label: string, port: number, args: string[], extraEnv: Record<string, string> = {}, cwd = ROOT) => {
    const t = performance.now();
    await assertPortFree(port);
    const server = start(name, args, extraEnv, cwd);
    servers.push(server);
    const url = `http://127.0.0.1:${port}${ROUTE}`;
    bodies.push(await waitReady(server, url, token));
    log(`${label} answering 200 after ${since(t)}.`);
    const measured = await measure(label, server, url, token);
    await stop(server);
    xacts = await countQueries(measured, xacts);
    results.push(measured);
  };

  // The app: next start of the production build.
  const nextBin = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");
  await runServer("next", "next start (app)", APP_PORT, [nextBin, "start", APP_SNAPSHOT, "-p", String(APP_PORT), "-H", "127.0.0.1"], {}, APP_SNAPSHOT);
  // The baseline: node:http + pg doing the same work.
  const tsxEntry = (file: string) => ["--import", "tsx", path.join("scripts", "bench", file)];
  await runServer("baseline", "node:http + pg (baseline)", BASELINE_PORT, tsxEntry("baseline-server.ts"), { BENCH_BASELINE_PORT: String(BASELINE_PORT) });
  // Optional: the app's route handler without Next.js, to split the gap between framework and ORM.
  if (WITH_HANDLER) {
    await runServer("handler", "node:http + app handler", HANDLER_PORT, tsxEntry("handler-server.ts"), { BENCH_HANDLER_PORT: String(HANDLER_PORT) });
  }

  const sameJson = bodies.every((b) => isDeepStrictEqual(b, bodies[0]));
  const [app, base] = results as [Measured, Measured];
  const ratio = base.requestsPerSecond.mean / app.requestsPerSecond.mean;
  log("");
  log(table(results, ratio));
  log("");
  for (const m of results) {
    if (m.cpu.otherProcessesPercent > 15) {
      log(`WARNING: other processes used ${m.cpu.otherProcessesPercent}% of the machine during "${m.server}" (load ${m.cpu.loadAverage1m}); its figures are understated. Rerun when the machine is idle.`);
    }
  }
  log(sameJson ? "All servers answered the same JSON document." : "WARNING: the servers answered different JSON.");

  const report = {
    benchmark: "GET /api/v1/profile",
    date: new Date().toISOString(),
    build: { buildId: served, gitHead: spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).stdout.trim() || null },
    loadAverageAtStart: Number(loadAtStart.toFixed(2)),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? "unknown", memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, platform: `${os.platform()} ${os.release()}` },
    settings: { connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, seconds: SECONDS, poolMax: 10, database: `${new URL(ADMIN_URL).host}/${DB_NAME}` },
    sameJson,
    ratioBaselineToApp: Number(ratio.toFixed(2)),
    results,
    sampleBody: bodies[0],
  };
  mkdirSync(path.dirname(RESULT_FILE), { recursive: true });
  writeFileSync(RESULT_FILE, JSON.stringify(report, null, 2) + "\n");
  log(`Results written to ${path.relative(ROOT, RESULT_FILE)} (total ${since(started)}).`);

  const failures = results.filter((m) => m.status2xx === 0 || m.non2xx > 0 || m.errors > 0 || m.mismatches > 0);
  if (!sameJson) failures.push(app);
  if (failures.length) {
    for (const m of failures) {
      log(`FAIL ${m.server}: ${m.non2xx} non-2xx (${JSON.stringify(m.statusCodes)}), ${m.errors} errors, ${m.timeouts} timeouts, ${m.mismatches} mismatched bodies`);
    }
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (e) {
  process.stderr.write(`bench: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
