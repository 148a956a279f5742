import { ymd } from "@/lib/dates";
import { sacRate } from "@/lib/dive-logs/figures";
import type { DiveLogStatistics } from "@/lib/dive-logs/statistics/schema";
import { SETS, type GroupRow, type RecordRow, type SacRow } from "@/lib/dive-logs/statistics/sql";
import {
  fromCelsius, fromMetres, litresToCuft, cuftToLitres, round, toCelsius, toMetres,
  type DepthUnit, type PressureUnit, type SystemUnits, type TemperatureUnit,
} from "@/lib/dive-logs/units";

// Pure: the statements' rows → the contract's answer, in the account's units.

export type AccountUnits = SystemUnits;

/** Depth-histogram bin width: 5 m, or 15 ft. */
export const depthBinOf = (unit: DepthUnit) => (unit === "ft" ? 15 : 5);
export const DURATION_BIN = 10;
export const MONTHS = 24;
export const TOP_SITES = 20;
export const SAC_POINTS = 200;

const asDepth = (u: string): DepthUnit => (u === "ft" ? "ft" : "m");
const asTemperature = (u: string): TemperatureUnit => (u === "f" ? "f" : "c");
const asPressure = (u: string): PressureUnit => (u === "psi" ? "psi" : "bar");

/** "2026-11" and the 23 months before it, oldest first; and the first day of the oldest. */
export function monthWindow(endYmd: string): { months: string[]; from: string } {
  const year = Number(endYmd.slice(0, 4));
  const month = Number(endYmd.slice(5, 7)) - 1;
  const months = Array.from({ length: MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(year, month - (MONTHS - 1) + i, 1));
    return d.toISOString().slice(0, 7);
  });
  return { months, from: `${months[0]}-01` };
}

/** The SAC of a dive in the account's units: L/min (one decimal) or cuft/min (two). */
export function sacIn(row: SacRow, target: PressureUnit): number | null {
  const unit = asPressure(row.pressureUnit);
  const sac = sacRate({
    pressureStart: row.pressureStart, pressureEnd: row.pressureEnd, pressureUnit: unit,
    cylinderVolume: row.cylinderVolume, cylinderCount: row.cylinderCount, workingPressure: row.workingPressure,
    diveTime: row.diveTime, averageDepth: row.averageDepth, depthUnit: asDepth(row.depthUnit),
  });
  if (sac === null || unit === target) return sac;
  return target === "psi" ? round(litresToCuft(sac), 2) : round(cuftToLitres(sac), 1);
}

const byDivesThenName = <T extends { dives: number }>(key: (r: T) => string) => (a: T, b: T) =>
  b.dives - a.dives || key(a).localeCompare(key(b));

/** Bins from the first with dives to the last, empty ones included, so a chart has no gaps. */
function bins(rows: { bin: number; dives: number }[], width: number) {
  if (!rows.length) return [];
  const counts = new Map(rows.map((r) => [r.bin, r.dives]));
  const low = Math.min(...counts.keys());
  const high = Math.max(...counts.keys());
  return Array.from({ length: high - low + 1 }, (_, i) => ({ from: (low + i) * width, to: (low + i + 1) * width, dives: counts.get(low + i) ?? 0 }));
}

export function shapeStatistics(
  units: AccountUnits,
  monthsShown: string[],
  groups: GroupRow[],
  records: RecordRow[],
  sac: SacRow[],
): DiveLogStatistics {
  const of = (set: number) => groups.filter((g) => g.set === set);
  const total = of(SETS.total)[0];
  const years = of(SETS.year).filter((g) => g.y !== null);
  const yearCounts = new Map(years.map((g) => [g.y!, g]));
  const firstYear = years.length ? Math.min(...yearCounts.keys()) : 0;
  const lastYear = years.length ? Math.max(...yearCounts.keys()) : -1;
  const monthCounts = new Map(of(SETS.month).filter((g) => g.m !== null).map((g) => [g.m!, g.dives]));
  const record = (kind: RecordRow["kind"]) => records.find((r) => r.kind === kind);
  const deepest = record("deepest");
  const longest = record("longest");
  const coldest = record("coldest");
  const points = sac
    .map((r) => ({ date: ymd(r.date), sac_rate: sacIn(r, units.pressure) }))
    .filter((p): p is { date: string; sac_rate: number } => p.sac_rate !== null)
    .reverse();

  return {
    dives: total?.dives ?? 0,
    total_minutes: total?.minutes ?? 0,
    units: { depth: units.depth, temperature: units.temperature, sac: units.pressure === "psi" ? "cuft/min" : "l/min" },
    deepest: deepest ? { id: deepest.id, depth: round(fromMetres(toMetres(deepest.value, asDepth(deepest.unit)), units.depth), 1) } : null,
    longest: longest ? { id: longest.id, minutes: longest.value } : null,
    coldest: coldest
      ? { id: coldest.id, temperature: round(fromCelsius(toCelsius(coldest.value, asTemperature(coldest.unit)), units.temperature), 1) }
      : null,
    per_year: Array.from({ length: lastYear - firstYear + 1 }, (_, i) => {
      const g = yearCounts.get(firstYear + i);
      return { year: firstYear + i, dives: g?.dives ?? 0, minutes: g?.minutes ?? 0 };
    }),
    per_month: monthsShown.map((month) => ({ month, dives: monthCounts.get(month) ?? 0 })),
    depth_histogram: bins(of(SETS.depth).filter((g) => g.d !== null).map((g) => ({ bin: g.d!, dives: g.dives })), depthBinOf(units.depth)),
    duration_histogram: bins(of(SETS.duration).filter((g) => g.t !== null).map((g) => ({ bin: g.t!, dives: g.dives })), DURATION_BIN),
    by_country: of(SETS.country).filter((g) => g.c !== null).map((g) => ({ country: g.c!, dives: g.dives })).sort(byDivesThenName((r) => r.country)),
    by_site: of(SETS.site)
      .filter((g) => g.s !== null)
      .map((g) => ({ site: g.site ?? g.s!, dives: g.dives }))
      .sort(byDivesThenName((r) => r.site))
      .slice(0, TOP_SITES),
    by_gas: of(SETS.gas).filter((g) => g.g !== null).map((g) => ({ gas: g.g!, dives: g.dives })).sort(byDivesThenName((r) => r.gas)),
    sac_trend: points,
  };
}
