// CPU accounting for both benchmarks (Linux /proc; zeros elsewhere): CPU ms of the server's
// process group and of the bench database's backends (much less sensitive to other load than
// req/s), of this process (the load generator), and the share of the machine used meanwhile.
import { readdirSync, readFileSync } from "node:fs";

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU milliseconds per process id, for the server's process group and the bench database's backends. */
export type CpuSnapshot = { server: Map<number, number>; postgres: Map<number, number>; loadgen: number; machineBusy: number; machineTotal: number };

export function cpuSnapshot(serverGroup: number, dbName: string): CpuSnapshot {
  const server = new Map<number, number>();
  const postgres = new Map<number, number>();
  let pids: string[] = [];
  try {
    pids = readdirSync("/proc").filter((e) => /^\d+$/.test(e));
  } catch {
    /* not Linux */
  }
  for (const pid of pids) {
    try {
      const text = readFileSync(`/proc/${pid}/stat`, "utf8");
      const close = text.lastIndexOf(")");
      const comm = text.slice(text.indexOf("(") + 1, close);
      const f = text.slice(close + 2).split(" ");
      const ms = (Number(f[11]) + Number(f[12])) * TICK_MS;
      if (Number(f[2]) === serverGroup) server.set(Number(pid), ms);
      // Backends show "postgres: <user> <database> <client> <state>" as their command line; other
      // sessions' databases on the same server are not ours to count.
      else if (comm === "postgres" && readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(` ${dbName} `)) postgres.set(Number(pid), ms);
    } catch {
      /* exited meanwhile, or not readable */
    }
  }
  let machineBusy = 0;
  let machineTotal = 0;
  try {
    const f = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    machineTotal = f.reduce((x, y) => x + y, 0) * TICK_MS;
    machineBusy = machineTotal - (f[3]! + f[4]!) * TICK_MS; // minus idle and iowait
  } catch {
    /* not Linux */
  }
  const self = process.cpuUsage();
  return { server, postgres, loadgen: (self.user + self.system) / 1000, machineBusy, machineTotal };
}

function grown(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, now] of after) ms += now - (before.get(pid) ?? 0);
  return ms;
}

/** CPU ms between two snapshots, and the share of all cores busy / busy with other processes. */
export type CpuUsed = { server: number; postgres: number; loadgen: number; machineBusyPercent: number; otherProcessesPercent: number };

export function cpuUsed(a: CpuSnapshot, b: CpuSnapshot): CpuUsed {
  const server = grown(a.server, b.server);
  const postgres = grown(a.postgres, b.postgres);
  const loadgen = b.loadgen - a.loadgen;
  const total = b.machineTotal - a.machineTotal || 1;
  const others = b.machineBusy - a.machineBusy - server - postgres - loadgen;
  return {
    server,
    postgres,
    loadgen,
    machineBusyPercent: Number(((100 * (b.machineBusy - a.machineBusy)) / total).toFixed(1)),
    otherProcessesPercent: Number(Math.max(0, (100 * others) / total).toFixed(1)),
  };
}

/** `ms` per request, rounded to `digits`. */
export const perRequest = (ms: number, requests: number, digits: number) => Number((ms / Math.max(requests, 1)).toFixed(digits));
