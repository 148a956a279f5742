import countries from "i18n-iso-countries";
import { diveRuleErrors } from "@/lib/dive-logs/rules";
import { ZCreateDiveLog, type CreateDiveLogInput } from "@/lib/dive-logs/schema";
import { deriveFigures } from "@/lib/dive-logs/import/derive";
import type { ParsedDive, ProfileEvent } from "@/lib/dive-logs/import/types";
import { resultingValues } from "@/lib/dive-logs/values";
import {
  barToPsi, fromBar, fromCelsius, fromMetres, LITRES_PER_CUFT, round, toMetres,
  type DepthUnit, type PressureUnit, type SystemUnits, type TemperatureUnit,
} from "@/lib/dive-logs/units";
import type { ProfileColumns } from "@/lib/dive-logs/profile-codec";

// A parsed dive → the request a diver would have sent (validated by the same schema and rules
// as a dive typed by hand), plus its profile and computer. Units: those the file's logbook
// record states (the logbook's own UDDF and CSV), else the diver's preference; values are
// converted, not rounded, so nothing is lost (12.3 m stays 40.354… ft).

/** The units a file's values are read in (its record's, else the diver's): weights are not imported. */
export type Units = Pick<SystemUnits, "depth" | "pressure" | "temperature">;

export type ImportableDive = {
  input: CreateDiveLogInput;
  /** When the dive starts (local, to the minute) and its max depth in metres (0.1): the duplicate rule. */
  startMinute: string;
  maxDepthDm: number | null;
  computer: { model: string | null; serial: string | null; diveId: string | null } | null;
  profile: { samples: ProfileColumns; events: ProfileEvent[] } | null;
};

const NUMBER_FIELDS = new Set([
  "lat", "lon", "max_depth", "average_depth", "dive_time", "rnt", "gas_mix", "gas_helium", "pressure_start", "pressure_end",
  "water_temperature", "weather_temperature", "weights", "cylinder_count", "bottom_cylinder_volume", "cylinder_working_pressure",
]);
const TEXT_FIELDS = new Set([
  "time", "dive_config", "dive_type", "purpose_type", "location", "country", "depth_unit", "gas", "pressure_unit",
  "temperature_unit", "safety_stop", "has_decompression", "decompression_note", "buddy", "comments", "log_code", "weather",
  "water", "current", "visibility", "weights_unit", "wetsuit", "group_in", "group_out", "dive_condition_notes",
]);

const clip = (v: string | null, max: number) => (v === null ? null : v.slice(0, max));
const exact = (v: number | null, places = 6) => (v === null ? null : round(v, places));

function countryCode(value: string | null): string | null {
  if (!value) return null;
  const v = value.trim();
  if (/^[A-Za-z]{2}$/.test(v) && countries.isValid(v.toUpperCase())) return v.toUpperCase();
  return countries.getAlpha2Code(v, "en") ?? null;
}

type Gas = { gas: CreateDiveLogInput["gas"]; gas_mix: number | null; gas_helium: number | null };

function gasOf(o2: number | null, he: number | null): Gas {
  const none: Gas = { gas: null, gas_mix: null, gas_helium: null };
  if (o2 === null || !(o2 >= 5 && o2 <= 100)) return none;
  const mix = round(o2, 1);
  if (he !== null && he > 0) {
    const helium = round(he, 1);
    // A trace of helium (under 1 %) is kept as the gas's name only; the field takes 1–95 %.
    return { gas: o2 + he >= 99.9 ? "heliox" : "trimix", gas_mix: mix, gas_helium: helium >= 1 && helium <= 95 ? helium : null };
  }
  if (Math.abs(o2 - 21) <= 0.5) return { ...none, gas: "air", gas_mix: 21 };
  if (o2 >= 99) return { ...none, gas: "oxygen", gas_mix: mix };
  if (o2 > 21) return { ...none, gas: "nitrox", gas_mix: mix };
  return none;
}

function hhmm(time: string | null): string | null {
  const m = time ? /^(\d{1,2}):(\d{2})/.exec(time.trim()) : null;
  return m && Number(m[1]) < 24 && Number(m[2]) < 60 ? `${m[1]!.padStart(2, "0")}:${m[2]}` : null;
}

/** The first message of a zod or rules failure, as the reason a dive is refused. */
const firstMessage = (errors: Record<string, string[]>) => {
  const [field, messages] = Object.entries(errors)[0]!;
  return `${field}: ${messages[0]}`;
};

export function toImportableDive(dive: ParsedDive, preferred: Units): ImportableDive | { reason: string } {
  const rec = dive.record ?? {};
  const units: Units = {
    depth: rec.depth_unit === "ft" ? "ft" : rec.depth_unit === "m" ? "m" : preferred.depth,
    pressure: rec.pressure_unit === "psi" ? "psi" : rec.pressure_unit === "bar" ? "bar" : preferred.pressure,
    temperature: rec.temperature_unit === "f" ? "f" : rec.temperature_unit === "c" ? "c" : preferred.temperature,
  };
  const f = deriveFigures(dive);
  const depth = (m: number | null) => exact(m === null ? null : fromMetres(m, units.depth));
  const pressure = (b: number | null) => exact(b === null ? null : fromBar(b, units.pressure));
  const temperature = (c: number | null) => exact(c === null ? null : fromCelsius(c, units.temperature));
  let volume: number | null = null;
  let workingPressure: number | null = null;
  if (dive.cylinderVolume !== null) {
    if (units.pressure === "bar") volume = exact(dive.cylinderVolume, 3);
    else if (dive.cylinderWorkingPressure !== null) {
      // Imperial cylinders are named by the gas they hold at their working pressure (ideal gas).
      volume = exact((dive.cylinderVolume * (dive.cylinderWorkingPressure / 1.01325)) / LITRES_PER_CUFT, 3);
      workingPressure = exact(barToPsi(dive.cylinderWorkingPressure), 1);
    }
  }
  const { gas, gas_mix, gas_helium } = gasOf(f.o2, dive.he);
  const raw: Record<string, unknown> = {
    date: dive.date,
    time: hhmm(dive.time),
    dive_time: f.duration === null ? undefined : Math.max(1, Math.round(f.duration / 60)),
    depth_unit: units.depth,
    pressure_unit: units.pressure,
    temperature_unit: units.temperature,
    max_depth: depth(f.maxDepth),
    average_depth: depth(f.avgDepth),
    water_temperature: temperature(f.waterTemperature),
    weather_temperature: temperature(dive.airTemperature),
    pressure_start: pressure(f.pressureStart),
    pressure_end: pressure(f.pressureEnd),
    gas,
    gas_mix,
    gas_helium,
    bottom_cylinder_volume: volume,
    cylinder_working_pressure: workingPressure,
    cylinder_count: dive.cylinderCount,
    location: clip(dive.site?.name ?? null, 255),
    country: countryCode(dive.site?.country ?? null),
    lat: dive.site?.lat ?? null,
    lon: dive.site?.lon ?? null,
    buddy: clip(dive.buddy, 255),
    comments: clip(dive.notes, 5000),
  };
  // A site with only one coordinate would be refused; keep neither.
  if ((raw.lat === null) !== (raw.lon === null)) raw.lat = raw.lon = null;
  for (const [field, value] of Object.entries(rec)) {
    if (NUMBER_FIELDS.has(field)) raw[field] = value === "" ? null : Number(value);
    else if (TEXT_FIELDS.has(field)) raw[field] = value;
  }
  if (raw.dive_time === undefined) return { reason: "The dive states no duration and has no samples deeper than 1 m." };
  const parsed = ZCreateDiveLog.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { reason: `${issue.path.join(".")}: ${issue.message}` };
  }
  const rules = diveRuleErrors(resultingValues(parsed.data));
  if (Object.keys(rules).length) return { reason: firstMessage(rules) };
  const input = parsed.data;
  const maxMetres = input.max_depth == null ? null : toMetres(input.max_depth, input.depth_unit ?? "m");
  const hasProfile = dive.samples.t.length >= 2;
  return {
    input,
    startMinute: `${input.date}T${input.time ?? ""}`,
    maxDepthDm: maxMetres === null ? null : Math.round(maxMetres * 10),
    computer: dive.computer && (dive.computer.model || dive.computer.serial) ? dive.computer : null,
    profile: hasProfile ? { samples: dive.samples, events: [...dive.events].sort((a, b) => a.t - b.t) } : null,
  };
}
