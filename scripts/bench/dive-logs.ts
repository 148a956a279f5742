// npm run bench (second part), or npm run bench:dive-logs: GET /api/v1/diver/dive-logs for a diver
// with 20,000 dives, through `next start` on PostgreSQL: page 1 and a page 10,000 rows deep, with
// page numbers (offset + COUNT) and with keyset cursors, side by side. Not part of the tests.
//
// Settings (environment): BENCH_DATABASE_URL (admin connection, default
// postgresql://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (default 8), BENCH_CONNECTIONS
// (default 10). Writes bench-results/dive-logs.json. See docs/benchmarks.md. BENCH_SMOKE=1
// (common.ts): 60 dives, the deep page 3 pages in, a few requests per load run.
import autocannon from "autocannon";
import os from "node:os";
import path from "node:path";
import { stop, waitReady, type Server } from "./app-server";
import { latencySummary, loadRun, textTable } from "./autocannon-run";
import { createMigratedDatabase, dropDatabaseQuietly, withClient } from "./bench-db";
import { ADMIN_URL, gitHead, loadLength, log, onCleanup, ROOT, runMain, setting, since, sized, smoke, writeResult } from "./common";
import { perRequest } from "./cpu-accounting";
import { BENCH_URL, DB_NAME, DIVES, PORT, lockRun, prepareApp, seed, startServer } from "./dive-logs-setup";

const SECONDS = setting("BENCH_SECONDS", 8, 1);
const WARMUP_SECONDS = 2;
// 10 by default; the p99 target of docs/benchmarks.md is stated at 50 (BENCH_CONNECTIONS=50).
const CONNECTIONS = setting("BENCH_CONNECTIONS", 10, 2);
const PER_PAGE = 15;
const DEEP_PAGE = sized(667, 3); // rows 9,991-10,005 (31-45 in smoke mode)
const DEEP_AFTER = (DEEP_PAGE - 1) * PER_PAGE; // the cursor page starts after this row: the same rows
const ROUTE = "/api/v1/diver/dive-logs";

type Case = { name: string; search: string };
type Row = { id: number; number: number; date: string };
type Page = { data: Row[]; total?: number; next_cursor?: string | null };

type CpuReport = { serverMsPerRequest: number; postgresMsPerRequest: number; machineBusyPercent: number; otherProcessesPercent: number };

type Measured = Case & {
  firstDive: number;
  requestsPerSecond: number;
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number };
  requests: number;
  non2xx: number;
  errors: number;
  mismatches: number;
  cpu: CpuReport;
  loadAverage1m: number;
};

async function get(search: string, token: string): Promise<{ body: string; page: Page }> {
  const res = await fetch(`http://127.0.0.1:${PORT}${ROUTE}?${search}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`?${search} answered ${res.status}: ${body.slice(0, 500)}`);
  const page = (JSON.parse(body) as { data: Page }).data;
  if (page.data.length !== PER_PAGE) throw new Error(`?${search} answered ${page.data.length} rows, not ${PER_PAGE}`);
  return { body, page };
}

async function measure(c: Case, token: string, serverGroup: number): Promise<Measured> {
  // Every answer must be this document (autocannon counts the others as mismatches).
  const { body, page } = await get(c.search, token);
  const url = `http://127.0.0.1:${PORT}${ROUTE}?${c.search}`;
  const { result: r, cpu: used } = await loadRun({
    url, token, connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, seconds: SECONDS, expectBody: body, serverGroup, dbName: DB_NAME,
  });
  const cpu: CpuReport = {
    serverMsPerRequest: perRequest(used.server, r.requests.total, 2),
    postgresMsPerRequest: perRequest(used.postgres, r.requests.total, 2),
    machineBusyPercent: used.machineBusyPercent,
    otherProcessesPercent: used.otherProcessesPercent,
  };
  const m: Measured = {
    ...c,
    firstDive: page.data[0]!.number,
    requestsPerSecond: r.requests.mean,
    latencyMs: latencySummary(r),
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    mismatches: r.mismatches,
    cpu,
    loadAverage1m: Number(os.loadavg()[0]!.toFixed(2)),
  };
  log(`  ${c.name.padEnd(14)} ${m.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${m.latencyMs.p50} ms  p99 ${m.latencyMs.p99} ms  (other processes ${m.cpu.otherProcessesPercent} %)`);
  return m;
}

function table(rows: Measured[]): string {
  const head = ["request", "query", "first dive", "req/s", "p50 ms", "p99 ms", "requests", "non-2xx", "errors", "server CPU ms/req", "postgres CPU ms/req", "other procs %"];
  const body = rows.map((m) => [
    m.name, `?${m.search.length > 40 ? `${m.search.slice(0, 37)}...` : m.search}`, `#${m.firstDive}`, m.requestsPerSecond.toFixed(0),
    String(m.latencyMs.p50), String(m.latencyMs.p99), String(m.requests), String(m.non2xx), String(m.errors + m.mismatches),
    m.cpu.serverMsPerRequest.toFixed(2), m.cpu.postgresMsPerRequest.toFixed(2), m.cpu.otherProcessesPercent.toFixed(0),
  ]);
  return textTable(head, body, 2);
}

let server: Server | undefined;
let unlock: (() => Promise<void>) | undefined;
let databaseCreated = false;

const cleanup = onCleanup(async () => {
  await stop(server);
  if (databaseCreated) await dropDatabaseQuietly(ADMIN_URL, DB_NAME);
  await unlock?.().catch(() => undefined);
});

async function main(): Promise<void> {
  const started = performance.now();
  const loadAtStart = Number(os.loadavg()[0]!.toFixed(2));
  log(`Dive-log list benchmark. Load average (1 min) at start: ${loadAtStart} on ${os.cpus().length} cores.`);
  unlock = await lockRun();
  const app = await prepareApp();
  log(`Serving a copy of build ${app.buildId} from ${path.relative(ROOT, app.dir)}/.`);

  let t = performance.now();
  databaseCreated = true;
  const applied = await createMigratedDatabase(ADMIN_URL, DB_NAME);
  const userId = await seed();
  log(`Database ${DB_NAME}: ${applied.length} migration(s), diver #${userId} with ${DIVES} dives, analyzed (${since(t)}).`);

  // The deep cursor, encoded as the app encodes it: the (date, id) of the row before the deep page.
  const { encodeCursor } = await import("@/lib/api/cursor-pagination");
  const boundary = await withClient(BENCH_URL, (c) =>
    c.query<{ date: string; id: number; number: number }>(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, id, number FROM dive_logs WHERE user_id = $1 AND deleted_at IS NULL
        ORDER BY date DESC, id DESC OFFSET $2 LIMIT 1`,
      [userId, DEEP_AFTER - 1],
    ),
  ).then((r) => r.rows[0]!);
  const deepCursor = encodeCursor({ params: { date: boundary.date, id: boundary.id }, pointsToNext: true });
  // The pairs compared are measured next to each other (cursor first beside offset page 1, the two
  // deep pages together), so a change in the machine's load skews them alike.
  const cases: Case[] = [
    { name: "cursor first", search: `cursor=&per_page=${PER_PAGE}` },
    { name: "offset page 1", search: `page=1&per_page=${PER_PAGE}` },
    { name: "offset deep", search: `page=${DEEP_PAGE}&per_page=${PER_PAGE}` },
    { name: "cursor deep", search: `cursor=${deepCursor}&per_page=${PER_PAGE}` },
  ];

  // EXPLAIN before the server starts, so the load does not skew it. Same SQL as the app's.
  const { capture, explain, explainKeysetAlternatives } = await import("./dive-logs-sql");
  const explained: Record<string, Awaited<ReturnType<typeof explain>>> = {};
  for (const c of cases) explained[c.name] = await explain(BENCH_URL, await capture(BENCH_URL, userId, c.search));
  const alternatives = await explainKeysetAlternatives(BENCH_URL, userId, boundary.date, boundary.id);

  t = performance.now();
  const { signAccessToken } = await import("@/lib/auth/jwt");
  const { token } = await signAccessToken(userId);
  server = await startServer(app.dir);
  await waitReady(server, `http://127.0.0.1:${PORT}${ROUTE}?per_page=1`, token, { outputOnTimeout: true });
  log(`next start answering 200 on port ${PORT} after ${since(t)}.`);

  // Correctness first: 200 with 15 rows each; the two deep pages hold the same dives.
  const answers = new Map<string, Page>();
  for (const c of cases) answers.set(c.name, (await get(c.search, token)).page);
  const ids = (name: string) => answers.get(name)!.data.map((r) => r.id).join(",");
  if (ids("offset page 1") !== ids("cursor first")) throw new Error("page 1 differs between offset and cursor");
  if (ids("offset deep") !== ids("cursor deep")) throw new Error("the deep offset and cursor pages hold different dives");
  const total = answers.get("offset page 1")!.total;
  if (total !== DIVES) throw new Error(`offset total is ${total}, expected ${DIVES}`);
  const deepFirst = answers.get("offset deep")!.data[0]!;
  log(`Checked: 15 rows each; deep pages both start at dive #${deepFirst.number} (${deepFirst.date}, after row ${DEEP_AFTER} = dive #${boundary.number}).`);

  log(`Measuring each request: ${WARMUP_SECONDS} s warm-up, ${SECONDS} s with ${CONNECTIONS} connections...`);
  // Every request warmed once before any is measured: otherwise the first one measured also pays
  // the JIT and lazy loading of the paths the others share (it looked 2 ms dearer than it is).
  for (const c of cases) {
    await autocannon({ url: `http://127.0.0.1:${PORT}${ROUTE}?${c.search}`, connections: CONNECTIONS, ...loadLength(WARMUP_SECONDS), headers: { authorization: `Bearer ${token}` } });
  }
  const results: Measured[] = [];
  for (const c of cases) results.push(await measure(c, token, server.child.pid!));
  await stop(server);

  log("");
  log(table(results));
  log("");
  log("EXPLAIN (ANALYZE, BUFFERS) of the SQL Prisma sends, fastest of 5 (execution / planning ms):");
  for (const [name, statements] of Object.entries(explained)) {
    for (const s of statements) {
      const first = s.sql.replace(/\s+/g, " ").slice(0, 90);
      log(`  ${name.padEnd(14)} ${s.executionMs.toFixed(3).padStart(8)} / ${s.planningMs.toFixed(3).padStart(6)}  ${first}...`);
    }
  }
  log("  reference, hand-written (not what the app sends): cursor deep with the boundary in the index condition");
  for (const [name, s] of Object.entries(alternatives)) log(`    ${s.executionMs.toFixed(3).padStart(8)} / ${s.planningMs.toFixed(3).padStart(6)}  ${name}`);
  for (const name of ["offset deep", "cursor deep"]) {
    log(`\n${name}, main statement:\n${explained[name]!.find((s) => /ORDER BY/i.test(s.sql))?.plan ?? "(not found)"}`);
  }

  const report = {
    benchmark: `GET ${ROUTE}: ${DIVES} dives, offset vs cursor`,
    date: new Date().toISOString(),
    build: { buildId: app.buildId, gitHead: gitHead() },
    loadAverageAtStart: loadAtStart,
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? "unknown", memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    settings: { connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, seconds: SECONDS, perPage: PER_PAGE, deepPage: DEEP_PAGE, deepCursorAfterRow: DEEP_AFTER },
    results,
    explain: explained,
    explainKeysetAlternatives: alternatives,
  };
  log("");
  writeResult("dive-logs", report);
  log(`Total ${since(started)}.`);

  for (const m of smoke ? [] : results) {
    if (m.cpu.otherProcessesPercent > 15) log(`WARNING: other processes used ${m.cpu.otherProcessesPercent} % of the machine during "${m.name}": its req/s and latencies are understated (CPU ms/req much less so).`);
  }
  const failures = results.filter((m) => m.requests === 0 || m.non2xx > 0 || m.errors > 0 || m.mismatches > 0);
  for (const m of failures) log(`FAIL ${m.name}: ${m.non2xx} non-2xx, ${m.errors} errors/timeouts, ${m.mismatches} mismatched bodies`);
  if (failures.length) process.exitCode = 1;
}

await runMain(main, cleanup, () => (server?.output.length ? `server output:\n${server.output.join("").slice(-3000)}\n` : ""));
