import { round, type DepthUnit, type PressureUnit } from "@/lib/dive-logs/units";

// The figures the server computes for a dive log. Pure functions; every one answers null when an
// input it needs is missing (nothing is guessed).
//
// Pressure model: the recreational convention of one bar of ambient pressure per 10 m of
// (sea) water, or per 33 ft, on top of one bar at the surface: P_amb = 1 + d/10 (m) or
// 1 + d/33 (ft). It is the model of dive tables and training material (exact seawater is
// ~1.025 bar per 10 m, plus ~1.013 bar at sea level; the difference is under 3 %).

export const PPO2_MOD = 1.4;
const DEPTH_PER_BAR: Record<DepthUnit, number> = { m: 10, ft: 33 };
// Guards floor() against binary fractions: (1.4 / 0.35 − 1) × 10 is 29.999999999999996.
const FLOOR_EPSILON = 1e-9;

/** Absolute ambient pressure (bar, ≈ ata) at a depth given in metres or feet of seawater. */
export const ambientPressure = (depth: number, unit: DepthUnit) => 1 + depth / DEPTH_PER_BAR[unit];

export type Gas = "air" | "nitrox" | "trimix" | "oxygen" | "heliox";

/** Oxygen percentage of the breathing gas: gas_mix, else what the gas name defines (air 21 %, oxygen 100 %). */
export function oxygenPercent(gas: string | null, gasMix: number | null): number | null {
  if (gasMix !== null) return gasMix;
  if (gas === "air") return 21;
  if (gas === "oxygen") return 100;
  return null;
}

/**
 * Maximum operating depth at ppO2 1.4 bar: (ppO2 / FO2 − 1) × 10 m (or × 33 ft), rounded down
 * to a whole metre/foot, in the dive's depth unit. EAN32 → 33 m / 111 ft, air → 56 m / 187 ft.
 */
export function maximumOperatingDepth(o2Percent: number | null, unit: DepthUnit, ppO2 = PPO2_MOD): number | null {
  if (o2Percent === null || !(o2Percent > 0)) return null;
  const depth = (ppO2 / (o2Percent / 100) - 1) * DEPTH_PER_BAR[unit];
  return Math.max(0, Math.floor(depth + FLOOR_EPSILON));
}

export type SacInput = {
  pressureStart: number | null;
  pressureEnd: number | null;
  pressureUnit: PressureUnit;
  /** bar: water volume of one cylinder in litres; psi: rated gas capacity of one cylinder in cuft. */
  cylinderVolume: number | null;
  /** Identical cylinders breathed down together (twinset, sidemount); null means one. */
  cylinderCount: number | null;
  /** Minutes. */
  diveTime: number | null;
  averageDepth: number | null;
  depthUnit: DepthUnit;
  /** psi only: the working (rated) pressure at which the cylinder holds its rated capacity. */
  workingPressure?: number | null;
};

/**
 * Surface air consumption (volumetric SAC, also called RMV), ideal gas (Boyle's law, no
 * compressibility correction):
 *   gas used at 1 bar = (P_start − P_end) × V_cyl × n                      (bar, litres)
 *   gas used at 1 atm = (P_start − P_end) / P_working × C_rated × n         (psi, cuft)
 *   SAC = gas used / dive time / P_amb(average depth)
 * Litres per minute (one decimal) with bar, cubic feet per minute (two decimals) with psi.
 * Null when an input is missing, when psi is used without a working pressure, or when no
 * pressure drop was logged. 12 L, 200 → 50 bar, 44 min at 13.2 m average ≈ 17.6 L/min.
 */
export function sacRate(i: SacInput): number | null {
  const { pressureStart: p0, pressureEnd: p1, cylinderVolume: v, diveTime: t, averageDepth: d } = i;
  if (p0 === null || p1 === null || v === null || t === null || d === null) return null;
  if (!(p0 > p1) || !(t > 0) || !(v > 0)) return null;
  const count = i.cylinderCount ?? 1;
  let gasUsed: number;
  if (i.pressureUnit === "bar") {
    gasUsed = (p0 - p1) * v * count;
  } else {
    const wp = i.workingPressure ?? null;
    if (wp === null || !(wp > 0)) return null;
    gasUsed = ((p0 - p1) / wp) * v * count;
  }
  const sac = gasUsed / t / ambientPressure(d, i.depthUnit);
  return round(sac, i.pressureUnit === "bar" ? 1 : 2);
}

/** Actual bottom time (minutes): the dive time as logged. */
export const actualBottomTime = (diveTime: number) => diveTime;

/** Total bottom time: actual bottom time plus residual nitrogen time (none logged → abt). */
export const totalBottomTime = (abt: number, rnt: number | null) => abt + (rnt ?? 0);

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * End of the dive: date + start time + dive time. The start time is local to the dive site and
 * no time zone is stored, so it is read as UTC (the instant is "wall clock" time, not an
 * absolute one). Without a start time there is no end time (null), rather than a made-up one.
 */
export function diveEnd(date: Date, time: string | null, diveTime: number): Date | null {
  const m = time ? HHMM.exec(time) : null;
  if (!m) return null;
  const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), Number(m[1]), Number(m[2]));
  return new Date(start + diveTime * 60_000);
}
