// Servers for both benchmarks: the finished `next build` of this tree (waited for, built when
// missing, served from a private copy), and node processes in their own process group.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { log, ORIGINAL_ENV, ROOT, since, smoke } from "./common";

// ---------------------------------------------------------------------------------------------
// Build

const NEXT_DIR = path.join(ROOT, ".next");
export const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");

/** The BUILD_ID of the build in `dir` (.next by default), if any. */
export const buildId = (dir = NEXT_DIR) => {
  const file = path.join(dir, "BUILD_ID");
  return existsSync(file) ? readFileSync(file, "utf8").trim() : undefined;
};
export const buildRunning = () => existsSync(path.join(NEXT_DIR, "lock"));

/** Waits for another engineer's `next build` in this tree; false if it is still running after `ms`. */
export async function waitForOtherBuild(ms: number, reportWait: boolean): Promise<boolean> {
  if (!buildRunning()) return true;
  log("Note: a `next build` is running in this tree (.next/lock); waiting for it...");
  const t = performance.now();
  const deadline = Date.now() + ms;
  while (buildRunning() && Date.now() < deadline) await sleep(2_000);
  if (reportWait) log(`  waited ${since(t)}${buildRunning() ? ", still running" : ""}.`);
  return !buildRunning();
}

/** `npx next build` in this tree (not part of any measurement); returns its exit status. Never in smoke mode. */
export function nextBuild(): number | null {
  // CI builds once before the smoke run: a missing build there is a mistake, not a reason to build.
  if (smoke) throw new Error("BENCH_SMOKE=1 and .next/BUILD_ID is missing: build the app first (`npx next build`); smoke mode never builds");
  log("Note: .next/BUILD_ID is missing, running `npx next build` first (not part of the measurement)...");
  const t = performance.now();
  const built = spawnSync("npx", ["next", "build"], { cwd: ROOT, stdio: "inherit", env: { ...ORIGINAL_ENV, NEXT_TELEMETRY_DISABLED: "1" } });
  if (built.status !== 0) return built.status;
  // The offline web app's service worker from that build (decision 0049), as `npm run build` does.
  const sw = spawnSync("npx", ["tsx", "scripts/build-sw.ts"], { cwd: ROOT, stdio: "inherit", env: { ...ORIGINAL_ENV } });
  if (sw.status === 0) log(`next build and the service worker done in ${since(t)}.`);
  return sw.status;
}

/**
 * A private copy of the finished build (without its cache) in `dest`, so that a rebuild of .next
 * by someone else during the run cannot break the server. Returns its BUILD_ID. `ensureBuild` runs
 * before each attempt: it waits for or makes the build, or returns a BUILD_ID to serve instead.
 */
export async function copyBuild(dest: string, ensureBuild: () => Promise<string | undefined>): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const instead = await ensureBuild();
    if (instead) return instead;
    const id = buildId();
    const fresh = `${dest}.new`;
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
      rmSync(dest, { recursive: true, force: true });
      renameSync(fresh, dest);
      return id;
    } catch (e) {
      rmSync(fresh, { recursive: true, force: true });
      if (attempt === 5) throw new Error(`could not copy the build: ${e instanceof Error ? e.message : String(e)}`);
      await sleep(5_000);
    }
  }
}

/**
 * A private copy of the finished build in `dest` for a benchmark that cannot serve an older one:
 * waits up to `waitMs` for another engineer's build, builds when .next/BUILD_ID is missing.
 */
export async function prepareBuildCopy(dest: string, waitMs = 300_000): Promise<{ dir: string; buildId: string }> {
  const id = await copyBuild(dest, async () => {
    if (!(await waitForOtherBuild(waitMs, false))) throw new Error(`a \`next build\` in this tree is still running after ${waitMs / 1000} s`);
    if (!buildId()) {
      const status = nextBuild();
      if (status !== 0) throw new Error(`next build failed (exit ${status})`);
    }
    return undefined;
  });
  return { dir: dest, buildId: id };
}

// ---------------------------------------------------------------------------------------------
// Servers

export type Server = { name: string; child: ChildProcess; output: string[] };

type StartOptions = {
  env: Record<string, string>;
  cwd?: string;
  /** Echo the first stderr chunks, prefixed with the name. */
  echoStderr?: boolean;
  /** Write V8 CPU profiles to <cpuProfDir>/<name>/. */
  cpuProfDir?: string;
};

/** Starts `node <args>` in its own process group, so stopping it also stops anything it forked. */
export function startNode(name: string, args: string[], o: StartOptions): Server {
  const profile: string[] = [];
  if (o.cpuProfDir) {
    const dir = path.join(o.cpuProfDir, name);
    mkdirSync(dir, { recursive: true });
    profile.push("--cpu-prof", `--cpu-prof-dir=${dir}`);
  }
  const child = spawn(process.execPath, [...profile, ...args], {
    cwd: o.cwd ?? ROOT,
    env: { ...process.env, ...o.env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server: Server = { name, child, output: [] };
  const keep = (chunk: Buffer) => {
    server.output.push(chunk.toString());
    if (server.output.length > 200) server.output.shift();
  };
  child.stdout!.on("data", keep);
  let echoed = 0;
  child.stderr!.on("data", (chunk: Buffer) => {
    keep(chunk);
    if (!o.echoStderr) return;
    if (echoed++ < 5) process.stderr.write(`[${name}] ${chunk.toString().slice(0, 1000)}`);
    else if (echoed === 6) process.stderr.write(`[${name}] (further output kept, shown on failure)\n`);
  });
  return server;
}

/** `next start <dir>` on 127.0.0.1:port. */
export const startNext = (name: string, dir: string, port: number, o: Omit<StartOptions, "cwd">) =>
  startNode(name, [NEXT_BIN, "start", dir, "-p", String(port), "-H", "127.0.0.1"], { ...o, cwd: dir });

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

/** Fails early when another program (someone's dev server) already listens on the port. */
export async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (e: NodeJS.ErrnoException) =>
      reject(new Error(e.code === "EADDRINUSE" ? `port ${port} is in use; stop what listens there and rerun` : e.message)),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

type ReadyOptions = {
  timeoutMs?: number;
  /** Give up after this many 5xx answers. */
  maxServerErrors?: number;
  /** Add the server's last output to the timeout's message. */
  outputOnTimeout?: boolean;
};

/** Polls `url` until it answers 200; returns the JSON body. */
export async function waitReady(server: Server, url: string, token: string, o: ReadyOptions = {}): Promise<unknown> {
  const timeoutMs = o.timeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  let serverErrors = 0;
  while (Date.now() < deadline) {
    if (exited(server)) throw new Error(`${server.name} exited early:\n${server.output.join("").slice(-4000)}`);
    let res: Response | undefined;
    let text = "";
    try {
      res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      text = await res.text();
    } catch (e) {
      last = e instanceof Error ? e.message : String(e); // not listening yet
    }
    if (res?.status === 200) return JSON.parse(text);
    if (res) {
      last = `HTTP ${res.status}: ${text.slice(0, 300)}`;
      if (res.status >= 500 && ++serverErrors >= (o.maxServerErrors ?? Infinity)) {
        throw new Error(`${server.name} keeps answering ${last}\n${server.output.join("").slice(-3000)}`);
      }
    }
    await sleep(100);
  }
  const output = o.outputOnTimeout ? `\n${server.output.join("").slice(-3000)}` : "";
  throw new Error(`${server.name} not ready after ${timeoutMs / 1000} s (${last})${output}`);
}
