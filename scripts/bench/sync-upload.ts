// npm run bench (third part), or npm run bench:sync: what a mobile app sees when it replays 500
// dives logged offline. Through `next start` (the production server) on a fresh PostgreSQL
// database, same run: 500 single POST /api/v1/diver/dive-logs sent one after another on one
// keep-alive connection (an app replaying its queue without batching), against one
// POST /api/v1/sync/upload of the same 500 as dive_log.create operations, then that upload again
// (all duplicates). Targets (issue 9): the batch at least 5× faster than the singles, the repeat
// at least 10× faster than the first upload.
//
// Two passes, so that counting does not slow the timed figures:
// 1. timed: the server talks to PostgreSQL directly; wall time of each path, with the server's and
//    the bench database's CPU time (/proc, cpu-accounting.ts) and the load average;
// 2. counted: a second `next start` of the same build talks to PostgreSQL through a loopback proxy
//    that counts the statements it sends (statement-proxy.ts; pg_stat_statements is not loaded on
//    the shared cluster), for BENCH_SYNC_COUNT_OPS (default 100) operations of each path.
//
// Settings: BENCH_DATABASE_URL (admin connection), BENCH_SYNC_OPS (500; at most 500, the upload's
// limit), BENCH_SYNC_COUNT_OPS (100). Loopback only. Writes bench-results/sync.json. See
// docs/benchmarks.md. BENCH_SMOKE=1 (common.ts): 10 operations timed, 5 counted, 3 to warm up.
import { randomUUID } from "node:crypto";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { prepareBuildCopy, assertPortFree, startNext, stop, waitReady, type Server } from "./app-server";
import { createMigratedDatabase, databaseUrl, dropDatabaseQuietly, lockBench, withClient } from "./bench-db";
import { ADMIN_URL, applyServerEnv, gitHead, log, onCleanup, ROOT, runMain, setting, since, sized, writeResult } from "./common";
import { cpuSnapshot, cpuUsed, type CpuUsed } from "./cpu-accounting";
import { startStatementProxy, type StatementCounts, type StatementProxy } from "./statement-proxy";

const DB_NAME = "divecert_bench_sync";
const PORT = 3920;
const COUNT_PORT = 3921;
const N = Math.min(setting("BENCH_SYNC_OPS", 500, 10), 500);
const COUNT_N = Math.min(setting("BENCH_SYNC_COUNT_OPS", 100, 5), N);
const WARMUP = sized(30, 3);
const SINGLES = "/api/v1/diver/dive-logs";
const UPLOAD = "/api/v1/sync/upload";
const APP_COPY = path.join(ROOT, "bench-results", "sync-app");
const BENCH_URL = databaseUrl(ADMIN_URL, DB_NAME);
// Before any lib module reads env(): the tokens are signed with the servers' AUTH_SECRET.
const SERVER_ENV = applyServerEnv(BENCH_URL, `http://127.0.0.1:${PORT}`);

// ---------------------------------------------------------------------------------------------
// Client: one keep-alive connection, requests one after another.

type Client = { port: number; agent: http.Agent; connections: number };

function newClient(port: number): Client {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const client: Client = { port, agent, connections: 0 };
  const create = agent.createConnection.bind(agent);
  agent.createConnection = ((...args: Parameters<typeof create>) => {
    client.connections++;
    return create(...args);
  }) as typeof agent.createConnection;
  return client;
}

function post(c: Client, route: string, token: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1", port: c.port, path: route, method: "POST", agent: c.agent,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (d: Buffer) => chunks.push(d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function postOk(c: Client, route: string, token: string, body: string, expect: number): Promise<string> {
  const res = await post(c, route, token, body);
  if (res.status !== expect) throw new Error(`${route} answered ${res.status}: ${res.text.slice(0, 300)}`);
  return res.text;
}

// ---------------------------------------------------------------------------------------------
// Work

const dive = (i: number) => ({
  date: "2026-05-02", time: "09:30", dive_type: "boat", location: `Reef ${i % 9}`, country: "EG", max_depth: 18 + (i % 12),
  average_depth: 12, dive_time: 40 + (i % 20), gas: "air", pressure_start: 200, pressure_end: 60, bottom_cylinder_volume: 12, buddy: "Sara",
});

const uploadBody = (clientId: string, n: number) =>
  JSON.stringify({
    client_id: clientId,
    operations: Array.from({ length: n }, (_, i) => ({
      op_id: `op-${i}`, type: "dive_log.create", payload: { ...dive(i), uuid: randomUUID() }, client_time: new Date().toISOString(),
    })),
  });

async function singles(c: Client, token: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await postOk(c, SINGLES, token, JSON.stringify(dive(i)), 201);
}

async function upload(c: Client, token: string, body: string, n: number, expect: "applied" | "duplicate"): Promise<void> {
  const text = await postOk(c, UPLOAD, token, body, 200);
  const results = (JSON.parse(text) as { data: { results: { status: string }[] } }).data.results;
  const wrong = results.filter((r) => r.status !== expect);
  if (results.length !== n || wrong.length) {
    throw new Error(`upload: ${results.length} results, ${wrong.length} not ${expect} (${[...new Set(wrong.map((r) => r.status))].join(", ")})`);
  }
}

async function newDivers(n: number, tag: string): Promise<{ id: number; token: string }[]> {
  const ids = await withClient(BENCH_URL, async (c) => {
    const r = await c.query<{ id: number }>(
      `INSERT INTO users (member_id, email, password_hash, first_name, last_name, country, email_verified_at, tokens_valid_after, created_at, updated_at)
       SELECT 'DC-SYNC-' || $1 || '-' || g, 'sync-' || $1 || '-' || g || '@example.com', 'x', 'Bench', 'Diver', 'IT', now(), now() - interval '1 day', now(), now()
         FROM generate_series(1, $2::int) g ORDER BY g RETURNING id`,
      [tag, n],
    );
    return r.rows.map((row) => row.id);
  });
  const { signAccessToken } = await import("@/lib/auth/jwt");
  return Promise.all(ids.map(async (id) => ({ id, token: (await signAccessToken(id)).token })));
}

const load = () => os.loadavg().map((l) => Number(l.toFixed(2))) as [number, number, number];
const loadText = (l: number[]) => `load average: ${l.map((x) => x.toFixed(2)).join(", ")}`;

type Timed = { ms: number; load: [number, number, number]; cpu: CpuUsed };

async function timed(server: Server, work: () => Promise<void>): Promise<Timed> {
  const before = cpuSnapshot(server.child.pid!, DB_NAME);
  const t = performance.now();
  await work();
  const ms = Math.round(performance.now() - t);
  return { ms, load: load(), cpu: cpuUsed(before, cpuSnapshot(server.child.pid!, DB_NAME)) };
}

async function startApp(dir: string, port: number, env: Record<string, string>, token: string): Promise<Server> {
  await assertPortFree(port);
  const t = performance.now();
  const s = startNext(`next start :${port}`, dir, port, { env });
  servers.push(s);
  // Any authenticated GET will do: 200 means routing, auth and the database answer.
  await waitReady(s, `http://127.0.0.1:${port}${SINGLES}?per_page=1`, token, { outputOnTimeout: true, maxServerErrors: 20 });
  log(`next start on :${port} answering after ${since(t)}.`);
  return s;
}

// ---------------------------------------------------------------------------------------------

const servers: Server[] = [];
let proxy: StatementProxy | undefined;
let unlock: (() => Promise<void>) | undefined;
let databaseCreated = false;

const cleanup = onCleanup(async () => {
  await Promise.all(servers.map((s) => stop(s)));
  await proxy?.close();
  if (databaseCreated) await dropDatabaseQuietly(ADMIN_URL, DB_NAME);
  await unlock?.().catch(() => undefined);
});

type Counted = { singles: StatementCounts; batch: StatementCounts; repeat: StatementCounts };

async function main(): Promise<void> {
  const started = performance.now();
  log(`Sync upload benchmark: ${N} dive_log.create in one upload vs ${N} single POSTs, through next start. At start: ${loadText(load())} on ${os.cpus().length} cores.`);
  unlock = await lockBench(ADMIN_URL, DB_NAME, "sync benchmark");
  const app = await prepareBuildCopy(APP_COPY);
  log(`Serving a copy of build ${app.buildId} from ${path.relative(ROOT, app.dir)}/.`);
  databaseCreated = true;
  const applied = await createMigratedDatabase(ADMIN_URL, DB_NAME);
  const [warm, a, b, warm2, ca, cb] = await newDivers(6, "d");
  log(`Database ${DB_NAME}: ${applied.length} migration(s), 6 divers.`);
  const { MAX_UPLOAD_BYTES } = await import("@/lib/sync/schema");

  // ---- Pass 1: timed.
  const server = await startApp(app.dir, PORT, SERVER_ENV, warm!.token);
  const warmClient = newClient(PORT);
  await singles(warmClient, warm!.token, WARMUP);
  const warmBody = uploadBody("warm", WARMUP);
  await upload(warmClient, warm!.token, warmBody, WARMUP, "applied");
  await upload(warmClient, warm!.token, warmBody, WARMUP, "duplicate");
  log(`Warm-up (not measured): ${WARMUP} singles, an upload of ${WARMUP} and its repeat.`);

  const body = uploadBody("bench", N);
  if (Buffer.byteLength(body) > MAX_UPLOAD_BYTES) throw new Error(`the upload body is ${Buffer.byteLength(body)} bytes, above the route's limit`);
  const singleClient = newClient(PORT);
  const s = await timed(server, () => singles(singleClient, a!.token, N));
  log(`  ${N} single POSTs         ${String(s.ms).padStart(6)} ms  (${singleClient.connections} connection; ${loadText(s.load)})`);
  const batchClient = newClient(PORT);
  const u = await timed(server, () => upload(batchClient, b!.token, body, N, "applied"));
  log(`  one upload of ${N}        ${String(u.ms).padStart(6)} ms  (${(s.ms / u.ms).toFixed(2)}× faster; target ≥ 5×; ${loadText(u.load)})`);
  const r = await timed(server, () => upload(batchClient, b!.token, body, N, "duplicate"));
  log(`  the same ${N} again       ${String(r.ms).padStart(6)} ms  (${(u.ms / r.ms).toFixed(2)}× faster than the first upload; target ≥ 10×; ${loadText(r.load)})`);
  singleClient.agent.destroy();
  batchClient.agent.destroy();
  warmClient.agent.destroy();
  await stop(server);

  // ---- Pass 2: counted, through the statement proxy.
  proxy = await startStatementProxy(BENCH_URL);
  const counter = await startApp(app.dir, COUNT_PORT, { ...SERVER_ENV, DATABASE_URL: proxy.url, APP_URL: `http://127.0.0.1:${COUNT_PORT}` }, warm2!.token);
  const cc = newClient(COUNT_PORT);
  await singles(cc, warm2!.token, 5); // the guard's and services' first use, not counted
  const counted = async (work: () => Promise<void>) => {
    proxy!.reset();
    await work();
    return proxy!.counts();
  };
  const countBody = uploadBody("count", COUNT_N);
  const c: Counted = {
    singles: await counted(() => singles(cc, ca!.token, COUNT_N)),
    batch: await counted(() => upload(cc, cb!.token, countBody, COUNT_N, "applied")),
    repeat: await counted(() => upload(cc, cb!.token, countBody, COUNT_N, "duplicate")),
  };
  cc.agent.destroy();
  await stop(counter);
  await proxy.close();
  proxy = undefined;

  // ---- Report.
  const perOp = (x: number, n: number) => Number((x / n).toFixed(2));
  const cpuPerOp = (t: Timed) => ({ serverMs: perOp(t.cpu.server, N), postgresMs: perOp(t.cpu.postgres, N), otherProcessesPercent: t.cpu.otherProcessesPercent });
  log("");
  log(`Per operation (timed pass, ${N} ops; CPU from /proc):`);
  const row = (name: string, t: Timed, k: StatementCounts) =>
    log(`  ${name.padEnd(16)} ${perOp(t.ms, N).toFixed(2).padStart(6)} ms wall  ${perOp(t.cpu.server, N).toFixed(2).padStart(5)} ms server CPU  ${perOp(t.cpu.postgres, N).toFixed(2).padStart(5)} ms postgres CPU  ${perOp(k.statements, COUNT_N).toFixed(2).padStart(5)} statements  ${perOp(k.roundTrips, COUNT_N).toFixed(2).padStart(5)} round trips  (other processes ${t.cpu.otherProcessesPercent} % of the machine)`);
  row("single POST", s, c.singles);
  row("upload", u, c.batch);
  row("repeat upload", r, c.repeat);
  log("");
  log(`Statements per operation by kind (counted pass, ${COUNT_N} ops each):`);
  const labels = [...new Set([...Object.keys(c.singles.byLabel), ...Object.keys(c.batch.byLabel), ...Object.keys(c.repeat.byLabel)])].sort();
  log(`  ${"statement".padEnd(50)} ${"single".padStart(7)} ${"upload".padStart(7)} ${"repeat".padStart(7)}`);
  for (const l of labels) {
    const v = (k: StatementCounts) => (k.byLabel[l] ? perOp(k.byLabel[l]!, COUNT_N).toFixed(2) : "-").padStart(7);
    log(`  ${l.slice(0, 50).padEnd(50)} ${v(c.singles)} ${v(c.batch)} ${v(c.repeat)}`);
  }
  log("");
  log(`Batch ${(s.ms / u.ms).toFixed(2)}× faster than the singles (target ≥ 5×: ${s.ms / u.ms >= 5 ? "met" : "not met"}); repeat ${(u.ms / r.ms).toFixed(2)}× faster than the first upload (target ≥ 10×: ${u.ms / r.ms >= 10 ? "met" : "not met"}).`);
  log(`uptime: ${loadText(load())}`);

  const report = {
    benchmark: `POST ${UPLOAD} of ${N} dive_log.create vs ${N} POST ${SINGLES}, through next start`,
    date: new Date().toISOString(),
    build: { buildId: app.buildId, gitHead: gitHead() },
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? "unknown", node: process.version },
    operations: N,
    uploadBytes: Buffer.byteLength(body),
    singlesMs: s.ms, batchMs: u.ms, repeatMs: r.ms,
    batchSpeedup: Number((s.ms / u.ms).toFixed(2)),
    repeatSpeedup: Number((u.ms / r.ms).toFixed(2)),
    loadAverage: { singles: s.load, batch: u.load, repeat: r.load },
    cpuPerOperation: { singles: cpuPerOp(s), batch: cpuPerOp(u), repeat: cpuPerOp(r) },
    statementsCounted: { operations: COUNT_N, ...c },
    statementsPerOperation: { singles: perOp(c.singles.statements, COUNT_N), batch: perOp(c.batch.statements, COUNT_N), repeat: perOp(c.repeat.statements, COUNT_N) },
  };
  writeResult("sync", report);
  log(`Total ${since(started)}.`);
}

await runMain(main, cleanup, () => servers.map((sv) => (sv.output.length ? `${sv.name} output:\n${sv.output.join("").slice(-3000)}\n` : "")).join(""));
