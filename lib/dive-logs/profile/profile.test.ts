import { describe, expect, it } from "vitest";
import { ascentLimit, fastAscents } from "@/lib/dive-logs/profile/ascent-rate";
import { gasMix, mapEvents } from "@/lib/dive-logs/profile/events";
import { carryForward, nearestIndex, readoutAt, stepIndex } from "@/lib/dive-logs/profile/readout";

const at = (pairs: [number, number | null][]) => pairs.map(([t, depth]) => ({ t, depth }));

describe("fastAscents", () => {
  it("finds nothing on a 9 m/min ascent and a stretch on a 15 m/min one, at 10 s samples", () => {
    const slow = at(Array.from({ length: 13 }, (_, i) => [i * 10, 20 - i * 1.5] as [number, number]));
    expect(fastAscents(slow, 10)).toEqual([]);
    // 20 m, then 2.5 m every 10 s (15 m/min) for 40 s, then steady.
    const fast = at([[0, 20], [10, 20], [20, 17.5], [30, 15], [40, 12.5], [50, 10], [60, 10], [70, 10], [80, 10]]);
    const out = fastAscents(fast, 10);
    expect(out).toHaveLength(1);
    expect(out[0]!.from).toBe(10);
    expect(out[0]!.to).toBe(50);
    expect(out[0]!.rate).toBe(15);
  });

  it("ignores a one-second jolt of the sensor but not a sustained fast ascent at 1 s samples", () => {
    const samples = Array.from({ length: 200 }, (_, t) => ({ t, depth: 20 as number | null }));
    samples[100]!.depth = 19.6; // 0.4 m in one second is 24 m/min between neighbours, noise over 30 s
    expect(fastAscents(samples, 10)).toEqual([]);
    for (let t = 120; t < 200; t++) samples[t]!.depth = 20 - (t - 120) * 0.3; // 18 m/min
    const out = fastAscents(samples, 10);
    expect(out).toHaveLength(1);
    expect(out[0]!.to).toBe(199);
    expect(out[0]!.rate).toBeGreaterThan(10);
  });

  it("separates two fast ascents with a stop between them, skips unrecorded depths and uses the unit's limit", () => {
    const pts = at([[0, 30], [30, 22], [60, 14], [90, 14], [120, 14], [150, null], [180, 14], [210, 6], [240, 6]]);
    const out = fastAscents(pts, ascentLimit("m"));
    expect(out.map((s) => [s.from, s.to])).toEqual([[0, 60], [180, 210]]);
    expect(ascentLimit("ft")).toBe(33);
    // The same dive in feet: 26.2 ft in 30 s = 52.5 ft/min, above 33.
    expect(fastAscents(pts.map((p) => ({ t: p.t, depth: p.depth === null ? null : p.depth * 3.28084 })), ascentLimit("ft"))).toHaveLength(2);
    expect(fastAscents([], 10)).toEqual([]);
  });
});

describe("gasMix and mapEvents", () => {
  it("names the mix from a number or the file's text", () => {
    expect(gasMix(21)).toEqual({ kind: "air" });
    expect(gasMix(32)).toEqual({ kind: "nitrox", o2: 32 });
    expect(gasMix("EAN50")).toEqual({ kind: "nitrox", o2: 50 });
    expect(gasMix(100)).toEqual({ kind: "oxygen" });
    expect(gasMix("18/45")).toEqual({ kind: "trimix", o2: 18, he: 45 });
    expect(gasMix("Tx 21/35")).toEqual({ kind: "trimix", o2: 21, he: 35 });
    expect(gasMix("Air")).toEqual({ kind: "air" });
    expect(gasMix("Deco bottle")).toEqual({ kind: "named", name: "Deco bottle" });
    expect(gasMix(0)).toBeNull();
    expect(gasMix(null)).toBeNull();
  });

  it("maps every importer's names to the chart's kinds, in time order, once each", () => {
    const out = mapEvents([
      { t: 600, type: "bookmark", value: "turtle" },
      { t: 0, type: "gaschange", value: 32 },
      { t: 300, type: "ceiling_broken", value: null },
      { t: 300, type: "violation", value: null },
      { t: 400, type: "decostop", value: 6 },
      { t: 500, type: "safetystop", value: null },
      { t: 520, type: "safetystop_end", value: null },
      { t: 550, type: "ascent", value: null },
      { t: 560, type: "po2_warning", value: null },
    ]);
    expect(out.map((e) => [e.t, e.kind])).toEqual([
      [0, "gas"], [300, "ceiling"], [400, "deco"], [500, "safety"], [550, "ascent"], [560, "other"], [600, "bookmark"],
    ]);
    expect(out[0]!.mix).toEqual({ kind: "nitrox", o2: 32 });
    expect(out[2]!.depth).toBe(6);
    expect(out[5]!.text).toBe("po2 warning");
    expect(out[6]!.text).toBe("turtle");
  });
});

describe("readout", () => {
  const points = [
    { t: 0, depth: 0, temperature: 24, pressure: 200, ndl: 5940, ceiling: null },
    { t: 10, depth: 3, temperature: null, pressure: null, ndl: null, ceiling: null },
    { t: 20, depth: 6, temperature: 22, pressure: 198, ndl: 3000, ceiling: 3 },
    { t: 30, depth: 6, temperature: null, pressure: 197, ndl: 2990, ceiling: 0 },
  ];
  it("carries the last recorded values forward and shows NDL or the ceiling", () => {
    const filled = carryForward(points);
    expect(readoutAt(filled, 1)).toEqual({ index: 1, t: 10, depth: 3, temperature: 24, pressure: 200, ndl: 5940, ceiling: null });
    expect(readoutAt(filled, 2)).toMatchObject({ ndl: null, ceiling: 3 });
    expect(readoutAt(filled, 3)).toMatchObject({ temperature: 22, pressure: 197, ndl: 2990, ceiling: null });
    expect(readoutAt(filled, 99)!.t).toBe(30);
    expect(readoutAt([], 0)).toBeNull();
  });
  it("finds the nearest point and steps by key", () => {
    expect(nearestIndex(points, -5)).toBe(0);
    expect(nearestIndex(points, 14)).toBe(1);
    expect(nearestIndex(points, 15)).toBe(1);
    expect(nearestIndex(points, 16)).toBe(2);
    expect(nearestIndex(points, 99)).toBe(3);
    expect(nearestIndex([], 3)).toBe(-1);
    expect(stepIndex("ArrowRight", 3, 4)).toBe(3);
    expect(stepIndex("ArrowRight", 1, 4)).toBe(2);
    expect(stepIndex("ArrowLeft", 0, 4)).toBe(0);
    expect(stepIndex("PageUp", 0, 40)).toBe(10);
    expect(stepIndex("End", 0, 40)).toBe(39);
    expect(stepIndex("Home", 20, 40)).toBe(0);
    expect(stepIndex("a", 20, 40)).toBeNull();
  });
});
