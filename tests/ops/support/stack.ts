import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort, startPgCluster, type PgCluster } from "@/tests/support/pg-cluster";
import { PROXY_ADDRESS, request, waitFor } from "@/tests/ops/support/http";

// The production shape on loopback: a private PostgreSQL, the migrate step, two app instances
// (scripts/server.mjs on the built app) and nginx with deploy/nginx/divecert.conf. Every process
// started here is killed by destroy(), and by the exit hook if a test run dies first.

const ROOT = path.resolve(import.meta.dirname, "../../..");
const NGINX = "/usr/sbin/nginx";
export const AUTH_SECRET = "ops-tier-secret-0123456789-abcdefghijklmnopqrstuvwxyz";
export const WEBHOOK_SECRET = "whsec_ops_tier_0123456789abcdef";

const children = new Set<ChildProcess>();
const clusters = new Set<PgCluster>();
function killEverything() {
  for (const child of children) child.kill("SIGKILL");
  for (const cluster of clusters) cluster.destroy();
  clusters.clear();
}
process.on("exit", killEverything);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    killEverything();
    process.exit(130);
  });
}

export type Instance = {
  name: string;
  port: number;
  url: string;
  /** Every stderr line (JSON logs) since the stack started. */
  logs: string[];
  start: () => Promise<void>;
  /** Sends the signal and resolves with the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
  running: () => boolean;
};

export type Stack = {
  pg: PgCluster;
  nginxUrl: string;
  nginxLog: () => string[];
  instances: [Instance, Instance];
  sql: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  destroy: () => Promise<void>;
};

function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { PATH, HOME, LANG } = process.env;
  // A test install on purpose: without STRIPE_SECRET_KEY a server install refuses to start unless
  // STRIPE_EMULATOR=1 (issue 35); the tier pays through the built-in emulator behind nginx.
  return { PATH, HOME, LANG, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", AUTH_SECRET, STRIPE_EMULATOR: "1", ...extra };
}

/** The migrate step, twice at once, as N instances starting together would run it. */
export async function prepareDatabase(url: string): Promise<number[]> {
  const run = () =>
    new Promise<number>((resolve) => {
      const child = spawn(path.join(ROOT, "node_modules/.bin/tsx"), ["scripts/prepare-db.ts"], {
        cwd: ROOT,
        env: baseEnv({ DATABASE_URL: url, SEED_DEMO: "1", LOG_LEVEL: "warn" }),
        stdio: ["ignore", "ignore", "inherit"],
      });
      children.add(child);
      child.on("exit", (code) => {
        children.delete(child);
        resolve(code ?? -1);
      });
    });
  return Promise.all([run(), run()]);
}

function startInstance(name: string, port: number, env: NodeJS.ProcessEnv): Instance {
  const logs: string[] = [];
  let child: ChildProcess | undefined;
  const instance: Instance = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    logs,
    running: () => !!child && child.exitCode === null && child.signalCode === null,
    start: async () => {
      const proc = spawn(process.execPath, ["scripts/server.mjs"], { cwd: ROOT, env, stdio: ["ignore", "ignore", "pipe"] });
      child = proc;
      children.add(proc);
      let partial = "";
      proc.stderr!.on("data", (chunk: Buffer) => {
        const lines = (partial + chunk.toString("utf8")).split("\n");
        partial = lines.pop() ?? "";
        logs.push(...lines.filter(Boolean));
      });
      proc.on("exit", () => children.delete(proc));
      await waitFor(`${name} /health`, () => request(`${instance.url}/api/v1/health`, { timeoutMs: 2_000 }), (r) => r.status === 200, 90_000);
    },
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        const proc = child;
        if (!proc || proc.exitCode !== null || proc.signalCode !== null) return resolve(proc?.exitCode ?? null);
        proc.once("exit", (code) => resolve(code));
        proc.kill(signal);
      }),
  };
  return instance;
}

/** deploy/nginx/divecert.conf with only the listen line, upstream servers and log path changed. */
export function renderNginxSite(listenPort: number, upstreamPorts: number[], logFile: string): string {
  const site = readFileSync(path.join(ROOT, "deploy/nginx/divecert.conf"), "utf8");
  const servers = upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join("\n");
  const out = site
    .replace(/^ {4}server 127\.0\.0\.1:3001 .*\n {4}server 127\.0\.0\.1:3002 .*$/m, servers)
    .replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${listenPort};\n    proxy_bind ${PROXY_ADDRESS};`)
    .replace(/access_log \/var\/log\/nginx\/divecert\.log/, `access_log ${logFile}`);
  if (out === site || !out.includes(`listen 127.0.0.1:${listenPort}`) || !out.includes(`:${upstreamPorts[1]} `)) {
    throw new Error("deploy/nginx/divecert.conf changed shape: the ops tier cannot rewrite its ports");
  }
  return out;
}

function startNginx(dir: string, port: number, upstreamPorts: number[]): { log: string; proc: ChildProcess } {
  const log = path.join(dir, "access.log");
  for (const d of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, d), { recursive: true });
  writeFileSync(path.join(dir, "divecert.conf"), renderNginxSite(port, upstreamPorts, log));
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      "daemon off;",
      "master_process off;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      ...["body", "proxy", "fastcgi", "uwsgi", "scgi"].map((d) => `  ${d === "body" ? "client_body" : d}_temp_path ${dir}/${d};`),
      `  include ${dir}/divecert.conf;`,
      "}",
    ].join("\n"),
  );
  const test = spawnSync(NGINX, ["-t", "-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx -t failed: ${test.stderr}`);
  const proc = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], { stdio: "ignore" });
  children.add(proc);
  proc.on("exit", () => children.delete(proc));
  return { log, proc };
}

export async function startStack(instanceEnv: Record<string, string> = {}): Promise<Stack> {
  if (!existsSync(NGINX)) throw new Error("nginx is not installed (scripts/test-ops.sh installs Debian's nginx)");
  if (!existsSync(path.join(ROOT, ".next/BUILD_ID"))) throw new Error("the app is not built (scripts/test-ops.sh builds it)");
  const dir = mkdtempSync(path.join(os.tmpdir(), "divecert-ops-"));
  const pgCluster = await startPgCluster();
  clusters.add(pgCluster);
  const pool = new pg.Pool({ connectionString: pgCluster.url, max: 2 });
  pool.on("error", () => undefined);
  let nginx: ReturnType<typeof startNginx> | undefined;
  const instances: Instance[] = [];
  const destroy = async () => {
    await Promise.all(instances.map((i) => i.stop("SIGKILL")));
    nginx?.proc.kill("SIGKILL");
    await pool.end().catch(() => undefined);
    clusters.delete(pgCluster);
    pgCluster.destroy();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const codes = await prepareDatabase(pgCluster.url);
    if (codes.some((c) => c !== 0)) throw new Error(`prepare-db exited ${codes.join(", ")}`);
    const [p1, p2, pn] = [await freePort(), await freePort(), await freePort()];
    const nginxUrl = `http://127.0.0.1:${pn}`;
    for (const [name, port] of [["app-1", p1], ["app-2", p2]] as const) {
      const env = baseEnv({
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: pgCluster.url,
        APP_URL: nginxUrl,
        TRUSTED_PROXIES: PROXY_ADDRESS,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_EMULATOR_URL: nginxUrl,
        SEED_DEMO: "0",
        LOG_LEVEL: "info",
        DB_POOL_MAX: "5",
        SHUTDOWN_GRACE_SECONDS: "10",
        ...instanceEnv,
      });
      instances.push(startInstance(name, port, env));
    }
    await Promise.all(instances.map((i) => i.start()));
    nginx = startNginx(dir, pn, [p1, p2]);
    await waitFor("nginx", () => request(`${nginxUrl}/api/v1/health`, { timeoutMs: 2_000 }), (r) => r.status === 200, 20_000);
    const log = nginx.log;
    return {
      pg: pgCluster,
      nginxUrl,
      nginxLog: () => (existsSync(log) ? readFileSync(log, "utf8").split("\n").filter(Boolean) : []),
      instances: instances as [Instance, Instance],
      sql: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
      destroy,
    };
  } catch (e) {
    await destroy();
    throw e;
  }
}
