// npm run bench: GET /api/v1/profile through `next start` on PostgreSQL against a bare node:http +
// pg server doing the same work (scripts/bench/baseline-server.ts). Not part of the tests.
//
// Settings (environment): BENCH_DATABASE_URL (admin connection, default
// postgresql://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (default 10), BENCH_CONNECTIONS
// (default 50), BENCH_HANDLER=0 (skip the route handler without Next.js), BENCH_CPU_PROF=1 (V8 CPU
// profiles). Five servers: the app, the Next.js floor (the same build answering the same bytes from
// memory), the baseline, the app's handler without Next.js, and the floor after the guard's one
// statement (what any route that reads the database once can reach). Writes bench-results/profile.json.
// See docs/benchmarks.md. BENCH_SMOKE=1 (common.ts): the same five servers, a few requests each
// on 2 connections, a handful of neighbour rows; never builds (the build must exist).
//
// Pieces: profile-db.ts (seed, query counts), profile-measure.ts (one server's run, the table),
// shared with dive-logs.ts: common.ts, bench-db.ts, app-server.ts, autocannon-run.ts, cpu-accounting.ts.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { isDeepStrictEqual } from "node:util";
import { assertPortFree, buildId, copyBuild, nextBuild, startNext, startNode, stop, waitForOtherBuild, waitReady, type Server } from "./app-server";
import { createMigratedDatabase, databaseUrl, dropDatabaseQuietly } from "./bench-db";
import { ADMIN_URL, applyServerEnv, gitHead, log, onCleanup, ROOT, runMain, setting, since, sized, smoke, writeResult } from "./common";
import { benchTransactions, checkBaselineCoversSelect, checkBaselineRow, seed } from "./profile-db";
import { countQueries, measure, table, type Measured } from "./profile-measure";

const DB_NAME = "divecert_bench";
const APP_PORT = 3900;
const BASELINE_PORT = 3901;
const HANDLER_PORT = 3902;
const FLOOR_PORT = 3903;
const FLOOR_STATEMENT_PORT = 3904;
// The app's route handler called from node:http without Next.js; BENCH_HANDLER=0 skips it.
const WITH_HANDLER = process.env.BENCH_HANDLER !== "0";
const ROUTE = "/api/v1/profile";
const FLOOR_ROUTE = "/bench/floor";
const FLOOR_STATEMENT_ROUTE = "/bench/floor-statement";
const FLOOR_FILE = path.join(ROOT, "bench-results", "floor-body.json");
const WARMUP_SECONDS = sized(3, 1);
const SECONDS = setting("BENCH_SECONDS", 10, 1);
const CONNECTIONS = setting("BENCH_CONNECTIONS", 50, 2);
// next start serves a private copy of the build: others rebuild .next in this tree at any time.
const APP_SNAPSHOT = path.join(ROOT, "bench-results", "app");
// BENCH_CPU_PROF=1: both servers write V8 CPU profiles to bench-results/cpu/ (summarise them with
// `npx tsx scripts/bench/cpu-summary.ts <file>`). Profiling slows the servers: not for the figures.
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF ? path.join(ROOT, "bench-results", "cpu") : undefined;

const BENCH_URL = databaseUrl(ADMIN_URL, DB_NAME);
// Everything the app and the baseline read through lib/env.ts, identical for both servers (and
// set here before any lib module calls env(), so the token is signed with the same key).
const SERVER_ENV = applyServerEnv(BENCH_URL, `http://localhost:${APP_PORT}`);

// ---------------------------------------------------------------------------------------------
// Build

async function build(): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const status = nextBuild();
    if (status === 0) return;
    // Other engineers edit pages in this tree; a build caught mid-edit usually passes a bit later.
    if (attempt === 3) throw new Error(`next build failed ${attempt} times (last exit ${status}); fix the build and rerun`);
    log(`next build failed (exit ${status}); retrying in 30 s (attempt ${attempt + 1} of 3)...`);
    await sleep(30_000);
    await waitForOtherBuild(150_000, true);
    if (buildId()) return;
  }
}

/**
 * A private copy of the finished build in bench-results/app; returns its BUILD_ID. While another
 * build runs for long, the previous copy (if any) is served instead, with a note.
 */
function prepareApp(): Promise<string> {
  return copyBuild(APP_SNAPSHOT, async () => {
    if (!(await waitForOtherBuild(150_000, true))) {
      const previous = buildId(path.join(APP_SNAPSHOT, ".next"));
      if (previous) {
        log(`Note: serving the previous copy of the build (${previous}); rerun for the current code.`);
        return previous;
      }
      if (!(await waitForOtherBuild(150_000, true))) throw new Error("a `next build` in this tree has been running for 5 minutes");
    }
    if (!buildId()) await build();
    return undefined;
  });
}

// ---------------------------------------------------------------------------------------------

const servers: Server[] = [];
let databaseCreated = false;

const cleanup = onCleanup(async () => {
  await Promise.all(servers.map((s) => stop(s)));
  if (databaseCreated) await dropDatabaseQuietly(ADMIN_URL, DB_NAME);
});

async function main(): Promise<void> {
  const started = performance.now();
  const loadAtStart = os.loadavg()[0]!;
  log(`Load average (1 min) at start: ${loadAtStart.toFixed(2)} on ${os.cpus().length} cores.`);
  const served = await prepareApp();
  log(`Serving a copy of build ${served} from ${path.relative(ROOT, APP_SNAPSHOT)}/.`);

  const t = performance.now();
  databaseCreated = true;
  const applied = await createMigratedDatabase(ADMIN_URL, DB_NAME);
  const userId = await seed(BENCH_URL);
  await checkBaselineCoversSelect();
  await checkBaselineRow(BENCH_URL, userId);
  const { signAccessToken } = await import("@/lib/auth/jwt");
  const { token } = await signAccessToken(userId);
  log(`Database ${DB_NAME}: ${applied.length} migration(s) applied, user #${userId} seeded, token signed (${since(t)}).`);

  const results: Measured[] = [];
  const bodies: unknown[] = [];
  const settings = { warmupSeconds: WARMUP_SECONDS, seconds: SECONDS, connections: CONNECTIONS, dbName: DB_NAME };

  // One server after the other, each in its own process (the load generator keeps this one).
  let xacts = await benchTransactions(ADMIN_URL, DB_NAME);
  const runServer = async (label: string, port: number, begin: () => Server, route = ROUTE) => {
    const t = performance.now();
    await assertPortFree(port);
    const server = begin();
    servers.push(server);
    const url = `http://127.0.0.1:${port}${route}`;
    bodies.push(await waitReady(server, url, token, { maxServerErrors: 20 }));
    log(`${label} answering 200 after ${since(t)}.`);
    const measured = await measure(label, server.child.pid!, url, token, settings);
    await stop(server);
    xacts = await countQueries(measured, xacts, ADMIN_URL, DB_NAME);
    results.push(measured);
  };
  const options = { env: SERVER_ENV, echoStderr: true, cpuProfDir: CPU_PROF_DIR };

  // The app: next start of the production build.
  await runServer("next start (app)", APP_PORT, () => startNext("next", APP_SNAPSHOT, APP_PORT, options));
  // The floor: the same build, a bare route handler answering the app's bytes from memory.
  mkdirSync(path.dirname(FLOOR_FILE), { recursive: true });
  writeFileSync(FLOOR_FILE, JSON.stringify(bodies[0]));
  await runServer(
    "next start (floor)",
    FLOOR_PORT,
    () => startNext("floor", APP_SNAPSHOT, FLOOR_PORT, { ...options, env: { ...SERVER_ENV, BENCH_FLOOR_FILE: FLOOR_FILE } }),
    FLOOR_ROUTE,
  );
  // The baseline: node:http + pg doing the same work.
  const tsxEntry = (file: string) => ["--import", "tsx", path.join("scripts", "bench", file)];
  await runServer("node:http + pg (baseline)", BASELINE_PORT, () =>
    startNode("baseline", tsxEntry("baseline-server.ts"), { ...options, env: { ...SERVER_ENV, BENCH_BASELINE_PORT: String(BASELINE_PORT) } }),
  );
  // Optional: the app's route handler without Next.js, to split the gap between framework and ORM.
  if (WITH_HANDLER) {
    await runServer("node:http + app handler", HANDLER_PORT, () =>
      startNode("handler", tsxEntry("handler-server.ts"), { ...options, env: { ...SERVER_ENV, BENCH_HANDLER_PORT: String(HANDLER_PORT) } }),
    );
  }

  // The floor after the guard's one statement (the app's readUserRow, no token, kernel or
  // serializer): what any Next.js route that reads the database once can reach.
  await runServer(
    "next start (floor + statement)",
    FLOOR_STATEMENT_PORT,
    () =>
      startNext("floor-statement", APP_SNAPSHOT, FLOOR_STATEMENT_PORT, {
        ...options,
        env: { ...SERVER_ENV, BENCH_FLOOR_FILE: FLOOR_FILE, BENCH_FLOOR_USER: String(userId) },
      }),
    FLOOR_STATEMENT_ROUTE,
  );

  const sameJson = bodies.every((b) => isDeepStrictEqual(b, bodies[0]));
  const [app, floor, base] = results as [Measured, Measured, Measured];
  const ratio = base.requestsPerSecond.mean / app.requestsPerSecond.mean;
  const appToFloor = app.requestsPerSecond.mean / floor.requestsPerSecond.mean;
  log("");
  log(table(results, { baselineToApp: ratio, appToFloor }));
  log("");
  // Not in smoke mode: its figures are no timings whatever the machine does.
  for (const m of smoke ? [] : results) {
    if (m.cpu.otherProcessesPercent > 15) {
      log(`WARNING: other processes used ${m.cpu.otherProcessesPercent}% of the machine during "${m.server}" (load ${m.cpu.loadAverage1m}); its figures are understated. Rerun when the machine is idle.`);
    }
  }
  log(sameJson ? "All servers answered the same JSON document." : "WARNING: the servers answered different JSON.");

  const report = {
    benchmark: "GET /api/v1/profile",
    date: new Date().toISOString(),
    build: { buildId: served, gitHead: gitHead() },
    loadAverageAtStart: Number(loadAtStart.toFixed(2)),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? "unknown", memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, platform: `${os.platform()} ${os.release()}` },
    settings: { connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, seconds: SECONDS, poolMax: 10, database: `${new URL(ADMIN_URL).host}/${DB_NAME}` },
    sameJson,
    ratioBaselineToApp: Number(ratio.toFixed(2)),
    ratioAppToFloor: Number(appToFloor.toFixed(2)),
    results,
    sampleBody: bodies[0],
  };
  writeResult("profile", report);
  log(`Total ${since(started)}.`);

  const failures = results.filter((m) => m.status2xx === 0 || m.non2xx > 0 || m.errors > 0 || m.mismatches > 0);
  if (!sameJson) failures.push(app);
  if (failures.length) {
    for (const m of failures) {
      log(`FAIL ${m.server}: ${m.non2xx} non-2xx (${JSON.stringify(m.statusCodes)}), ${m.errors} errors, ${m.timeouts} timeouts, ${m.mismatches} mismatched bodies`);
    }
    process.exitCode = 1;
  }
}

await runMain(main, cleanup);
