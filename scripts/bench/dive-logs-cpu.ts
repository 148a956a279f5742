// CPU accounting for scripts/bench/dive-logs.ts (Linux /proc; zeros elsewhere), as in run.ts:
// CPU ms per request of the server and of the bench database's backends (much less sensitive to
// other load than req/s), and the share of the machine used by other processes meanwhile.
import { readdirSync, readFileSync } from "node:fs";

const TICK_MS = 10; // USER_HZ is 100 on Linux

type Snapshot = { server: Map<number, number>; postgres: Map<number, number>; self: number; busy: number; total: number };

export function cpuSnapshot(serverGroup: number, dbName: string): Snapshot {
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
      else if (comm === "postgres" && readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(` ${dbName} `)) postgres.set(Number(pid), ms);
    } catch {
      /* exited meanwhile, or not readable */
    }
  }
  let busy = 0;
  let total = 0;
  try {
    const f = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    total = f.reduce((x, y) => x + y, 0) * TICK_MS;
    busy = total - (f[3]! + f[4]!) * TICK_MS; // minus idle and iowait
  } catch {
    /* not Linux */
  }
  const u = process.cpuUsage();
  return { server, postgres, self: (u.user + u.system) / 1000, busy, total };
}

const grown = (a: Map<number, number>, b: Map<number, number>) => [...b].reduce((ms, [pid, now]) => ms + now - (a.get(pid) ?? 0), 0);

export type CpuReport = { serverMsPerRequest: number; postgresMsPerRequest: number; machineBusyPercent: number; otherProcessesPercent: number };

export function cpuReport(a: Snapshot, b: Snapshot, requests: number): CpuReport {
  const server = grown(a.server, b.server);
  const postgres = grown(a.postgres, b.postgres);
  const total = b.total - a.total || 1;
  const others = b.busy - a.busy - server - postgres - (b.self - a.self);
  const per = (ms: number) => Number((ms / Math.max(requests, 1)).toFixed(2));
  return {
    serverMsPerRequest: per(server),
    postgresMsPerRequest: per(postgres),
    machineBusyPercent: Number(((100 * (b.busy - a.busy)) / total).toFixed(1)),
    otherProcessesPercent: Number(Math.max(0, (100 * others) / total).toFixed(1)),
  };
}
