import { unitsOfSystem } from "@/lib/dive-logs/units";
import { describe, expect, it } from "vitest";
import { monthWindow, sacIn, shapeStatistics } from "@/lib/dive-logs/statistics/shape";
import { SETS, type GroupRow, type SacRow } from "@/lib/dive-logs/statistics/sql";

const group = (set: number, key: Partial<GroupRow>, dives: number, minutes = 0): GroupRow => ({
  set, y: null, m: null, d: null, t: null, c: null, s: null, site: null, g: null, dives, minutes, ...key,
});

describe("monthWindow", () => {
  it("lists the 24 months ending with the given one, across years", () => {
    const w = monthWindow("2026-02-28");
    expect(w.months).toHaveLength(24);
    expect(w.months[0]).toBe("2024-03");
    expect(w.months.at(-1)).toBe("2026-02");
    expect(w.from).toBe("2024-03-01");
  });
});

describe("sacIn", () => {
  const bar: SacRow = {
    date: new Date("2026-06-14"), pressureStart: 200, pressureEnd: 50, pressureUnit: "bar", cylinderVolume: 12,
    cylinderCount: null, workingPressure: null, diveTime: 44, averageDepth: 13.2, depthUnit: "m",
  };
  it("keeps L/min for metric accounts and converts to cuft/min for imperial ones", () => {
    expect(sacIn(bar, "bar")).toBe(17.6);
    expect(sacIn(bar, "psi")).toBe(0.62); // 17.6 / 28.317
  });
  it("answers null where sacRate does (psi without a working pressure)", () => {
    expect(sacIn({ ...bar, pressureUnit: "psi", pressureStart: 3000, pressureEnd: 700, cylinderVolume: 80 }, "psi")).toBeNull();
  });
});

describe("shapeStatistics", () => {
  it("fills year and bin gaps with zeros, drops empty keys and ranks sites by dives then name", () => {
    const groups = [
      group(SETS.total, {}, 5, 200),
      group(SETS.year, { y: 2022 }, 2, 80),
      group(SETS.year, { y: 2024 }, 3, 120),
      group(SETS.depth, { d: 1 }, 1),
      group(SETS.depth, { d: 4 }, 3),
      group(SETS.depth, { d: null }, 1),
      group(SETS.site, { s: "b", site: "B" }, 2),
      group(SETS.site, { s: "a", site: "A" }, 2),
      group(SETS.site, { s: null }, 1),
    ];
    const out = shapeStatistics(unitsOfSystem("metric"), ["2024-01"], groups, [], []);
    expect(out.per_year).toEqual([{ year: 2022, dives: 2, minutes: 80 }, { year: 2023, dives: 0, minutes: 0 }, { year: 2024, dives: 3, minutes: 120 }]);
    expect(out.depth_histogram.map((b) => [b.from, b.to, b.dives])).toEqual([[5, 10, 1], [10, 15, 0], [15, 20, 0], [20, 25, 3]]);
    expect(out.by_site).toEqual([{ site: "A", dives: 2 }, { site: "B", dives: 2 }]);
    expect(out.per_month).toEqual([{ month: "2024-01", dives: 0 }]);
    expect(out.deepest).toBeNull();
  });
  it("uses 15 ft depth bins for imperial accounts", () => {
    const out = shapeStatistics(unitsOfSystem("imperial"), [], [group(SETS.depth, { d: 2 }, 1)], [], []);
    expect(out.depth_histogram).toEqual([{ from: 30, to: 45, dives: 1 }]);
  });
});
