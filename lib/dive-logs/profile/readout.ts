// What the profile's readout says at a point of the dive: the sample nearest a time, and the
// last recorded temperature, pressure and NDL at or before it (computers often record those
// only when they change, or every few samples), the ceiling only while there is one.

export type ReadoutPoint = { t: number; depth: number | null; temperature: number | null; pressure: number | null; ndl: number | null; ceiling: number | null };
export type Readout = { index: number; t: number; depth: number | null; temperature: number | null; pressure: number | null; ndl: number | null; ceiling: number | null };

/** Index of the point nearest `t` (points in time order); the earlier one on a tie. */
export function nearestIndex(points: readonly { t: number }[], t: number): number {
  if (points.length === 0) return -1;
  let lo = 0;
  let hi = points.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (points[mid]!.t < t) lo = mid + 1;
    else hi = mid;
  }
  if (lo > 0 && Math.abs(points[lo - 1]!.t - t) <= Math.abs(points[lo]!.t - t)) return lo - 1;
  return lo;
}

/** Carried-forward values: for each point, its own value or the last one recorded before it. */
export function carryForward(points: readonly ReadoutPoint[]): ReadoutPoint[] {
  let temperature: number | null = null;
  let pressure: number | null = null;
  let ndl: number | null = null;
  return points.map((p) => {
    temperature = p.temperature ?? temperature;
    pressure = p.pressure ?? pressure;
    ndl = p.ndl ?? ndl;
    return { ...p, temperature, pressure, ndl };
  });
}

export function readoutAt(filled: readonly ReadoutPoint[], index: number): Readout | null {
  const p = filled[Math.max(0, Math.min(filled.length - 1, index))];
  if (!p) return null;
  const ceiling = p.ceiling !== null && p.ceiling > 0 ? p.ceiling : null;
  // NDL or ceiling: in decompression the NDL means nothing.
  return { index: filled.indexOf(p), t: p.t, depth: p.depth, temperature: p.temperature, pressure: p.pressure, ndl: ceiling === null ? p.ndl : null, ceiling };
}

/** The next index for a key of the chart's keyboard readout, or null for a key it does not use. */
export function stepIndex(key: string, index: number, count: number, big = 10): number | null {
  const last = count - 1;
  switch (key) {
    case "ArrowRight": case "ArrowUp": return Math.min(last, index + 1);
    case "ArrowLeft": case "ArrowDown": return Math.max(0, index - 1);
    case "PageUp": return Math.min(last, index + big);
    case "PageDown": return Math.max(0, index - big);
    case "Home": return 0;
    case "End": return last;
    default: return null;
  }
}
