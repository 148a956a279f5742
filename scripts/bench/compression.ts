// npm run bench:compression: what compressing GET /api/v1/profile costs and saves, through
// scripts/server.mjs (what `npm start` and the image serve) on PostgreSQL. One server; the answer's
// size as identity, gzip and br; then rounds of autocannon load with each Accept-Encoding in turn
// (interleaved, so other load on the machine spreads over all three alike), with the server
// process group's CPU time per request. Not part of the tests. See docs/benchmarks.md.
//
// Settings (environment): BENCH_DATABASE_URL (admin connection), BENCH_SECONDS (per round and
// encoding, default 8), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 10). BENCH_SMOKE=1
// (common.ts): one round of a few requests per encoding on 2 connections, 20 compressions each.
import { cpSync, mkdirSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { assertPortFree, prepareBuildCopy, startNode, stop, waitReady, type Server } from "./app-server";
import { textTable } from "./autocannon-run";
import { createMigratedDatabase, databaseUrl, dropDatabaseQuietly, lockBench } from "./bench-db";
import { cpuSnapshot, cpuUsed } from "./cpu-accounting";
import { ADMIN_URL, applyServerEnv, gitHead, loadLength, log, onCleanup, ROOT, runMain, setting, since, sized, writeResult } from "./common";
import { seed } from "./profile-db";

const DB_NAME = "divecert_bench_compression";
const PORT = 3905;
const ROUTE = "/api/v1/profile";
const SECONDS = setting("BENCH_SECONDS", 8, 1);
const ROUNDS = setting("BENCH_ROUNDS", 3, 1);
const CONNECTIONS = setting("BENCH_CONNECTIONS", 10, 2);
const SNAPSHOT = path.join(ROOT, "bench-results", "compression-app");
const ENCODINGS = [
  { name: "identity", accept: "identity" },
  { name: "gzip", accept: "gzip" },
  { name: "br", accept: "br" },
] as const;

const BENCH_URL = databaseUrl(ADMIN_URL, DB_NAME);
const SERVER_ENV = applyServerEnv(BENCH_URL, `http://127.0.0.1:${PORT}`);

let server: Server | undefined;
let release: (() => Promise<void>) | undefined;
let databaseCreated = false;
const cleanup = onCleanup(async () => {
  await stop(server);
  if (databaseCreated) await dropDatabaseQuietly(ADMIN_URL, DB_NAME);
  await release?.();
});

/** One GET with the bytes as they came over the wire. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

const decode = (encoding: string | undefined, body: Buffer) => (encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body);

async function main(): Promise<void> {
  const started = performance.now();
  release = await lockBench(ADMIN_URL, DB_NAME, "compression benchmark");
  const loadAtStart = os.loadavg().map((l) => Number(l.toFixed(2)));
  log(`Load average at start: ${loadAtStart.join(", ")} on ${os.cpus().length} cores.`);
  const { buildId } = await prepareBuildCopy(SNAPSHOT);
  // The server serves the directory it sits in: a copy beside the copied build.
  mkdirSync(path.join(SNAPSHOT, "scripts"), { recursive: true });
  cpSync(path.join(ROOT, "scripts", "server.mjs"), path.join(SNAPSHOT, "scripts", "server.mjs"));

  databaseCreated = true;
  await createMigratedDatabase(ADMIN_URL, DB_NAME);
  const userId = await seed(BENCH_URL);
  const { signAccessToken } = await import("@/lib/auth/jwt");
  const { token } = await signAccessToken(userId);

  await assertPortFree(PORT);
  server = startNode("server.mjs", [path.join(SNAPSHOT, "scripts", "server.mjs")], { cwd: SNAPSHOT, env: { ...SERVER_ENV, PORT: String(PORT), HOST: "127.0.0.1" }, echoStderr: true });
  const url = `http://127.0.0.1:${PORT}${ROUTE}`;
  await waitReady(server, url, token, { maxServerErrors: 20 });
  log(`Build ${buildId} through scripts/server.mjs answering 200.`);

  // Sizes, and every encoding decodes to the same document.
  const sizes: Record<string, { bytes: number; contentEncoding: string | null }> = {};
  let reference: unknown;
  for (const e of ENCODINGS) {
    const res = await rawGet(url, { authorization: `Bearer ${token}`, "accept-encoding": e.accept });
    const encoding = res.headers["content-encoding"];
    if ((encoding ?? "identity") !== e.name) throw new Error(`asked for ${e.accept}, got Content-Encoding ${encoding ?? "(none)"}`);
    const doc = JSON.parse(decode(encoding, res.body).toString("utf8"));
    reference ??= doc;
    if (JSON.stringify(doc) !== JSON.stringify(reference)) throw new Error(`${e.name} decodes to a different document`);
    sizes[e.name] = { bytes: res.body.length, contentEncoding: encoding ?? null };
  }
  const qr = JSON.stringify((reference as { data?: { qrcode?: unknown } }).data?.qrcode ?? "").length;

  // The compression alone, in this process, on the same bytes with the server's settings: CPU
  // time per answer, which other load on the machine does not inflate the way it does wall time.
  const body = Buffer.from(decode(undefined, (await rawGet(url, { authorization: `Bearer ${token}`, "accept-encoding": "identity" })).body));
  const cpuPerCall = (fn: () => unknown, n = sized(2000, 20)) => {
    for (let i = 0; i < sized(200, 2); i++) fn();
    const t = process.cpuUsage();
    for (let i = 0; i < n; i++) fn();
    const d = process.cpuUsage(t);
    return Number(((d.user + d.system) / 1000 / n).toFixed(4));
  };
  const compressOnly = {
    gzipMs: cpuPerCall(() => gzipSync(body, { level: 6 })),
    brotliMs: cpuPerCall(() => brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } })),
    brotli11Ms: cpuPerCall(() => brotliCompressSync(body), sized(200, 5)),
    gzipBytes: gzipSync(body, { level: 6 }).length,
    brotliBytes: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }).length,
    brotli11Bytes: brotliCompressSync(body).length,
  };
  log(`Compression alone (this process, ${body.length} bytes): gzip -6 ${compressOnly.gzipMs} ms CPU → ${compressOnly.gzipBytes} B; brotli q4 ${compressOnly.brotliMs} ms → ${compressOnly.brotliBytes} B; brotli q11 ${compressOnly.brotli11Ms} ms → ${compressOnly.brotli11Bytes} B.`);

  // Interleaved rounds (a 4 s warm-up for each encoding first, not counted).
  const totals = Object.fromEntries(ENCODINGS.map((e) => [e.name, { requests: 0, serverCpuMs: 0, seconds: 0, non2xx: 0, errors: 0, p50: [] as number[], otherPercent: [] as number[] }]));
  const load = (accept: string, duration: number) =>
    autocannon({ url, connections: CONNECTIONS, ...loadLength(duration), headers: { authorization: `Bearer ${token}`, "accept-encoding": accept } });
  for (const e of ENCODINGS) await load(e.accept, 4);
  const loads: number[][] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const e of ENCODINGS) {
      const before = cpuSnapshot(server.child.pid!, DB_NAME);
      const r = await load(e.accept, SECONDS);
      const cpu = cpuUsed(before, cpuSnapshot(server.child.pid!, DB_NAME));
      const t = totals[e.name]!;
      t.requests += r.requests.total;
      t.serverCpuMs += cpu.server;
      t.seconds += r.duration;
      t.non2xx += r.non2xx;
      t.errors += r.errors + r.timeouts;
      t.p50.push(r.latency.p50);
      t.otherPercent.push(cpu.otherProcessesPercent);
      log(`round ${round} ${e.name.padEnd(8)} ${r.requests.total} requests, server CPU ${cpu.server} ms (${(cpu.server / r.requests.total).toFixed(3)} ms/request), other processes ${cpu.otherProcessesPercent}% of the machine`);
    }
    loads.push(os.loadavg().map((l) => Number(l.toFixed(2))));
  }

  const rows = ENCODINGS.map((e) => {
    const t = totals[e.name]!;
    return {
      encoding: e.name,
      bytes: sizes[e.name]!.bytes,
      requests: t.requests,
      requestsPerSecond: Number((t.requests / t.seconds).toFixed(1)),
      serverCpuMsPerRequest: Number((t.serverCpuMs / t.requests).toFixed(3)),
      p50LatencyMs: t.p50.sort((a, b) => a - b)[Math.floor(t.p50.length / 2)]!,
      otherProcessesPercent: t.otherPercent,
      non2xx: t.non2xx,
      errors: t.errors,
    };
  });
  const identity = rows[0]!;
  log("");
  log(
    textTable(
      ["Accept-Encoding", "answer bytes", "of identity", "req/s", "server CPU ms/req", "vs identity", "p50 ms"],
      rows.map((r) => [
        r.encoding,
        String(r.bytes),
        `${((100 * r.bytes) / identity.bytes).toFixed(0)}%`,
        r.requestsPerSecond.toFixed(0),
        r.serverCpuMsPerRequest.toFixed(3),
        `${r.serverCpuMsPerRequest >= identity.serverCpuMsPerRequest ? "+" : ""}${(r.serverCpuMsPerRequest - identity.serverCpuMsPerRequest).toFixed(3)}`,
        String(r.p50LatencyMs),
      ]),
      1,
    ),
  );
  const loadAtEnd = os.loadavg().map((l) => Number(l.toFixed(2)));
  log(`\nLoad average after each round: ${loads.map((l) => l.join("/")).join("; ")}; at the end ${loadAtEnd.join(", ")}.`);

  const report = {
    benchmark: `GET ${ROUTE} through scripts/server.mjs, by Accept-Encoding`,
    date: new Date().toISOString(),
    build: { buildId, gitHead: gitHead() },
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? "unknown", node: process.version },
    settings: { connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS },
    loadAverage: { atStart: loadAtStart, afterEachRound: loads, atEnd: loadAtEnd },
    qrCodeJsonBytes: qr,
    sizes,
    compressOnly,
    results: rows,
  };
  writeResult("compression", report);
  log(`Total ${since(started)}.`);
  if (rows.some((r) => r.non2xx > 0 || r.errors > 0)) {
    log(`FAIL: ${rows.map((r) => `${r.encoding}: ${r.non2xx} non-2xx, ${r.errors} errors`).join("; ")}`);
    process.exitCode = 1;
  }
}

await runMain(main, cleanup, () => server?.output.join("").slice(-3000) ?? "");
