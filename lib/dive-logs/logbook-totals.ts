import { getDb } from "@/lib/db/client";
import { diverListWhere } from "@/lib/dive-logs/list-dive-logs";
import type { DiveLogListQuery } from "@/lib/dive-logs/schema";
import { toCelsius, toMetres } from "@/lib/dive-logs/units";

// The logbook's totals. Dives keep the units they were logged in (m or ft, °C or °F), so one
// aggregate query groups them by those units (at most four groups) and the groups are normalised
// to metric here with units.ts: maxima, minima and sums of a linear conversion stay correct.

/** One unit group of the aggregate query. */
export type TotalsGroup = {
  depthUnit: string;
  temperatureUnit: string;
  dives: number;
  minutes: number | null;
  deepest: number | null;
  averageDepthSum: number | null;
  averageDepthCount: number;
  coldest: number | null;
  warmest: number | null;
};

export type LogbookTotals = {
  dives: number;
  /** Sum of dive_time. */
  minutes: number;
  /** Deepest max_depth, metres. */
  deepestMetres: number | null;
  /** Mean of the logged average depths, metres (dives without one are left out). */
  averageDepthMetres: number | null;
  coldestCelsius: number | null;
  warmestCelsius: number | null;
};

const depthUnit = (u: string) => (u === "ft" ? "ft" : "m");
const temperatureUnit = (u: string) => (u === "f" ? "f" : "c");

function extreme(values: (number | null)[], pick: (a: number, b: number) => number): number | null {
  const present = values.filter((v): v is number => v !== null);
  // Not reduce(pick): reduce passes the index and array too, and Math.max would read them.
  return present.length ? present.reduce((a, b) => pick(a, b)) : null;
}

/** Pure: unit groups → metric totals. */
export function combineTotals(groups: TotalsGroup[]): LogbookTotals {
  let dives = 0;
  let minutes = 0;
  let depthSum = 0;
  let depthCount = 0;
  for (const g of groups) {
    dives += g.dives;
    minutes += g.minutes ?? 0;
    if (g.averageDepthSum !== null && g.averageDepthCount > 0) {
      depthSum += toMetres(g.averageDepthSum, depthUnit(g.depthUnit));
      depthCount += g.averageDepthCount;
    }
  }
  const metres = (v: number | null, u: string) => (v === null ? null : toMetres(v, depthUnit(u)));
  const celsius = (v: number | null, u: string) => (v === null ? null : toCelsius(v, temperatureUnit(u)));
  return {
    dives,
    minutes,
    deepestMetres: extreme(groups.map((g) => metres(g.deepest, g.depthUnit)), Math.max),
    averageDepthMetres: depthCount ? depthSum / depthCount : null,
    coldestCelsius: extreme(groups.map((g) => celsius(g.coldest, g.temperatureUnit)), Math.min),
    warmestCelsius: extreme(groups.map((g) => celsius(g.warmest, g.temperatureUnit)), Math.max),
  };
}

/** Totals of the diver's dives matching the list filters (none: the whole logbook). One query. */
export async function logbookTotals(
  userId: number,
  filters: Pick<DiveLogListQuery, "from" | "to" | "dive_type" | "signed"> = {},
): Promise<LogbookTotals> {
  const db = await getDb();
  const rows = await db.diveLog.groupBy({
    by: ["depthUnit", "temperatureUnit"],
    where: diverListWhere(userId, filters),
    _count: { _all: true, averageDepth: true },
    _sum: { diveTime: true, averageDepth: true },
    _max: { maxDepth: true, waterTemperature: true },
    _min: { waterTemperature: true },
  });
  return combineTotals(
    rows.map((r) => ({
      depthUnit: r.depthUnit,
      temperatureUnit: r.temperatureUnit,
      dives: r._count._all,
      minutes: r._sum.diveTime,
      deepest: r._max.maxDepth,
      averageDepthSum: r._sum.averageDepth,
      averageDepthCount: r._count.averageDepth,
      coldest: r._min.waterTemperature,
      warmest: r._max.waterTemperature,
    })),
  );
}
