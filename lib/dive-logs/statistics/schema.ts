import { z } from "zod";
import { ZYmd } from "@/lib/users/basic-schema";

// GET /diver/dive-logs/statistics: the query (an optional inclusive date range) and the answer's
// shape (contract section 6, "The logbook for life", Statistics).

const blank = (v: unknown) => (v === "" ? undefined : v);

export const ZStatisticsQuery = z
  .object({
    from: z.preprocess(blank, ZYmd.optional()).describe("Dives on or after this date (Y-m-d)."),
    to: z.preprocess(blank, ZYmd.optional()).describe("Dives on or before this date (Y-m-d)."),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ["to"], message: "The to date must not be before the from date." });
export type StatisticsQuery = z.output<typeof ZStatisticsQuery>;

const count = z.number().int().min(0);
const bin = z.object({ from: z.number(), to: z.number(), dives: count });

export const ZDiveLogStatistics = z.object({
  dives: count.describe("Dives in the range."),
  total_minutes: count.describe("Sum of dive_time."),
  units: z
    .object({ depth: z.enum(["m", "ft"]), temperature: z.enum(["c", "f"]), sac: z.enum(["l/min", "cuft/min"]) })
    .describe("The account's units, in which every figure is given."),
  deepest: z.object({ id: z.number().int(), depth: z.number() }).nullable().describe("By max_depth; null when no dive has one."),
  longest: z.object({ id: z.number().int(), minutes: count }).nullable().describe("By dive_time; null without dives."),
  coldest: z.object({ id: z.number().int(), temperature: z.number() }).nullable().describe("By water_temperature; null when no dive has one."),
  per_year: z.array(z.object({ year: z.number().int(), dives: count, minutes: count })).describe("Every year from the first dive's to the last's, oldest first."),
  per_month: z.array(z.object({ month: z.string().describe("YYYY-MM"), dives: count })).describe("The 24 months ending with `to`'s month (or this month), oldest first."),
  depth_histogram: z.array(bin).describe("Max depth, 5 m bins (15 ft for imperial accounts): from ≤ depth < to; from the shallowest bin with dives to the deepest."),
  duration_histogram: z.array(bin).describe("Dive time, 10-minute bins: from ≤ minutes < to."),
  by_country: z.array(z.object({ country: z.string(), dives: count })).describe("ISO 3166-1 alpha-2 codes, most dives first."),
  by_site: z.array(z.object({ site: z.string(), dives: count })).describe("Top 20 by the dive's location text (trimmed, case ignored)."),
  by_gas: z.array(z.object({ gas: z.string(), dives: count })).describe("By the dive's gas (air, nitrox, trimix, oxygen, heliox), most dives first."),
  sac_trend: z
    .array(z.object({ date: z.string(), sac_rate: z.number() }))
    .describe("One point per dive with a surface air consumption (L/min, or cuft/min for imperial accounts), oldest first; the last 200 at most."),
});
export type DiveLogStatistics = z.output<typeof ZDiveLogStatistics>;
