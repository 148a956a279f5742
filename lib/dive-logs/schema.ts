import { z } from "zod";
import { ZPageQuery } from "@/lib/api/pagination";
import { depthUnits, pressureUnits, temperatureUnits, weightUnits } from "@/lib/dive-logs/units";
import { ZCountryCode, ZYmd } from "@/lib/users/basic-schema";

// Request schemas of the dive-log routes (field names exactly as the specification's request
// table, plus the optional fields of the response record a diver also writes). Unknown fields
// are stripped. Bounds that depend on a unit or another field (depths, pressures, temperatures,
// average ≤ max, end ≤ start) are checked by lib/dive-logs/rules.ts on the resulting dive.

export const gases = ["air", "nitrox", "trimix", "oxygen", "heliox"] as const;
const INT4 = 2_147_483_647;

const label = (field: string) => field.replace(/_/g, " ");

const number = (field: string, min: number, max: number) =>
  z
    .number()
    .min(min, `The ${label(field)} must be between ${min} and ${max}.`)
    .max(max, `The ${label(field)} must be between ${min} and ${max}.`);
const integer = (field: string, min: number, max: number) => number(field, min, max).int(`The ${label(field)} must be an integer.`);
/** A number whose bounds depend on the dive's units (rules.ts). */
const measure = (field: string) => z.number().min(0, `The ${label(field)} must not be negative.`);
const id = (field: string) => integer(field, 1, INT4);

const text = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The ${label(field)} must not be greater than ${max} characters.`)
    // PostgreSQL text cannot hold NUL; refused here rather than failing in the database.
    .refine((v) => !v.includes("\u0000"), `The ${label(field)} must not contain NUL characters.`)
    .transform((v) => (v === "" ? null : v));

const oneOf = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(values, { error: `The ${label(field)} must be one of: ${values.join(", ")}.` }));

// Laravel's "boolean" rule, which the apps were built against: true, false, 1, 0, "1", "0".
const flag = (field: string) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["0", "1", "true", "false"])], {
      error: `The ${label(field)} field must be true or false.`,
    })
    .transform((v) => v === true || v === 1 || v === "1" || v === "true");

/** Latest accepted dive date: today where the day is furthest ahead (UTC+14), so no diver's today is refused. */
export const latestDiveDate = (now = new Date()) => new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

const ZDiveDate = ZYmd.refine((v) => v >= "1900-01-01", { error: "The date must not be before 1900-01-01.", abort: true })
  .refine((v) => v <= latestDiveDate(), "The date must not be in the future.")
  .describe("Y-m-d, the day of the dive; not before 1900-01-01 and not in the future.");

const ZTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "The time must be in the format HH:mm.")
  .describe("HH:mm, local start time at the dive site (no time zone is stored; `end` reads it as UTC).");

/** Every writable field; all optional here (PATCH), `null` clears an optional field. */
const fields = {
  dive_number: id("dive_number").nullable().describe("Logbook number; when absent (or null) the server gives the diver's next number (highest + 1)."),
  date: ZDiveDate,
  time: ZTime.nullable(),
  dive_config: text("dive_config", 100).nullable(),
  dive_type: text("dive_type", 50).nullable().describe("Free text such as boat, shore, night, wreck; the list filter matches it exactly (any case)."),
  purpose_type: text("purpose_type", 50).nullable(),
  location: text("location", 255).nullable(),
  country: ZCountryCode.nullable(),
  lat: number("lat", -90, 90).nullable().describe("Latitude, decimal degrees −90..90; given together with lon."),
  lon: number("lon", -180, 180).nullable().describe("Longitude, decimal degrees −180..180; given together with lat."),
  max_depth: measure("max_depth").nullable().describe("In depth_unit: 0–350 m, or 0–1148.3 ft (the same depth)."),
  average_depth: measure("average_depth").nullable().describe("In depth_unit, same bounds as max_depth, and not greater than max_depth."),
  depth_unit: oneOf("depth_unit", depthUnits).describe("m (default) or ft."),
  dive_time: integer("dive_time", 1, 1440).describe("Minutes, 1–1440."),
  rnt: integer("rnt", 0, 1440).nullable().describe("Residual nitrogen time in minutes, 0–1440."),
  gas: oneOf("gas", gases).nullable(),
  gas_mix: number("gas_mix", 5, 100).nullable().describe("Oxygen percentage 5–100; air is 21, nitrox above 21 and below 100, oxygen at least 99."),
  gas_helium: number("gas_helium", 1, 95)
    .nullable()
    .describe("Helium percentage 1–95, for trimix and heliox only; gas_mix + gas_helium at most 100 (heliox: the rest of the mix is helium)."),
  pressure_start: measure("pressure_start").nullable().describe("Cylinder pressure at the start, in pressure_unit: 0–350 bar or 0–5076 psi."),
  pressure_end: measure("pressure_end").nullable().describe("Cylinder pressure at the end, in pressure_unit; not greater than pressure_start."),
  pressure_unit: oneOf("pressure_unit", pressureUnits).describe("bar (default) or psi; also sets the cylinder volume unit (litres with bar, cuft with psi)."),
  water_temperature: z.number().nullable().describe("In temperature_unit: −2..40 °C (28.4..104 °F)."),
  weather_temperature: z.number().nullable().describe("Air temperature in temperature_unit: −60..60 °C (−76..140 °F)."),
  temperature_unit: oneOf("temperature_unit", temperatureUnits).describe("c (default) or f."),
  safety_stop: flag("safety_stop").nullable().transform((v) => v ?? false),
  has_decompression: flag("has_decompression").nullable().transform((v) => v ?? false),
  decompression_note: text("decompression_note", 1000).nullable(),
  buddy: text("buddy", 255).nullable(),
  comments: text("comments", 5000).nullable(),
  log_code: text("log_code", 64).nullable(),
  weather: text("weather", 50).nullable(),
  water: text("water", 50).nullable(),
  current: text("current", 50).nullable(),
  visibility: text("visibility", 50).nullable(),
  weights: measure("weights").nullable().describe("Ballast in weights_unit: 0–50 kg (0–110.2 lb)."),
  weights_unit: oneOf("weights_unit", weightUnits).nullable().describe("kg (assumed when weights is given without it) or lb."),
  wetsuit: text("wetsuit", 50).nullable(),
  group_in: text("group_in", 5).nullable().describe("Pressure group at the start (dive-table letter)."),
  group_out: text("group_out", 5).nullable().describe("Pressure group at the end (dive-table letter)."),
  cylinder_count: integer("cylinder_count", 1, 6).nullable().describe("Identical cylinders breathed together (twinset, sidemount); 1 when absent."),
  bottom_cylinder_volume: z
    .number()
    .nullable()
    .describe("One cylinder: water volume in litres (0.1–50) with bar; rated gas capacity in cuft (1–200) with psi."),
  cylinder_working_pressure: z
    .number()
    .min(1000, "The cylinder working pressure must be at least 1000 psi.")
    .max(5000, "The cylinder working pressure may not be greater than 5000 psi.")
    .nullable()
    .describe("psi only: the working pressure at which bottom_cylinder_volume (cuft) is rated, e.g. 3000 for an AL80; needed for sac_rate in cuft/min."),
  dive_condition_notes: text("dive_condition_notes", 2000).nullable(),
  skill_log_id: id("skill_log_id").nullable().describe("A skill progress row of one of the diver's own course logs; the dive becomes that skill's dive."),
  skill_id: id("skill_id").nullable().describe("A skill of a course the diver is enrolled in (own course log); the dive becomes that skill's dive."),
  instructor_id: id("instructor_id").nullable().describe("User id of a professional (instructor or above); the dive is pending until that instructor signs it."),
};

/** PATCH /diver/dive-logs/{id}: any subset of the fields. */
export const ZUpdateDiveLog = z.object(fields).partial().describe("Dive-log fields to change; unknown fields are ignored.");

/** POST /diver/dive-logs: date and dive_time are required. */
export const ZCreateDiveLog = ZUpdateDiveLog.required({ date: true, dive_time: true }).describe(
  "A dive-log entry; unknown fields are ignored. Units: depth_unit m|ft, pressure_unit bar|psi, temperature_unit c|f.",
);

export type UpdateDiveLogInput = z.output<typeof ZUpdateDiveLog>;
export type CreateDiveLogInput = z.output<typeof ZCreateDiveLog>;

/** `{id}`: a numeric id or the dive's uuid; anything else is a 404. */
export const ZDiveLogParams = z.object({
  id: z.union([
    z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().min(1).max(INT4)).transform((v) => ({ id: v })),
    z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i).transform((v) => ({ uuid: v.toLowerCase() })),
  ]),
});
export type DiveLogKey = z.output<typeof ZDiveLogParams>["id"];

const blank = (v: unknown) => (v === "" ? undefined : v);
const ZSigned = z.preprocess(
  blank,
  z.enum(["true", "false", "1", "0"], { error: "The signed filter must be true or false." }).transform((v) => v === "true" || v === "1").optional(),
);
const ZCursor = z
  .string()
  .max(512, "The cursor is invalid.")
  .optional()
  .describe("Keyset paging: send it (empty for the first page) to get the cursor shape instead of page numbers; stable under inserts.");

export const ZDiveLogListQuery = ZPageQuery.extend({
  cursor: ZCursor,
  from: z.preprocess(blank, ZYmd.optional()).describe("Dives on or after this date (Y-m-d)."),
  to: z.preprocess(blank, ZYmd.optional()).describe("Dives on or before this date (Y-m-d)."),
  dive_type: z.preprocess(blank, z.string().trim().max(50).refine((v) => !v.includes("\u0000"), "The dive type is invalid.").optional()),
  signed: ZSigned.describe("true: signed dives only; false: unsigned only."),
  sort: z.preprocess(blank, z.enum(["-date", "date"], { error: "The sort must be -date or date." }).default("-date")).describe("-date (newest first, default) or date."),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { path: ["to"], message: "The to date must not be before the from date." });
export type DiveLogListQuery = z.output<typeof ZDiveLogListQuery>;

export const ZProfessionalDiveLogQuery = ZPageQuery.extend({
  cursor: ZCursor,
  signed: ZSigned.describe("false: pending dives only; true: signed only; absent: both, pending first."),
});
export type ProfessionalDiveLogQuery = z.output<typeof ZProfessionalDiveLogQuery>;

export const ZExportQuery = z.object({
  format: z.string().trim().toLowerCase().pipe(z.enum(["uddf", "csv"], { error: "The format must be uddf or csv." })),
});
