// Small pieces every benchmark uses: paths, logging, settings, smoke mode, the result file, the
// servers' environment and the run's lifecycle (cleanup on exit or on a signal).
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const ADMIN_URL = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
/** The environment as it was before a benchmark set the servers' variables (for `next build`). */
export const ORIGINAL_ENV = { ...process.env };

export const log = (line: string) => process.stdout.write(`${line}\n`);
export const since = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`;

export function positiveInt(text: string | undefined, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

// ---------------------------------------------------------------------------------------------
// Smoke mode: BENCH_SMOKE=1, read here and nowhere else. Every benchmark then runs its whole code
// path on tiny data for a moment (a handful of rows, a few requests per load run, one round) and
// writes its JSON as usual with "smoke": true: it proves the script still works, it is not a
// timing. `npm run bench:smoke` (scripts/bench/smoke.ts) runs every bench:* script this way.

export const smoke = process.env.BENCH_SMOKE === "1";

/** `full` normally, `tiny` in smoke mode. */
export const sized = <T>(full: T, tiny: T): T => (smoke ? tiny : full);

/** A positive integer setting from the environment (`full` when unset); `tiny` in smoke mode, whatever the environment says. */
export const setting = (name: string, full: number, tiny: number): number => (smoke ? tiny : positiveInt(process.env[name], full));

/** Requests of one autocannon run (warm-up or measurement) in smoke mode. */
export const SMOKE_REQUESTS = 10;

/**
 * autocannon's length of a load run: `seconds` normally; in smoke mode SMOKE_REQUESTS requests,
 * sampled every 100 ms (autocannon stops only at a sample's end: with its 1 s default every run
 * would last a second however few its requests; its requests.mean is then per 100 ms).
 */
export const loadLength = (seconds: number): { duration: number } | { amount: number; sampleInt: number } =>
  smoke ? { amount: SMOKE_REQUESTS, sampleInt: 100 } : { duration: seconds };

if (smoke) process.stdout.write("BENCH_SMOKE=1: smoke mode, tiny data and a few requests; the figures are not timings.\n");

/**
 * Writes the benchmark's result to bench-results/<name>.json (with "smoke": true in smoke mode)
 * and, when BENCH_RESULT_LOG names a file (the smoke runner's), appends the path written to it,
 * so the runner can check that every benchmark wrote and can parse its JSON. Returns the path.
 */
export function writeResult(name: string, report: object): string {
  const file = path.join(ROOT, "bench-results", `${name}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(smoke ? { smoke: true, ...report } : report, null, 2)}\n`);
  if (process.env.BENCH_RESULT_LOG) appendFileSync(process.env.BENCH_RESULT_LOG, `${file}\n`);
  log(`Results written to ${path.relative(ROOT, file)}.`);
  return file;
}

export const gitHead = () => spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).stdout.trim() || null;

/**
 * Everything the servers read through lib/env.ts, also set in this process (before any lib module
 * calls env(), so the token this process signs uses the servers' AUTH_SECRET).
 */
export function applyServerEnv(databaseUrl: string, appUrl: string): Record<string, string> {
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: randomBytes(48).toString("base64url"),
    APP_URL: appUrl,
    LOG_LEVEL: "warn",
    RATE_LIMIT_MULTIPLIER: "100000",
    DB_POOL_MAX: "10",
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    // No Stripe account here: the built-in emulator, on purpose (a server install needs the flag).
    STRIPE_EMULATOR: "1",
  };
  Object.assign(process.env, env);
  return env;
}

/** Runs `work` once on SIGINT/SIGTERM (then exits 130) or when the returned function is called. */
export function onCleanup(work: () => Promise<void>): () => Promise<void> {
  let cleaning: Promise<void> | undefined;
  const cleanup = () => (cleaning ??= work());
  for (const sig of ["SIGINT", "SIGTERM"] as const) {
    process.once(sig, () => {
      process.stderr.write(`\nbench: ${sig}, cleaning up...\n`);
      void cleanup().finally(() => process.exit(130));
    });
  }
  return cleanup;
}

/** Runs main; on an error prints it (and `more()`), sets exit code 1; always cleans up. */
export async function runMain(main: () => Promise<void>, cleanup: () => Promise<void>, more?: () => string): Promise<void> {
  try {
    await main();
  } catch (e) {
    process.stderr.write(`bench: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    const extra = more?.();
    if (extra) process.stderr.write(extra);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}
