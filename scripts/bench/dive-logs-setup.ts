// Database, build and server plumbing of scripts/bench/dive-logs.ts (run.ts exports nothing, and
// importing it would run it, so the few pieces needed are written again here, on their own port,
// database and copy of the build, so both benchmarks can run side by side).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const DB_NAME = "divecert_bench_dives";
export const PORT = 3910;
export const DIVES = 20_000;
export const ADMIN_URL = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const admin = new URL(ADMIN_URL);
admin.pathname = `/${DB_NAME}`;
export const BENCH_URL = admin.toString();
/** The app's copy of the build: others rebuild .next in this tree at any time. */
const APP_COPY = path.join(ROOT, "bench-results", "dive-logs-app");
const NEXT_DIR = path.join(ROOT, ".next");

export const SERVER_ENV: Record<string, string> = {
  DATABASE_URL: BENCH_URL,
  AUTH_SECRET: randomBytes(48).toString("base64url"),
  APP_URL: `http://127.0.0.1:${PORT}`,
  LOG_LEVEL: "warn",
  RATE_LIMIT_MULTIPLIER: "100000",
  DB_POOL_MAX: "10",
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
};
const ORIGINAL_ENV = { ...process.env };
// Before any lib module reads env(): the token is signed with the server's AUTH_SECRET.
Object.assign(process.env, SERVER_ENV);

export const log = (line: string) => process.stdout.write(`${line}\n`);
export const since = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------------
// Database

export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * One run at a time (npm run bench also starts this script): a session-level advisory lock on the
 * admin connection, held until release() or the process's end. Without it, a second run would
 * drop the first one's database under it.
 */
export async function lockRun(): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  client.on("error", () => undefined); // a lost lock connection must not crash the run
  await client.connect();
  const r = await client.query<{ ok: boolean }>("SELECT pg_try_advisory_lock(hashtext($1)) AS ok", [DB_NAME]);
  if (!r.rows[0]!.ok) {
    await client.end();
    throw new Error(`another dive-logs benchmark is running (advisory lock on ${DB_NAME} is held); rerun when it is done`);
  }
  return () => client.end();
}

export const dropDatabase = () => withClient(ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`));

export async function createDatabase(): Promise<void> {
  await dropDatabase();
  await withClient(ADMIN_URL, (c) => c.query(`CREATE DATABASE ${DB_NAME}`));
}

/**
 * One verified diver with DIVES dives over 15 years (random days, so some days have several dives
 * and others none: the (date, id) ties the keyset must break), numbered 1..DIVES in date order, a
 * second diver's 2,000 dives around them in the index. One INSERT ... SELECT each, then ANALYZE.
 */
export async function seed(): Promise<number> {
  return withClient(BENCH_URL, async (c) => {
    const users = await c.query<{ id: number }>(
      `INSERT INTO users (member_id, email, password_hash, first_name, last_name, country, timezone,
                          email_verified_at, tokens_valid_after, created_at, updated_at)
       SELECT 'DC-DIVES-' || g, 'diver' || g || '@example.com', 'x', 'Diver', 'Number ' || g, 'IT',
              'Europe/Rome', now() - interval '400 days', now() - interval '1 day', now(), now()
         FROM generate_series(1, 2) g ORDER BY g
       RETURNING id`,
    );
    const [diver, neighbour] = users.rows.map((r) => r.id) as [number, number];
    await c.query("SELECT setseed(0.42)");
    for (const [userId, count] of [[diver, DIVES], [neighbour, 2_000]] as const) {
      await c.query(
        `INSERT INTO dive_logs (uuid, user_id, number, date, time, dive_config, dive_type, purpose_type, location,
                                country, lat, lon, max_depth, average_depth, dive_time, gas, gas_mix,
                                pressure_start, pressure_end, water_temperature, cylinder_count,
                                bottom_cylinder_volume, buddy, comments, safety_stop, created_at, updated_at)
         SELECT gen_random_uuid(), $1, n, d,
                lpad((8 + 2 * least(k - 1, 5))::text, 2, '0') || ':' || lpad(((n * 7) % 60)::text, 2, '0'),
                'single tank', (ARRAY['recreational', 'training', 'wreck', 'night', 'drift', 'deep'])[1 + n % 6],
                (ARRAY['fun', 'course', 'guiding'])[1 + n % 3],
                (ARRAY['Blue Grotto', 'Secca della Vervece', 'Punta Campanella', 'Ras Mohammed', 'Thistlegorm',
                       'Blue Hole', 'Shark Point', 'Manta Point'])[1 + (n * 13) % 8],
                (ARRAY['IT', 'IT', 'EG', 'EG', 'EG', 'MT', 'TH', 'ID'])[1 + (n * 13) % 8],
                40.6 + (n % 100) / 1000.0, 14.3 + (n % 70) / 1000.0,
                round((6 + random() * 34)::numeric, 1), round((4 + random() * 14)::numeric, 1),
                25 + (random() * 45)::int, CASE WHEN n % 4 = 0 THEN 'nitrox' ELSE 'air' END,
                CASE WHEN n % 4 = 0 THEN 32 ELSE 21 END, 200, 40 + (random() * 30)::int,
                round((14 + random() * 14)::numeric, 1), 1, 12, 'Buddy ' || (n % 50), 'Dive ' || n, true,
                d + interval '20 hours', d + interval '20 hours'
           FROM (SELECT d, row_number() OVER (ORDER BY d, r) AS n, row_number() OVER (PARTITION BY d ORDER BY r) AS k
                   FROM (SELECT date '2011-01-01' + (random() * 5478)::int AS d, random() AS r
                           FROM generate_series(1, $2::int)) s) t
          ORDER BY n`,
        [userId, count],
      );
    }
    await c.query("ANALYZE");
    return diver;
  });
}

// ---------------------------------------------------------------------------------------------
// Build

const buildId = (dir = NEXT_DIR) => {
  const file = path.join(dir, "BUILD_ID");
  return existsSync(file) ? readFileSync(file, "utf8").trim() : undefined;
};
const buildRunning = () => existsSync(path.join(NEXT_DIR, "lock"));

async function waitForOtherBuild(ms: number): Promise<void> {
  if (!buildRunning()) return;
  log("Note: a `next build` is running in this tree (.next/lock); waiting for it...");
  const deadline = Date.now() + ms;
  while (buildRunning() && Date.now() < deadline) await sleep(2_000);
  if (buildRunning()) throw new Error(`a \`next build\` in this tree is still running after ${ms / 1000} s`);
}

/** Builds only when .next/BUILD_ID is missing; serves a private copy (without the cache). */
export async function prepareApp(): Promise<{ dir: string; buildId: string }> {
  for (let attempt = 1; ; attempt++) {
    await waitForOtherBuild(300_000);
    if (!buildId()) {
      log("Note: .next/BUILD_ID is missing, running `npx next build` first (not part of the measurement)...");
      const t = performance.now();
      const built = spawnSync("npx", ["next", "build"], { cwd: ROOT, stdio: "inherit", env: { ...ORIGINAL_ENV, NEXT_TELEMETRY_DISABLED: "1" } });
      if (built.status !== 0) throw new Error(`next build failed (exit ${built.status})`);
      log(`next build done in ${since(t)}.`);
    }
    const id = buildId();
    const fresh = `${APP_COPY}.new`;
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
      rmSync(APP_COPY, { recursive: true, force: true });
      renameSync(fresh, APP_COPY);
      return { dir: APP_COPY, buildId: id };
    } catch (e) {
      rmSync(fresh, { recursive: true, force: true });
      if (attempt === 5) throw new Error(`could not copy the build: ${e instanceof Error ? e.message : String(e)}`);
      await sleep(5_000);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Server

export type Server = { child: ChildProcess; output: string[] };

async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (e: NodeJS.ErrnoException) =>
      reject(new Error(e.code === "EADDRINUSE" ? `port ${port} is in use; stop what listens there and rerun` : e.message)),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

/** `next start <dir>` in its own process group (stop() ends the group). */
export async function startNext(dir: string): Promise<Server> {
  await assertPortFree(PORT);
  const nextBin = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");
  const child = spawn(process.execPath, [nextBin, "start", dir, "-p", String(PORT), "-H", "127.0.0.1"], {
    cwd: dir,
    env: { ...process.env, ...SERVER_ENV },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server: Server = { child, output: [] };
  const keep = (chunk: Buffer) => {
    server.output.push(chunk.toString());
    if (server.output.length > 200) server.output.shift();
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  return server;
}

const exited = (s: Server) => s.child.exitCode !== null || s.child.signalCode !== null;

export async function stop(server: Server | undefined): Promise<void> {
  if (!server || exited(server)) return;
  const pid = server.child.pid!;
  const gone = new Promise<void>((resolve) => server.child.once("exit", () => resolve()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig);
    } catch {
      /* already gone */
    }
  };
  signal("SIGTERM");
  if (await Promise.race([gone.then(() => false), sleep(5_000).then(() => true)])) {
    signal("SIGKILL");
    await gone;
  }
}

/** Polls `url` until it answers 200. */
export async function waitReady(server: Server, url: string, token: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    if (exited(server)) throw new Error(`next start exited early:\n${server.output.join("").slice(-4000)}`);
    try {
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const text = await res.text();
      if (res.status === 200) return;
      last = `HTTP ${res.status}: ${text.slice(0, 300)}`;
    } catch (e) {
      last = e instanceof Error ? e.message : String(e); // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`next start not ready after ${timeoutMs / 1000} s (${last})\n${server.output.join("").slice(-3000)}`);
}
