import { describe, expect, it } from "vitest";
import { ambientPressure, diveEnd, maximumOperatingDepth, oxygenPercent, sacRate, totalBottomTime, type SacInput } from "@/lib/dive-logs/figures";
import { barToPsi, cuftToLitres, metresToFeet } from "@/lib/dive-logs/units";

describe("ambient pressure", () => {
  it("is 1 bar at the surface plus 1 bar per 10 m or per 33 ft", () => {
    expect(ambientPressure(0, "m")).toBe(1);
    expect(ambientPressure(10, "m")).toBe(2);
    expect(ambientPressure(13.2, "m")).toBeCloseTo(2.32, 10);
    expect(ambientPressure(33, "ft")).toBe(2);
    expect(ambientPressure(99, "ft")).toBe(4);
  });
});

describe("maximum operating depth at ppO2 1.4", () => {
  it.each([
    [32, "m", 33], [32, "ft", 111],      // 33.75 m, 111.375 ft
    [21, "m", 56], [21, "ft", 187],      // air: 56.7 m, 187 ft
    [36, "m", 28], [36, "ft", 95],       // 28.9 m, 95.3 ft
    [40, "m", 25], [28, "m", 40],        // exact: 25 m, 40 m (no 24 / 39 from binary fractions)
    [35, "m", 30], [50, "m", 18], [100, "m", 4], [100, "ft", 13],
  ] as const)("EAN%d in %s → %d", (o2, unit, mod) => {
    expect(maximumOperatingDepth(o2, unit)).toBe(mod);
  });

  it("is null without an oxygen fraction", () => {
    expect(maximumOperatingDepth(null, "m")).toBeNull();
  });

  it("takes the oxygen fraction from gas_mix, or from the gas name for air and oxygen only", () => {
    expect(oxygenPercent("nitrox", 32)).toBe(32);
    expect(oxygenPercent("air", null)).toBe(21);
    expect(oxygenPercent("oxygen", null)).toBe(100);
    expect(oxygenPercent("nitrox", null)).toBeNull();
    expect(oxygenPercent("trimix", null)).toBeNull();
    expect(oxygenPercent(null, null)).toBeNull();
  });
});

describe("SAC rate (volumetric, ideal gas)", () => {
  const metric: SacInput = {
    pressureStart: 200, pressureEnd: 50, pressureUnit: "bar", cylinderVolume: 12, cylinderCount: null,
    diveTime: 44, averageDepth: 13.2, depthUnit: "m",
  };

  it("12 L, 200 → 50 bar, 44 min at 13.2 m average ≈ 17.6 L/min", () => {
    // 150 bar × 12 L = 1800 L; / 44 min = 40.9 L/min at 2.32 bar → 17.63 L/min at the surface.
    expect(sacRate(metric)).toBe(17.6);
  });

  it("counts every cylinder of a twinset", () => {
    expect(sacRate({ ...metric, cylinderCount: 2 })).toBe(35.3);
  });

  it("does not depend on the depth unit: 13.2 m = 43.3 ft", () => {
    // 43.307 ft / 33 gives 2.312 bar (the 33 ft convention) against 2.32: within half a percent.
    expect(sacRate({ ...metric, averageDepth: metresToFeet(13.2), depthUnit: "ft" })).toBeCloseTo(17.6, 0);
  });

  it("psi with cuft: rated capacity at working pressure — AL80 (77.4 cuft @ 3000 psi), 3000 → 700 psi, 45 min at 40 ft", () => {
    // 2300 / 3000 × 77.4 = 59.34 cuft used; / 45 min = 1.319 cuft/min at 2.212 ata → 0.60 cuft/min.
    const imperial: SacInput = {
      pressureStart: 3000, pressureEnd: 700, pressureUnit: "psi", cylinderVolume: 77.4, cylinderCount: 1,
      diveTime: 45, averageDepth: 40, depthUnit: "ft", workingPressure: 3000,
    };
    expect(sacRate(imperial)).toBe(0.6);
    // The same dive worked in metric gives the same gas: 0.596 cuft/min ≈ 16.9 L/min.
    expect(cuftToLitres(sacRate(imperial)!)).toBeCloseTo(16.9, 0);
  });

  it("agrees between unit systems for one physical dive", () => {
    // 12 L steel at 232 bar holds 2784 L ≈ 98.3 cuft; the same dive logged in psi and cuft.
    const capacityCuft = (12 * 232) / cuftToLitres(1);
    const imperial = sacRate({
      pressureStart: barToPsi(200), pressureEnd: barToPsi(50), pressureUnit: "psi", cylinderVolume: capacityCuft,
      cylinderCount: 1, diveTime: 44, averageDepth: 13.2, depthUnit: "m", workingPressure: barToPsi(232),
    });
    expect(cuftToLitres(imperial!)).toBeCloseTo(17.6, 0);
  });

  it("is null when any input is missing, psi has no working pressure, or no gas was used", () => {
    for (const key of ["pressureStart", "pressureEnd", "cylinderVolume", "diveTime", "averageDepth"] as const) {
      expect(sacRate({ ...metric, [key]: null }), key).toBeNull();
    }
    expect(sacRate({ ...metric, pressureUnit: "psi" })).toBeNull();
    expect(sacRate({ ...metric, pressureEnd: 200 })).toBeNull();
  });
});

describe("bottom times and end", () => {
  it("tbt = abt + rnt, and abt when no rnt was logged", () => {
    expect(totalBottomTime(44, 12)).toBe(56);
    expect(totalBottomTime(44, null)).toBe(44);
  });

  it("end = date + start time + dive time, the local time read as UTC", () => {
    const day = new Date("2026-11-22T00:00:00.000Z");
    expect(diveEnd(day, "10:01", 44)?.toISOString()).toBe("2026-11-22T10:45:00.000Z");
    expect(diveEnd(day, "23:30", 45)?.toISOString()).toBe("2026-11-23T00:15:00.000Z");
    expect(diveEnd(day, null, 44)).toBeNull();
  });
});
