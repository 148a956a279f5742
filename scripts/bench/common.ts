// Small pieces both benchmarks (run.ts and dive-logs.ts) use: paths, logging, settings, the
// servers' environment and the run's lifecycle (cleanup on exit or on a signal).
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
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
