import type { ProfileColumns } from "@/lib/dive-logs/profile-codec";
import type { ParsedDive } from "@/lib/dive-logs/import/types";

// Figures of a dive: what the file states wins; what it leaves out is derived from the samples.
// The dive time is the stated duration, else the time from the first to the last sample deeper
// than 1 m, so surface time before and after the dive never counts (contract section 5).

export const DIVING_DEPTH = 1;

export type Figures = {
  duration: number | null;
  maxDepth: number | null;
  avgDepth: number | null;
  waterTemperature: number | null;
  pressureStart: number | null;
  pressureEnd: number | null;
  o2: number | null;
};

/** Index of the first and last sample deeper than 1 m, or null when none is. */
export function divingSpan(c: ProfileColumns): [number, number] | null {
  let first = -1;
  let last = -1;
  for (let i = 0; i < c.t.length; i++) {
    const d = c.depth[i] ?? null;
    if (d !== null && d > DIVING_DEPTH) {
      if (first < 0) first = i;
      last = i;
    }
  }
  return first < 0 ? null : [first, last];
}

/** Time-weighted (trapezoid) mean depth between two sample indexes. */
function meanDepth(c: ProfileColumns, from: number, to: number): number | null {
  let area = 0;
  let span = 0;
  let prev: { t: number; d: number } | null = null;
  for (let i = from; i <= to; i++) {
    const d = c.depth[i] ?? null;
    if (d === null) continue;
    if (prev) {
      const dt = c.t[i]! - prev.t;
      area += ((d + prev.d) / 2) * dt;
      span += dt;
    }
    prev = { t: c.t[i]!, d };
  }
  // Centimetres: the resolution a computer states, and what the UDDF export keeps.
  if (span > 0) return Math.round((area / span) * 100) / 100;
  return prev ? prev.d : null;
}

export function deriveFigures(dive: ParsedDive): Figures {
  const c = dive.samples;
  const span = divingSpan(c);
  let maxDepth: number | null = null;
  let minTemperature: number | null = null;
  let firstPressure: number | null = null;
  let lastPressure: number | null = null;
  for (let i = 0; i < c.t.length; i++) {
    const d = c.depth[i] ?? null;
    if (d !== null && (maxDepth === null || d > maxDepth)) maxDepth = d;
    const t = c.temperature[i] ?? null;
    if (t !== null && (minTemperature === null || t < minTemperature)) minTemperature = t;
    const p = c.pressure[i] ?? null;
    if (p !== null) {
      firstPressure ??= p;
      lastPressure = p;
    }
  }
  const firstGas = dive.events.find((e) => e.type === "gaschange" && typeof e.value === "number");
  return {
    duration: dive.duration ?? (span ? c.t[span[1]]! - c.t[span[0]]! : null),
    maxDepth: dive.maxDepth ?? maxDepth,
    avgDepth: dive.avgDepth ?? (span ? meanDepth(c, span[0], span[1]) : null),
    waterTemperature: dive.waterTemperature ?? minTemperature,
    pressureStart: dive.pressureStart ?? firstPressure,
    pressureEnd: dive.pressureEnd ?? lastPressure,
    o2: dive.o2 ?? (firstGas && firstGas.t <= 60 ? (firstGas.value as number) : null),
  };
}
