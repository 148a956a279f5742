// Measuring one server of the profile benchmark (scripts/bench/run.ts), and the table of results.
import os from "node:os";
import { latencySummary, loadRun, textTable } from "./autocannon-run";
import { log } from "./common";
import { perRequest } from "./cpu-accounting";
import { benchTransactions } from "./profile-db";

export type CpuReport = {
  /** CPU milliseconds per answered request. */
  msPerRequest: { server: number; postgres: number; loadGenerator: number };
  /** Share of all cores busy, and the part of it not explained by server, bench database and load generator. */
  machineBusyPercent: number;
  otherProcessesPercent: number;
  loadAverage1m: number;
};

export type Measured = {
  server: string;
  url: string;
  requestsPerSecond: { mean: number; stddev: number; min: number; max: number };
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number };
  requests: number;
  status2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  mismatches: number;
  statusCodes: Record<string, number>;
  cpu: CpuReport;
  served: number;
  /** Statements (autocommit transactions) the bench database ran per request, over the server's life. */
  queriesPerRequest: number;
};

export type MeasureSettings = { warmupSeconds: number; seconds: number; connections: number; dbName: string };

export async function measure(name: string, serverGroup: number, url: string, token: string, s: MeasureSettings): Promise<Measured> {
  // One response of this server as the expected body: every answer must be the same document.
  const sample = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const expectBody = await sample.text();
  log(`${name}: warm-up ${s.warmupSeconds} s...`);
  const { warm, result: r, cpu } = await loadRun({
    url,
    token,
    connections: s.connections,
    warmupSeconds: s.warmupSeconds,
    seconds: s.seconds,
    expectBody,
    serverGroup,
    dbName: s.dbName,
    onMeasure: () => log(`${name}: measuring ${s.seconds} s with ${s.connections} connections...`),
  });
  const per = (ms: number) => perRequest(ms, r.requests.total, 3);
  return {
    server: name,
    url,
    requestsPerSecond: { mean: r.requests.mean, stddev: r.requests.stddev, min: r.requests.min, max: r.requests.max },
    latencyMs: latencySummary(r),
    requests: r.requests.total,
    status2xx: r["2xx"],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    mismatches: r.mismatches,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count])),
    cpu: {
      msPerRequest: { server: per(cpu.server), postgres: per(cpu.postgres), loadGenerator: per(cpu.loadgen) },
      machineBusyPercent: cpu.machineBusyPercent,
      otherProcessesPercent: cpu.otherProcessesPercent,
      loadAverage1m: Number(os.loadavg()[0]!.toFixed(2)),
    },
    // Readiness probe, sample, warm-up and measurement: the divisor of queriesPerRequest. Requests
    // sent, not answered: the server also serves those in flight when a run stops.
    served: 2 + warm.requests.sent + r.requests.sent,
    queriesPerRequest: 0,
  };
}

/** Sets m.queriesPerRequest from the database's transaction count; returns the new count. */
export async function countQueries(m: Measured, before: number, adminUrl: string, dbName: string): Promise<number> {
  const after = await benchTransactions(adminUrl, dbName);
  m.queriesPerRequest = Number(((after - before) / Math.max(m.served, 1)).toFixed(2));
  return after;
}

export function table(rows: Measured[], ratios: { baselineToApp: number; appToFloor: number }): string {
  const head = ["server", "req/s (mean)", "p50 ms", "p99 ms", "requests", "non-2xx", "errors", "queries/req", "server CPU ms/req", "postgres CPU ms/req", "other procs %"];
  const body = rows.map((m) => [
    m.server,
    m.requestsPerSecond.mean.toFixed(0),
    String(m.latencyMs.p50),
    String(m.latencyMs.p99),
    String(m.requests),
    String(m.non2xx),
    String(m.errors + m.timeouts),
    m.queriesPerRequest.toFixed(1),
    m.cpu.msPerRequest.server.toFixed(2),
    m.cpu.msPerRequest.postgres.toFixed(2),
    m.cpu.otherProcessesPercent.toFixed(0),
  ]);
  const [app, floor, base] = rows;
  // The same ratios from CPU per request: what req/s would give on an idle machine, and far less
  // sensitive to other load (docs/benchmarks.md).
  const cpu = (m: Measured | undefined) => (m ? m.cpu.msPerRequest.server + m.cpu.msPerRequest.postgres : NaN);
  const statementFloor = rows.find((m) => m.server.includes("floor + statement"));
  return [
    textTable(head, body, 1),
    "",
    `ratio app/floor (req/s): ${ratios.appToFloor.toFixed(2)}   ratio baseline/app (req/s): ${ratios.baselineToApp.toFixed(1)}x`,
    `ratio app/floor (CPU ms/req, server + postgres): ${(cpu(floor) / cpu(app)).toFixed(2)}   ratio baseline/app (CPU): ${(cpu(app) / cpu(base)).toFixed(1)}x`,
    ...(statementFloor && app && floor
      ? [
          `floor + statement/floor (req/s): ${(statementFloor.requestsPerSecond.mean / floor.requestsPerSecond.mean).toFixed(2)}   ` +
            `app/(floor + statement) (req/s): ${(app.requestsPerSecond.mean / statementFloor.requestsPerSecond.mean).toFixed(2)}`,
        ]
      : []),
  ].join("\n");
}
