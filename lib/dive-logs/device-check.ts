import type { FieldErrors } from "@/lib/api/errors";
import { fieldErrorsOf } from "@/lib/api/validation";
import type { DiveValues } from "@/lib/dive-logs/rules";
import { diveRuleErrors } from "@/lib/dive-logs/rules";
import { flagFields, numberFields, textFields } from "@/lib/dive-logs/form-payload";
import { ZCreateDiveLog, type CreateDiveLogInput } from "@/lib/dive-logs/schema";

// A dive checked on the device before it is queued offline (decision 0049), with the API's own
// schema and unit rules, so the form shows the same field errors (in the same English words,
// translated by the page) as the server action would. What needs the database — that the
// member id names a professional, that a skill is the diver's — is checked by the server when the
// operation is uploaded (a rejection shown on /sync). Browser-safe: no server imports.

/** The member ids DiveCert gives (lib/users/member-id.ts). */
export const MEMBER_ID_PATTERN = /^[A-Z]{2}\d{2}-\d{3}-\d{3}$/;
/** The server's words for a malformed member id (lib/dive-logs/find-instructor.ts). */
export const MEMBER_ID_MESSAGE = "Enter the instructor's member id, like IT26-104-512.";

/** The values the unit rules see for a new dive (lib/dive-logs/values.ts `resultingValues` without a stored row). */
export function newDiveValues(input: CreateDiveLogInput): DiveValues {
  return {
    max_depth: input.max_depth ?? null,
    average_depth: input.average_depth ?? null,
    depth_unit: input.depth_unit ?? "m",
    pressure_start: input.pressure_start ?? null,
    pressure_end: input.pressure_end ?? null,
    pressure_unit: input.pressure_unit ?? "bar",
    water_temperature: input.water_temperature ?? null,
    weather_temperature: input.weather_temperature ?? null,
    temperature_unit: input.temperature_unit ?? "c",
    gas: input.gas ?? null,
    gas_mix: input.gas_mix ?? null,
    gas_helium: input.gas_helium ?? null,
    lat: input.lat ?? null,
    lon: input.lon ?? null,
    weights: input.weights ?? null,
    weights_unit: input.weights_unit ?? null,
    bottom_cylinder_volume: input.bottom_cylinder_volume ?? null,
  };
}

/**
 * Every field error the server action would answer for this body (lib/dive-logs/form-payload.ts)
 * without the database: {} when the dive can be queued. The whole form is checked, for an edit
 * too (its form holds every field), so an edit is refused on the device as it would be online.
 */
export function diveErrorsOnDevice(body: Record<string, unknown>, instructorMemberId: string): FieldErrors {
  const fields: FieldErrors = {};
  if (instructorMemberId && !MEMBER_ID_PATTERN.test(instructorMemberId.toUpperCase())) fields.instructor_id = [MEMBER_ID_MESSAGE];
  const parsed = ZCreateDiveLog.safeParse({ ...body, instructor_id: null });
  if (!parsed.success) return { ...fields, ...fieldErrorsOf(parsed.error) };
  return { ...diveRuleErrors(newDiveValues(parsed.data)), ...fields };
}

/**
 * The keys of the catalogues' `service.messages` whose words the checks above can give: the part
 * of the service catalogue a dive form page hands the browser to show them in its language
 * (lib/dive-logs/device-check.test.ts finds every message the checks give among these).
 */
export const DEVICE_MESSAGE_KEYS = [
  "required", "type", "between", "betweenUnit", "nul", "negative", "maxChars", "oneOf", "integer", "boolean", "countryCode",
  "dateFormat", "dateInvalid", "dateFuture", "date1900", "timeFormat", "averageDepth", "pressureEnd", "workingMin", "workingMax",
  "air", "nitrox", "oxygen", "latLon", "instructorId",
] as const;

/** The keys of `service.fields` those messages can name: the form's fields and its instructor. */
export const DEVICE_FIELD_KEYS: readonly string[] = [...numberFields, ...textFields, ...flagFields, "instructor_id"];
