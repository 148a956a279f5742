import { unitsOfSystem } from "@/lib/dive-logs/units";
import { getDb } from "@/lib/db/client";
import type { DiveLogStatistics, StatisticsQuery } from "@/lib/dive-logs/statistics/schema";
import { depthBinOf, monthWindow, SAC_POINTS, shapeStatistics } from "@/lib/dive-logs/statistics/shape";
import { groupsSql, recordsSql, sacSql, type GroupRow, type RecordRow, type SacRow } from "@/lib/dive-logs/statistics/sql";

// GET /diver/dive-logs/statistics: the diver's logbook in figures, from four statements whatever
// the number of dives (the account's unit system, then the groups, the records and the SAC inputs
// in parallel). Decision 0051.

export async function diveLogStatistics(userId: number, query: StatisticsQuery, today: Date = new Date()): Promise<DiveLogStatistics> {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { preferredSystem: true } });
  const units = unitsOfSystem(user.preferredSystem === "imperial" ? "imperial" : "metric");
  const range = { from: query.from, to: query.to };
  const { months, from: monthFrom } = monthWindow(query.to ?? today.toISOString().slice(0, 10));
  const [groups, records, sac] = await Promise.all([
    db.$queryRaw<GroupRow[]>(groupsSql(userId, range, units.depth, depthBinOf(units.depth), monthFrom)),
    db.$queryRaw<RecordRow[]>(recordsSql(userId, range)),
    db.$queryRaw<SacRow[]>(sacSql(userId, range, SAC_POINTS)),
  ]);
  return shapeStatistics(units, months, groups, records, sac);
}
