// npm run bench:page-nonce: what the pages' per-request CSP nonce (issue 35, decision 0038) costs.
// Two builds on one PostgreSQL database, side by side: BENCH_BASE_DIR, a tree built from the
// branch's base (before the nonce), and this tree. Both serve with their own scripts/server.mjs;
// autocannon loads each formerly static-looking signed-out page on one, then the other, for
// BENCH_ROUNDS alternating rounds, so a busy machine's load falls on both alike. Reports req/s,
// latency, the server's CPU ms per request (much less sensitive to other load) and the load average.
//   git worktree add /tmp/base <base> && (cd /tmp/base && npm ci && npx next build)   # or a copy
//   BENCH_BASE_DIR=/tmp/base npm run bench:page-nonce
// Settings: BENCH_DATABASE_URL (admin connection), BENCH_SECONDS (15 per run), BENCH_ROUNDS (3),
// BENCH_CONNECTIONS (10), BENCH_PAGES ("/login,/").
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ADMIN_URL, applyServerEnv, gitHead, loadLength, log, onCleanup, positiveInt, ROOT, runMain, setting, smoke, writeResult } from "./common";
import { startNode, stop, type Server } from "./app-server";
import { textTable } from "./autocannon-run";
import { createMigratedDatabase, databaseUrl, dropDatabaseQuietly, lockBench } from "./bench-db";
import { cpuSnapshot, cpuUsed } from "./cpu-accounting";

const DB = "divecert_bench_nonce";
// Smoke mode (BENCH_SMOKE=1): this tree is its own base, one round of a few requests.
const BASE_DIR = process.env.BENCH_BASE_DIR ? path.resolve(process.env.BENCH_BASE_DIR) : smoke ? ROOT : "";
const SECONDS = positiveInt(process.env.BENCH_SECONDS, 15);
const ROUNDS = setting("BENCH_ROUNDS", 3, 1);
const CONNECTIONS = setting("BENCH_CONNECTIONS", 10, 2);
const PAGES = (process.env.BENCH_PAGES ?? "/login,/").split(",").filter(Boolean);
const PORTS = { before: 3471, after: 3472 } as const;
type Side = keyof typeof PORTS;

const URL_ = databaseUrl(ADMIN_URL, DB);
const SERVER_ENV = applyServerEnv(URL_, "http://127.0.0.1");
const servers: Partial<Record<Side, Server>> = {};
let release: (() => Promise<void>) | undefined;

const cleanup = onCleanup(async () => {
  await Promise.all(Object.values(servers).map((s) => stop(s)));
  await release?.();
  await dropDatabaseQuietly(ADMIN_URL, DB);
});

const load = () => os.loadavg().map((n) => n.toFixed(1)).join(" ");

async function serve(side: Side, dir: string): Promise<Server> {
  const port = PORTS[side];
  const server = startNode(side, [path.join(dir, "scripts", "server.mjs")], {
    cwd: dir,
    env: { ...SERVER_ENV, PORT: String(port), HOST: "127.0.0.1", APP_URL: `http://127.0.0.1:${port}`, SEED_DEMO: "0" },
  });
  servers[side] = server;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then((r) => r.ok, () => false);
    if (ok) return server;
    if (server.child.exitCode !== null || Date.now() > deadline) throw new Error(`${side} did not start:\n${server.output.join("").slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

type Row = { side: Side; page: string; round: number; rps: number; p50: number; p99: number; cpuMsPerReq: number; non2xx: number; load: string };

async function measure(side: Side, page: string, round: number): Promise<Row> {
  const url = `http://127.0.0.1:${PORTS[side]}${page}`;
  await autocannon({ url, connections: CONNECTIONS, ...loadLength(3) });
  const before = cpuSnapshot(servers[side]!.child.pid!, DB);
  const r = await autocannon({ url, connections: CONNECTIONS, ...loadLength(SECONDS) });
  const cpu = cpuUsed(before, cpuSnapshot(servers[side]!.child.pid!, DB));
  return { side, page, round, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpuMsPerReq: cpu.server / Math.max(1, r.requests.total), non2xx: r.non2xx, load: load() };
}

async function main() {
  if (!BASE_DIR || !existsSync(path.join(BASE_DIR, ".next", "BUILD_ID"))) throw new Error("BENCH_BASE_DIR must name a built tree of the base (see the header of this file)");
  if (!existsSync(path.join(ROOT, ".next", "BUILD_ID"))) throw new Error("this tree is not built (npx next build)");
  release = await lockBench(ADMIN_URL, DB, "bench:page-nonce");
  await createMigratedDatabase(ADMIN_URL, DB);
  log(`bench:page-nonce, commit ${gitHead()}, base ${BASE_DIR}; ${ROUNDS} rounds x ${PAGES.join(", ")}, ${CONNECTIONS} connections, ${SECONDS} s each; load average ${load()}`);
  await serve("before", BASE_DIR);
  await serve("after", ROOT);
  for (const page of PAGES) {
    for (const side of ["before", "after"] as const) {
      const res = await fetch(`http://127.0.0.1:${PORTS[side]}${page}`);
      const body = await res.text();
      log(`  ${side} ${page}: ${res.status}, ${body.length} bytes, script-src: ${/script-src [^;]*/.exec(res.headers.get("content-security-policy") ?? "")?.[0]}`);
    }
  }
  const rows: Row[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const page of PAGES) {
      // Alternate which side goes first, so neither always meets the machine as the other left it.
      for (const side of round % 2 ? (["before", "after"] as const) : (["after", "before"] as const)) {
        const row = await measure(side, page, round);
        rows.push(row);
        log(`  round ${round} ${side.padEnd(6)} ${page.padEnd(8)} ${row.rps.toFixed(1)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.cpuMsPerReq.toFixed(2)} CPU ms/req, load ${row.load}`);
      }
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const body = PAGES.flatMap((page) =>
    (["before", "after"] as const).map((side) => {
      const mine = rows.filter((r) => r.page === page && r.side === side);
      return [page, side, median(mine.map((r) => r.rps)).toFixed(1), String(median(mine.map((r) => r.p50))), String(median(mine.map((r) => r.p99))), median(mine.map((r) => r.cpuMsPerReq)).toFixed(2), String(mine.reduce((n, r) => n + r.non2xx, 0))];
    }),
  );
  log(`\nMedians of ${ROUNDS} rounds (load average at the end ${load()}):\n`);
  log(textTable(["page", "build", "req/s", "p50 ms", "p99 ms", "CPU ms/req", "non-2xx"], body, 2));
  writeResult("page-nonce", { commit: gitHead(), base: BASE_DIR, pages: PAGES, rounds: ROUNDS, connections: CONNECTIONS, seconds: SECONDS, loadAverage: load(), rows });
}

void runMain(main, cleanup);
