import type { Prisma } from "@/generated/prisma/client";
import { dateOnly } from "@/lib/dates";
import type { DiveValues } from "@/lib/dive-logs/rules";
import type { UpdateDiveLogInput } from "@/lib/dive-logs/schema";
import { depthUnitOf, pressureUnitOf, type DiveLogRow } from "@/lib/dive-logs/serializers";

// Request fields ↔ columns. A field absent from the request leaves the column as it is (PATCH)
// or at its default (create); null clears an optional column.

const columns = {
  time: "time", dive_config: "diveConfig", dive_type: "diveType", purpose_type: "purposeType", location: "location",
  country: "country", lat: "lat", lon: "lon", max_depth: "maxDepth", average_depth: "averageDepth",
  depth_unit: "depthUnit", dive_time: "diveTime", rnt: "rnt", gas: "gas", gas_mix: "gasMix", gas_helium: "gasHelium",
  pressure_start: "pressureStart", pressure_end: "pressureEnd", pressure_unit: "pressureUnit",
  water_temperature: "waterTemperature", weather_temperature: "weatherTemperature", temperature_unit: "temperatureUnit",
  safety_stop: "safetyStop", has_decompression: "hasDecompression", decompression_note: "decompressionNote",
  buddy: "buddy", comments: "comments", log_code: "logCode", weather: "weather", water: "water", current: "current",
  visibility: "visibility", weights: "weights", weights_unit: "weightsUnit", wetsuit: "wetsuit", group_in: "groupIn",
  group_out: "groupOut", cylinder_count: "cylinderCount", bottom_cylinder_volume: "bottomCylinderVolume",
  cylinder_working_pressure: "cylinderWorkingPressure",
  dive_condition_notes: "diveConditionNotes", instructor_id: "instructorId",
} as const satisfies Partial<Record<keyof UpdateDiveLogInput, keyof DiveLogRow>>;

/** The plain columns a request sets (number, date and the skill link are handled by the services). */
export function columnData(input: UpdateDiveLogInput): Prisma.DiveLogUncheckedUpdateInput {
  const data: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columns)) {
    const value = input[field as keyof UpdateDiveLogInput];
    if (value !== undefined) data[column] = value;
  }
  if (input.date !== undefined) data.date = dateOnly(input.date);
  if (input.dive_number != null) data.number = input.dive_number;
  return data as Prisma.DiveLogUncheckedUpdateInput;
}

const pick = <T>(input: UpdateDiveLogInput, field: keyof UpdateDiveLogInput, current: T): T =>
  input[field] === undefined ? current : (input[field] as T);

/** The unit-dependent values the dive would have after the request, for rules.ts. */
export function resultingValues(input: UpdateDiveLogInput, row?: DiveLogRow): DiveValues {
  return {
    max_depth: pick(input, "max_depth", row?.maxDepth ?? null),
    average_depth: pick(input, "average_depth", row?.averageDepth ?? null),
    depth_unit: pick(input, "depth_unit", row ? depthUnitOf(row) : "m"),
    pressure_start: pick(input, "pressure_start", row?.pressureStart ?? null),
    pressure_end: pick(input, "pressure_end", row?.pressureEnd ?? null),
    pressure_unit: pick(input, "pressure_unit", row ? pressureUnitOf(row) : "bar"),
    water_temperature: pick(input, "water_temperature", row?.waterTemperature ?? null),
    weather_temperature: pick(input, "weather_temperature", row?.weatherTemperature ?? null),
    temperature_unit: pick(input, "temperature_unit", row?.temperatureUnit === "f" ? "f" : "c"),
    gas: pick(input, "gas", row?.gas ?? null),
    gas_mix: pick(input, "gas_mix", row?.gasMix ?? null),
    gas_helium: pick(input, "gas_helium", row?.gasHelium ?? null),
    lat: pick(input, "lat", row?.lat ?? null),
    lon: pick(input, "lon", row?.lon ?? null),
    weights: pick(input, "weights", row?.weights ?? null),
    weights_unit: pick(input, "weights_unit", (row?.weightsUnit as DiveValues["weights_unit"]) ?? null),
    bottom_cylinder_volume: pick(input, "bottom_cylinder_volume", row?.bottomCylinderVolume ?? null),
  };
}
