import { Prisma } from "@/generated/prisma/client";
import type { DepthUnit } from "@/lib/dive-logs/units";
import { METRES_PER_FOOT } from "@/lib/dive-logs/units";

// The statistics' three statements. Each reads the diver's live dives in the date range through
// the (user_id, date, id) index once; everything is grouped in the database, so the answer's rows
// are bounded by the number of years, months, bins, countries, sites and gases, never by dives
// (the SAC statement returns at most 200 rows). Plain SQL that PGlite and PostgreSQL both run.

export type Range = { from?: string; to?: string };

/** The diver's live dives in the range (inclusive, against each dive's date). */
export function scope(userId: number, range: Range): Prisma.Sql {
  return Prisma.sql`user_id = ${userId} AND deleted_at IS NULL
    ${range.from ? Prisma.sql`AND date >= ${range.from}::date` : Prisma.empty}
    ${range.to ? Prisma.sql`AND date <= ${range.to}::date` : Prisma.empty}`;
}

const FOOT = Prisma.raw(`${METRES_PER_FOOT}::float8`);

/** max_depth in the target unit, as float8 (same operations as units.ts, so bins agree with it). */
export function depthIn(target: DepthUnit): Prisma.Sql {
  return target === "ft"
    ? Prisma.sql`CASE WHEN depth_unit = 'ft' THEN max_depth ELSE max_depth / ${FOOT} END`
    : Prisma.sql`CASE WHEN depth_unit = 'ft' THEN max_depth * ${FOOT} ELSE max_depth END`;
}

/** water_temperature in °C (only for ordering; the record's own value is converted in JS). */
const celsius = Prisma.sql`CASE WHEN temperature_unit = 'f' THEN (water_temperature - 32) * 5 / 9 ELSE water_temperature END`;

/** The sets of the grouping statement, by GROUPING(y, m, d, t, c, s, g): bit 6 is y … bit 0 is g. */
export const SETS = { total: 127, year: 63, month: 95, depth: 111, duration: 119, country: 123, site: 125, gas: 126 } as const;

export type GroupRow = {
  set: number;
  y: number | null;
  m: string | null;
  d: number | null;
  t: number | null;
  c: string | null;
  s: string | null;
  site: string | null;
  g: string | null;
  dives: number;
  minutes: number;
};

/**
 * Counts and minutes per year, per month (from `monthFrom` on), per depth and duration bin, per
 * country, site and gas, and the total, in one statement (GROUPING SETS). Empty keys (no depth,
 * no country…) form their own group, which the caller drops.
 */
export function groupsSql(userId: number, range: Range, depthUnit: DepthUnit, depthBin: number, monthFrom: string): Prisma.Sql {
  return Prisma.sql`
    SELECT GROUPING(y, m, d, t, c, s, g)::int AS "set", y, m, d, t, c, s, min(site COLLATE "C") AS site, g,
           count(*)::int AS dives, coalesce(sum(dive_time), 0)::int AS minutes
      FROM (SELECT extract(year FROM date)::int AS y,
                   CASE WHEN date >= ${monthFrom}::date THEN to_char(date, 'YYYY-MM') END AS m,
                   floor((${depthIn(depthUnit)}) / ${Prisma.raw(`${depthBin}::float8`)})::int AS d,
                   floor(dive_time / 10.0)::int AS t,
                   upper(nullif(btrim(country), '')) AS c,
                   lower(nullif(btrim(location), '')) AS s,
                   nullif(btrim(location), '') AS site,
                   lower(nullif(btrim(gas), '')) AS g,
                   dive_time
              FROM dive_logs WHERE ${scope(userId, range)}) dives
     GROUP BY GROUPING SETS ((), (y), (m), (d), (t), (c), (s), (g))`;
}

export type RecordRow = { kind: "deepest" | "longest" | "coldest"; id: number; value: number; unit: string };

/** The deepest, longest and coldest dive (the earliest one on a tie), one statement. */
export function recordsSql(userId: number, range: Range): Prisma.Sql {
  const where = scope(userId, range);
  return Prisma.sql`
    (SELECT 'deepest' AS kind, id, max_depth AS value, depth_unit AS unit FROM dive_logs
      WHERE ${where} AND max_depth IS NOT NULL ORDER BY ${depthIn("m")} DESC, date, id LIMIT 1)
    UNION ALL
    (SELECT 'longest', id, dive_time::float8, 'min' FROM dive_logs
      WHERE ${where} ORDER BY dive_time DESC, date, id LIMIT 1)
    UNION ALL
    (SELECT 'coldest', id, water_temperature, temperature_unit FROM dive_logs
      WHERE ${where} AND water_temperature IS NOT NULL ORDER BY ${celsius}, date, id LIMIT 1)`;
}

export type SacRow = {
  date: Date;
  pressureStart: number;
  pressureEnd: number;
  pressureUnit: string;
  cylinderVolume: number;
  cylinderCount: number | null;
  workingPressure: number | null;
  diveTime: number;
  averageDepth: number;
  depthUnit: string;
};

/**
 * The SAC inputs of the latest `limit` dives that have a SAC: the same conditions as sacRate()
 * (figures.ts) answers null for, so the LIMIT counts dives with a SAC, not dives with some input.
 */
export function sacSql(userId: number, range: Range, limit: number): Prisma.Sql {
  return Prisma.sql`
    SELECT date, pressure_start AS "pressureStart", pressure_end AS "pressureEnd", pressure_unit AS "pressureUnit",
           bottom_cylinder_volume AS "cylinderVolume", cylinder_count AS "cylinderCount",
           cylinder_working_pressure AS "workingPressure", dive_time AS "diveTime",
           average_depth AS "averageDepth", depth_unit AS "depthUnit"
      FROM dive_logs
     WHERE ${scope(userId, range)}
       AND pressure_start > pressure_end AND dive_time > 0 AND bottom_cylinder_volume > 0
       AND average_depth IS NOT NULL
       AND (pressure_unit = 'bar' OR cylinder_working_pressure > 0)
     ORDER BY date DESC, id DESC
     LIMIT ${limit}`;
}
