import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

// A throwaway PostgreSQL server built from the machine's own Debian binaries, on a free loopback
// port, that a failure test may stop and start without touching the shared server other tests
// (and other tiers) use. initdb refuses to run as root, so as root the commands run as the
// `postgres` system user.

export type PgCluster = {
  /** postgresql://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  stop: () => void;
  start: () => void;
  destroy: () => void;
};

function binDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((v) => existsSync(path.join(root, v, "bin", "pg_ctl")));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : undefined;
}

/** True when this machine has PostgreSQL's server binaries (Debian's postgresql package). */
export function canStartPgCluster(): boolean {
  return binDir() !== undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function runAs(bin: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  execFileSync(cmd, argv, { stdio: ["ignore", "pipe", "pipe"], timeout: 60_000 });
}

export async function startPgCluster(): Promise<PgCluster> {
  const bin = binDir();
  if (!bin) throw new Error("PostgreSQL server binaries not found under /usr/lib/postgresql");
  const dir = mkdtempSync(path.join(os.tmpdir(), "divecert-pg-"));
  const dataDir = path.join(dir, "data");
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o755);
  const port = await freePort();
  runAs(path.join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const pgCtl = path.join(bin, "pg_ctl");
  const start = () => runAs(pgCtl, ["-D", dataDir, "-o", options, "-l", path.join(dir, "log"), "-w", "-t", "30", "start"]);
  const stop = () => runAs(pgCtl, ["-D", dataDir, "-m", "fast", "-w", "-t", "30", "stop"]);
  start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
