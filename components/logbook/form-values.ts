import { unitsOf, type UnitSystem } from "@/components/logbook/format";
import type { DiveLogRecord } from "@/lib/dive-logs/serializers";

// The text values of the dive form: a new dive in the diver's preferred units, or a stored one.

export function newDiveValues(system: UnitSystem, today: string): Record<string, string> {
  const u = unitsOf(system);
  return { date: today, depth_unit: u.depth, pressure_unit: u.pressure, temperature_unit: u.temperature, weights_unit: u.weights, gas: "air", safety_stop: "1" };
}

const keys = [
  "date", "time", "dive_config", "dive_type", "purpose_type", "location", "country", "lat", "lon", "max_depth", "average_depth",
  "depth_unit", "dive_time", "rnt", "gas", "gas_mix", "gas_helium", "pressure_start", "pressure_end", "pressure_unit", "water_temperature",
  "weather_temperature", "temperature_unit", "decompression_note", "buddy", "comments", "log_code", "weather", "water", "current",
  "visibility", "weights", "weights_unit", "wetsuit", "group_in", "group_out", "cylinder_count", "bottom_cylinder_volume", "cylinder_working_pressure",
  "dive_condition_notes", "skill_id",
] as const satisfies readonly (keyof DiveLogRecord)[];

export function storedDiveValues(d: DiveLogRecord, instructorMemberId: string | null): Record<string, string> {
  const values: Record<string, string> = { dive_number: String(d.number) };
  for (const key of keys) {
    const v = d[key];
    if (v !== null && v !== undefined) values[key] = String(v);
  }
  if (d.safety_stop) values.safety_stop = "1";
  if (d.has_decompression) values.has_decompression = "1";
  if (instructorMemberId) values.instructor_member_id = instructorMemberId;
  values.skill_id_was = d.skill_id === null ? "" : String(d.skill_id);
  return values;
}
