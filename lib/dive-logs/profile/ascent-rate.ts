// Ascent rate along a profile, for the chart's warning colour (contract section 6, "Profiles"):
// faster than 10 m/min (33 ft/min) is too fast. A rate between two neighbouring 1-second samples
// is mostly the sensor's noise, so each sample is compared with the last one at least `window`
// seconds before it (or, with sparser samples, with its neighbour). Computed on the full samples,
// before decimation, so that cutting points for drawing neither hides nor invents a fast ascent.

export const ASCENT_LIMIT_M_PER_MIN = 10;
export const ASCENT_LIMIT_FT_PER_MIN = 33;

export type DepthSample = { t: number; depth: number | null };
/** A stretch of the dive, in seconds from its start, ascended faster than the limit; rate in the depth unit per minute (the fastest within). */
export type FastAscent = { from: number; to: number; rate: number };

export const ascentLimit = (unit: "m" | "ft") => (unit === "ft" ? ASCENT_LIMIT_FT_PER_MIN : ASCENT_LIMIT_M_PER_MIN);

/** Stretches ascended faster than `limit` (depth unit per minute), overlapping ones merged, in time order. */
export function fastAscents(samples: readonly DepthSample[], limit: number, window = 30): FastAscent[] {
  const pts = samples.filter((s): s is { t: number; depth: number } => s.depth !== null && Number.isFinite(s.depth) && Number.isFinite(s.t));
  const out: FastAscent[] = [];
  let back = 0;
  for (let i = 1; i < pts.length; i++) {
    const cur = pts[i]!;
    // The last sample at least `window` seconds earlier (never the sample itself).
    while (back + 1 < i && cur.t - pts[back + 1]!.t >= window) back++;
    const from = cur.t - pts[back]!.t >= window ? pts[back]! : pts[i - 1]!;
    const dt = cur.t - from.t;
    if (dt <= 0) continue;
    const rate = ((from.depth - cur.depth) / dt) * 60;
    if (!(rate > limit)) continue;
    const last = out[out.length - 1];
    if (last && from.t <= last.to) {
      last.to = Math.max(last.to, cur.t);
      last.rate = Math.max(last.rate, rate);
    } else out.push({ from: from.t, to: cur.t, rate });
  }
  return out.map((s) => ({ ...s, rate: Math.round(s.rate * 10) / 10 }));
}
