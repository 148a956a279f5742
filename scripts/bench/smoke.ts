// npm run bench:smoke: every benchmark once in smoke mode (BENCH_SMOKE=1, common.ts), one after
// the other: tiny data and a few requests, the whole code path, the JSON written as usual. Proves
// each script still works; not a timing. CI runs it after `next build` (the benchmarks that serve
// the app never build in smoke mode).
//
// The list is package.json's own: every `bench:*` script except this one, in the order written
// there (the aggregate `bench` is not a `bench:*` script), so a new benchmark is smoke-run as soon
// as it has its npm script. Each must write its result through writeResult (common.ts), which
// records the file in BENCH_RESULT_LOG; a script that exits 0 without writing parseable JSON
// marked "smoke": true fails here.
//
// Prints each script's name, wall time and pass/fail, then `Benchmarks: N passed, M failed`;
// exits 1 if any failed. `npm run bench:smoke -- profile jobs` runs only those (names without
// the bench: prefix). Output of each script goes to bench-results/smoke/<name>.log, and its tail
// to the terminal when it fails.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const LOG_DIR = path.join(ROOT, "bench-results", "smoke");
/** A bound per script, whatever hangs (its process group is killed): smoke runs take seconds. */
const TIMEOUT_MS = Number(process.env.BENCH_SMOKE_TIMEOUT_SECONDS ?? 600) * 1000;
const NOT_BENCHMARKS = new Set(["bench", "bench:smoke"]);

/** The `bench:*` npm scripts that are benchmarks, in package.json's order. */
function benchScripts(scripts: Record<string, string>): string[] {
  return Object.keys(scripts).filter((name) => name.startsWith("bench:") && !NOT_BENCHMARKS.has(name));
}

type Outcome = { name: string; seconds: number; ok: boolean; why: string; results: string[] };

function run(name: string, resultLog: string): Promise<{ code: number | null; signal: string | null; timedOut: boolean; tail: string }> {
  const logFile = createWriteStream(path.join(LOG_DIR, `${name.replace(/^bench:/, "")}.log`));
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", name], {
      cwd: ROOT,
      env: { ...process.env, BENCH_SMOKE: "1", BENCH_RESULT_LOG: resultLog },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true, // its own process group: a timeout kills the servers it started too
    });
    let tail = "";
    const keep = (chunk: Buffer) => {
      logFile.write(chunk);
      tail = (tail + chunk.toString()).slice(-6000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, "SIGTERM");
        setTimeout(() => {
          try {
            process.kill(-child.pid!, "SIGKILL");
          } catch {
            /* gone */
          }
        }, 15_000).unref();
      } catch {
        /* gone */
      }
    }, TIMEOUT_MS);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      logFile.end();
      resolve({ code, signal, timedOut, tail });
    });
  });
}

/** What is wrong with the result files a script reported, if anything. */
function checkResults(files: string[], since: number): string | undefined {
  if (files.length === 0) return "exited 0 but wrote no result (every benchmark writes its JSON through writeResult in scripts/bench/common.ts)";
  for (const file of files) {
    if (!existsSync(file)) return `${path.relative(ROOT, file)} is missing`;
    if (statSync(file).mtimeMs < since) return `${path.relative(ROOT, file)} was not rewritten`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, "utf8"));
    } catch (e) {
      return `${path.relative(ROOT, file)} is not JSON: ${e instanceof Error ? e.message : String(e)}`;
    }
    if ((parsed as { smoke?: unknown } | null)?.smoke !== true) return `${path.relative(ROOT, file)} lacks "smoke": true`;
  }
  return undefined;
}

async function main(): Promise<void> {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
  const all = benchScripts(pkg.scripts);
  const wanted = process.argv.slice(2).map((a) => (a.startsWith("bench:") ? a : `bench:${a}`));
  const unknown = wanted.filter((w) => !all.includes(w));
  if (unknown.length) throw new Error(`no such benchmark: ${unknown.join(", ")} (there are ${all.join(", ")})`);
  const names = wanted.length ? all.filter((n) => wanted.includes(n)) : all;

  mkdirSync(LOG_DIR, { recursive: true });
  const load = () => os.loadavg().map((l) => l.toFixed(2)).join(", ");
  process.stdout.write(`Smoke run of ${names.length} benchmarks (BENCH_SMOKE=1), load average ${load()} on ${os.cpus().length} cores; logs in ${path.relative(ROOT, LOG_DIR)}/.\n`);
  const started = performance.now();
  const outcomes: Outcome[] = [];
  for (const name of names) {
    process.stdout.write(`${name} ... `);
    const resultLog = path.join(LOG_DIR, `${name.replace(/^bench:/, "")}.results`);
    rmSync(resultLog, { force: true });
    const t = performance.now();
    const since = Date.now() - 1000;
    const r = await run(name, resultLog);
    const seconds = (performance.now() - t) / 1000;
    const results = existsSync(resultLog) ? readFileSync(resultLog, "utf8").split("\n").filter(Boolean) : [];
    rmSync(resultLog, { force: true });
    let why = "";
    if (r.timedOut) why = `timed out after ${TIMEOUT_MS / 1000} s`;
    else if (r.code !== 0) why = r.signal ? `killed by ${r.signal}` : `exit code ${r.code}`;
    else why = checkResults(results, since) ?? "";
    const ok = why === "";
    outcomes.push({ name, seconds, ok, why, results });
    process.stdout.write(`${ok ? "pass" : "FAIL"}  ${seconds.toFixed(1)} s${ok ? `  (${results.map((f) => path.relative(ROOT, f)).join(", ")})` : `: ${why}`}\n`);
    if (!ok) process.stdout.write(`--- last output of ${name} (whole log: ${path.relative(ROOT, LOG_DIR)}/${name.replace(/^bench:/, "")}.log) ---\n${r.tail.trimEnd()}\n---\n`);
  }
  const total = (performance.now() - started) / 1000;
  const passed = outcomes.filter((o) => o.ok).length;
  const failed = outcomes.length - passed;
  process.stdout.write("\n");
  const width = Math.max(...outcomes.map((o) => o.name.length));
  for (const o of outcomes) process.stdout.write(`  ${o.name.padEnd(width)}  ${o.seconds.toFixed(1).padStart(6)} s  ${o.ok ? "pass" : `FAIL (${o.why})`}\n`);
  process.stdout.write(`Total ${total.toFixed(1)} s; load average ${load()}.\n`);
  process.stdout.write(`Benchmarks: ${passed} passed, ${failed} failed\n`);
  if (failed) process.exitCode = 1;
}

main().catch((e: unknown) => {
  process.stderr.write(`bench:smoke: ${e instanceof Error ? e.message : String(e)}\n`);
  process.stdout.write("Benchmarks: 0 passed, 1 failed\n");
  process.exitCode = 1;
});
