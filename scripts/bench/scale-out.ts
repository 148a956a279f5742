// npm run bench:scale-out: two instances behind nginx against one instance alone, on a private
// PostgreSQL (the ops tier's stack: tests/ops/support/stack.ts), for GET /api/v1/profile and
// POST /api/v1/diver/dive-logs. Not part of the tests. Settings: BENCH_SECONDS (default 30),
// BENCH_CONNECTIONS (default 100). Writes bench-results/scale-out.json; see docs/benchmarks.md.
// Needs Debian's nginx (the npm script installs it when missing) and the build. BENCH_SMOKE=1
// (common.ts): the same stack, a few requests per run on 2 connections.
import os from "node:os";
import autocannon from "autocannon";
import { request } from "@/tests/ops/support/http";
import { startStack, type Stack } from "@/tests/ops/support/stack";
import { textTable } from "./autocannon-run";
import { gitHead, loadLength, log, onCleanup, runMain, setting, smoke, writeResult } from "./common";

const SECONDS = setting("BENCH_SECONDS", 30, 1);
const CONNECTIONS = setting("BENCH_CONNECTIONS", 100, 2);
const WARMUP_SECONDS = 3;

type Figures = {
  target: string;
  route: string;
  rps: number;
  answered2xx: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  statuses: Record<string, number>;
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function run(url: string, method: "GET" | "POST", token: string, seconds: number): Promise<Omit<Figures, "target" | "route">> {
  const times: number[] = [];
  const body = method === "POST" ? JSON.stringify({ date: "2026-11-01", dive_time: 42, location: "Bench reef" }) : undefined;
  const instance = autocannon({
    url,
    method,
    connections: CONNECTIONS,
    ...loadLength(seconds),
    timeout: 20,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body,
  }) as ReturnType<typeof autocannon> & { on: (event: "response", fn: (c: unknown, status: number, bytes: number, ms: number) => void) => void };
  instance.on("response", (_c, _status, _bytes, ms) => times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    rps: Math.round(result["2xx"] / result.duration),
    answered2xx: result["2xx"],
    p50: Math.round(percentile(times, 50)),
    p95: Math.round(percentile(times, 95)),
    p99: Math.round(percentile(times, 99)),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
  };
}

let stack: Stack | undefined;
const cleanup = onCleanup(async () => {
  await stack?.destroy();
});

async function main() {
  log(`Scale-out benchmark: ${CONNECTIONS} connections, ${SECONDS} s per run, on ${os.cpus().length} CPUs.`);
  stack = await startStack({ LOG_LEVEL: "warn", RATE_LIMIT_MULTIPLIER: "100000", DB_POOL_MAX: "10" });
  const login = await request(`${stack.nginxUrl}/api/v1/auth/login`, { body: { email: "diver@example.com", password: "DiveCert!2026" } });
  const token = login.json.data.access_token as string;
  const targets = [
    { name: "one instance", base: stack.instances[0].url },
    { name: "two behind nginx", base: stack.nginxUrl },
  ];
  const rows: Figures[] = [];
  for (const [method, route] of [["GET", "/api/v1/profile"], ["POST", "/api/v1/diver/dive-logs"]] as const) {
    for (const target of targets) {
      await run(`${target.base}${route}`, method, token, WARMUP_SECONDS);
      const figures = await run(`${target.base}${route}`, method, token, SECONDS);
      rows.push({ target: target.name, route: `${method} ${route}`, ...figures });
      log(`  ${method} ${route} (${target.name}): ${figures.rps} req/s`);
    }
  }
  const body = rows.map((r, i) => {
    const alone = rows[i - (i % 2)]!;
    return [r.route, r.target, String(r.rps), `${r.p50}`, `${r.p95}`, `${r.p99}`, String(r.non2xx), String(r.errors), i % 2 ? `${(r.rps / alone.rps).toFixed(2)}x` : "1.00x"];
  });
  log("\n" + textTable(["route", "served by", "req/s", "p50 ms", "p95 ms", "p99 ms", "non-2xx", "errors", "ratio"], body, 2));
  // Other work on the machine changes everything: say how busy it was.
  log(`Load average (1, 5, 15 min) at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(", ")}`);
  log("");
  writeResult("scale-out", { commit: gitHead(), connections: CONNECTIONS, seconds: SECONDS, loadavg: os.loadavg(), rows });
  // Under full load a few 503s of a saturated pool are a finding (docs/benchmarks.md); no 2xx at
  // all is a broken benchmark, and so is any failed answer at the smoke run's trickle.
  const broken = rows.filter((r) => r.answered2xx === 0 || (smoke && (r.non2xx > 0 || r.errors > 0)));
  for (const r of broken) log(`FAIL ${r.route} (${r.target}): ${r.answered2xx} 2xx, ${r.non2xx} non-2xx (${JSON.stringify(r.statuses)}), ${r.errors} errors`);
  if (broken.length) process.exitCode = 1;
}

await runMain(main, cleanup);
