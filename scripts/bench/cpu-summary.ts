// Summarise a V8 .cpuprofile (from `BENCH_CPU_PROF=1 npm run bench`): self time by package or
// area, and the heaviest functions. Usage: npx tsx scripts/bench/cpu-summary.ts <file.cpuprofile> [top]
import { readFileSync } from "node:fs";

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

/** Where a frame's code comes from: an npm package, Next's own server, app code, Node, or V8. */
export function areaOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native/V8)";
  if (url.startsWith("node:")) return "node core";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  // Turbopack names server chunks after the modules inside, e.g. node_modules_@prisma_client_...
  const chunkPkg = /\[root-of-the-server\]|chunks\/.*?node_modules_((?:@[^_]+_)?[^_.]+)/.exec(url)?.[1];
  if (pkg === "next") {
    if (/compiled\/next-server|dist\/server|dist\/compiled/.test(url)) return "next (server)";
    return "next";
  }
  if (pkg) return pkg;
  if (chunkPkg) return `${chunkPkg.replace(/^@([^_]+)_/, "@$1/")} (bundled)`;
  if (url.includes("/.next/server/")) return "app bundle (.next/server)";
  if (url.includes("/lib/") || url.includes("/app/") || url.includes("/scripts/")) return "app code";
  return "other";
}

function summarise(file: string, top: number): string {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Node core and native frames (writev, crypto, streams) charged to the nearest package or app
  // frame above them: a socket write made by pg counts for pg, one made by Next for Next.
  const generic = new Set(["node core", "(native/V8)"]);
  const callerArea = (id: number): string => {
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const { url, functionName } = byId.get(cur)!.callFrame;
      const area = areaOf(url, functionName);
      if (!generic.has(area)) return area;
    }
    return "node core / native (no caller)";
  };
  const self = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i]!;
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  let total = 0;
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  const callers = new Map<string, number>();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    total += us;
    if (functionName === "(idle)") continue;
    const area = areaOf(url, functionName);
    areas.set(area, (areas.get(area) ?? 0) + us);
    const caller = generic.has(area) ? callerArea(id) : area;
    callers.set(caller, (callers.get(caller) ?? 0) + us);
    const fn = `${functionName || "(anonymous)"}  ${url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*?\/(\.next|lib|app)\//, "$1/")}:${lineNumber + 1}`;
    functions.set(fn, (functions.get(fn) ?? 0) + us);
  }
  const busy = [...areas.values()].reduce((a, b) => a + b, 0);
  const pct = (us: number) => `${((100 * us) / Math.max(busy, 1)).toFixed(1).padStart(5)}%`;
  const rows = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `  ${pct(us)}  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`);
  return [
    `${file}: ${(total / 1e6).toFixed(1)} s profiled, ${(busy / 1e6).toFixed(1)} s busy (shares below are of busy time)`,
    "Self time by area:",
    ...rows(areas, 20),
    "Self time with node core and native frames charged to the nearest calling package or app code:",
    ...rows(callers, 20),
    `Top ${top} functions by self time:`,
    ...rows(functions, top),
  ].join("\n");
}

const [file, top] = process.argv.slice(2);
if (!file) {
  console.error("usage: npx tsx scripts/bench/cpu-summary.ts <file.cpuprofile> [top]");
  process.exitCode = 2;
} else {
  console.log(summarise(file, Number(top) || 25));
}
