// One load run of either benchmark: a warm-up, then the measurement (every answer must be
// `expectBody`), with the CPU used meanwhile, and the summary both benchmarks report. In smoke
// mode each of the two is a few requests instead of a duration (common.ts, loadLength).
import autocannon, { type Result } from "autocannon";
import { loadLength } from "./common";
import { cpuSnapshot, cpuUsed, type CpuUsed } from "./cpu-accounting";

type LoadOptions = {
  url: string;
  token: string;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  expectBody: string;
  /** Process group of the server, and the bench database, for the CPU accounting. */
  serverGroup: number;
  dbName: string;
  /** Called between warm-up and measurement. */
  onMeasure?: () => void;
};

export type LoadRun = { warm: Result; result: Result; cpu: CpuUsed };

export async function loadRun(o: LoadOptions): Promise<LoadRun> {
  const options = { url: o.url, connections: o.connections, headers: { authorization: `Bearer ${o.token}` } };
  const warm = await autocannon({ ...options, ...loadLength(o.warmupSeconds) });
  o.onMeasure?.();
  const before = cpuSnapshot(o.serverGroup, o.dbName);
  const result = await autocannon({ ...options, ...loadLength(o.seconds), expectBody: o.expectBody });
  return { warm, result, cpu: cpuUsed(before, cpuSnapshot(o.serverGroup, o.dbName)) };
}

export const latencySummary = (r: Result) => ({ mean: r.latency.mean, p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max });

/** Text table: a header, a rule, the rows; columns before `leftColumns` left-aligned, the rest right-aligned. */
export function textTable(head: string[], body: string[][], leftColumns: number): string {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < leftColumns ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [line(head), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)].join("\n");
}
