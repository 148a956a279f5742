import { z } from "zod";

// The dive-log record as answered (documentation and contract tests). The computed figures
// state their model and units here; the formulas live in lib/dive-logs/figures.ts.

const n = () => z.number().nullable();
const s = () => z.string().nullable();
const isoMillis = () => z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/).nullable();

export const ZDiveLogRecord = z
  .object({
    id: z.number().int(),
    uuid: z.uuid().describe("Stable identifier; also accepted in paths instead of the id."),
    number: z.number().int().describe("Logbook number: dive_number as sent, else the diver's highest number + 1 at creation."),
    date: z.string().describe("Y-m-d."),
    dive_type: s(), purpose_type: s(), location: s(), country: s().describe("ISO 3166-1 alpha-2."), dive_config: s(), gas: s(),
    lat: n(), lon: n(), gas_mix: n().describe("O2 %."),
    gas_helium: n().describe("Helium % of trimix and heliox; null for other gases or when not logged."),
    max_depth: n().describe("In depth_unit."), average_depth: n().describe("In depth_unit."), dive_time: z.number().int().describe("Minutes."),
    depth_unit: z.enum(["m", "ft"]), pressure_unit: z.enum(["bar", "psi"]), temperature_unit: z.enum(["c", "f"]),
    abt: z.number().int().describe("Actual bottom time, minutes: equal to dive_time."),
    rnt: z.number().int().nullable().describe("Residual nitrogen time, minutes, as logged."),
    tbt: z.number().int().describe("Total bottom time, minutes: abt + rnt (abt when rnt is null)."),
    tts: n().describe("Time to surface: needs dive-computer decompression data, which is not stored; always null."),
    pressure_start: n(), pressure_end: n(), water_temperature: n(), weather_temperature: n(),
    weather: s(), water: s(), current: s(), visibility: s(), weights: n(), weights_unit: s(), buddy: s(),
    verified_by: s().describe("The signing instructor: \"Full Name (member id)\"."),
    wetsuit: s(),
    sac_rate: n().describe(
      "Surface air consumption (volumetric, ideal gas): gas used / dive_time / P_amb(average_depth), with " +
        "P_amb = 1 + d/10 bar (m) or 1 + d/33 (ft). bar: gas used = (pressure_start − pressure_end) × " +
        "bottom_cylinder_volume (L, water volume) × cylinder_count (1 if null) → L/min, one decimal " +
        "(12 L, 200 → 50 bar, 44 min at 13.2 m → 17.6). psi: bottom_cylinder_volume is the rated capacity in " +
        "cuft at cylinder_working_pressure, gas used = Δpsi / working pressure × capacity → cuft/min, two " +
        "decimals (AL80: 77.4 cuft at 3000 psi, 3000 → 700 psi, 45 min at 40 ft → 0.60). Null whenever an input is missing.",
    ),
    mod: n().describe(
      "Maximum operating depth at ppO2 1.4 bar from the O2 % (gas_mix, or 21 for air, 100 for oxygen): " +
        "(1.4 / FO2 − 1) × 10 m or × 33 ft, in depth_unit, rounded down (EAN32 → 33 m / 111 ft). Null without an O2 %.",
    ),
    safety_stop: z.boolean(), has_decompression: z.boolean(), decompression_note: s(), comments: s(), log_code: s(),
    end: isoMillis().describe(
      "date + time + dive_time, ISO 8601 with milliseconds. time is the local start time at the site; no time zone is " +
        "stored, so it is read as UTC. Null when no time was given.",
    ),
    group_in: s(), group_out: s(),
    course_id: n().describe("Course of the course log the dive is a training dive for."),
    skill_log_id: n().describe("Skill progress row the dive is linked to."), skill_id: n(), instructor_id: n(),
    is_signed: z.boolean(),
    signed_at: isoMillis(),
    cylinder_count: n(), bottom_cylinder_volume: n().describe("Litres (water volume) with bar; cuft (rated capacity) with psi."),
    cylinder_working_pressure: n().describe("psi only: the working pressure the cuft capacity is rated at."),
    dive_condition_notes: s(),
    time: s().describe("HH:mm start time as logged."),
    signature_valid: z.boolean().nullable().describe(
      "Recomputes the SHA-256 of the signed content: false once anything signed has changed; null while unsigned.",
    ),
    has_profile: z.boolean().describe("True when the dive computer's samples are kept: GET …/dive-logs/{id}/profile answers them."),
    computer: z
      .object({ model: s(), serial: s() })
      .nullable()
      .describe("The dive computer an imported dive came from; null for dives logged by hand."),
    created_at: z.string(), updated_at: z.string(),
  })
  .meta({ id: "DiveLog", description: "Dive-log record (no `success` key in its envelope)." });

export const ZInstructorDiveLogRecord = ZDiveLogRecord.extend({
  diver: z.object({ id: z.number().int(), member_id: z.string(), full_name: z.string().nullable() }).nullable(),
}).meta({ id: "InstructorDiveLog", description: "A dive-log record with the diver who logged it." });

const zUnits = z.object({ depth: z.enum(["m", "ft"]), temperature: z.enum(["c", "f"]), pressure: z.enum(["bar", "psi"]) });

export const ZDiveProfile = z
  .object({
    samples: z.array(
      z.object({
        t: z.number().describe("Seconds from the start of the dive."),
        depth: n().describe("In units.depth."),
        temperature: n().describe("Water temperature, in units.temperature."),
        pressure: n().describe("Tank pressure, in units.pressure."),
        ndl: n().describe("No-decompression time left, seconds."),
        ceiling: n().describe("Decompression ceiling, in units.depth."),
      }),
    ),
    events: z.array(
      z.object({
        t: z.number().describe("Seconds from the start."),
        type: z.string().describe("gaschange (value = O2 %), safetystop, decostop (value = stop depth), ascent (ascent-rate warning), bookmark, or the computer's other alerts."),
        value: z.union([z.number(), z.string()]).nullable(),
      }),
    ),
    units: zUnits,
  })
  .meta({ id: "DiveProfile", description: "A dive computer's samples in the dive's units; null where the computer did not record a value." });

export const ZDiveLogImport = z
  .object({
    imported: z.number().int(),
    duplicates: z.number().int().describe("Dives already in the logbook (same start minute and max depth to 0.1 m, or the same computer serial and dive id)."),
    rejected: z.array(z.object({ index: z.number().int().describe("0-based place of the dive in the file."), reason: z.string() })),
    dives: z.array(ZDiveLogRecord).describe("The dives imported, numbered in date order after the diver's highest number."),
  })
  .meta({ id: "DiveLogImport" });
