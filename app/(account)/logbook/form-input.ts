import { AppError, validationError, type FieldErrors } from "@/lib/api/errors";
import { fieldErrorsOf } from "@/lib/api/validation";
import { findInstructorByMemberId } from "@/lib/dive-logs/find-instructor";
import { diveRuleErrors } from "@/lib/dive-logs/rules";
import { ZCreateDiveLog, type CreateDiveLogInput } from "@/lib/dive-logs/schema";
import { resultingValues } from "@/lib/dive-logs/values";
import { formText } from "@/lib/pages/form-data";

// The dive form's FormData → the API's request body, checked with the API's own schema (so the
// form shows the API's messages). Empty inputs are null (cleared); date and dive time are left
// out when empty so the schema reports them as required. The instructor is looked up by member id
// first (a query, so not the kernel's synchronous parse): one answer lists every mistake.

const numbers = [
  "dive_number", "lat", "lon", "max_depth", "average_depth", "dive_time", "rnt", "gas_mix", "gas_helium", "pressure_start", "pressure_end",
  "water_temperature", "weather_temperature", "weights", "cylinder_count", "bottom_cylinder_volume", "cylinder_working_pressure", "skill_id",
] as const;
const texts = [
  "date", "time", "dive_config", "dive_type", "purpose_type", "location", "country", "depth_unit", "gas", "pressure_unit",
  "temperature_unit", "decompression_note", "buddy", "comments", "log_code", "weather", "water", "current", "visibility",
  "weights_unit", "wetsuit", "group_in", "group_out", "dive_condition_notes",
] as const;
const flags = ["safety_stop", "has_decompression"] as const;
const requiredFields = new Set(["date", "dive_time"]);

const read = (form: FormData, name: string) => formText(form, name).trim();

/** "18,4" is read as 18.4; anything else that is not a number stays NaN for the schema to refuse. */
const toNumber = (text: string) => Number(text.replace(/^(-?\d+),(\d+)$/, "$1.$2"));

/** The dive's body, or a 422 (AppError "validation") with every field error. */
export async function diveInputOf(form: FormData, mode: "create" | "update"): Promise<CreateDiveLogInput> {
  const body: Record<string, unknown> = {};
  for (const name of texts) {
    const v = read(form, name);
    if (v || !requiredFields.has(name)) body[name] = v || null;
  }
  for (const name of numbers) {
    const v = read(form, name);
    if (v || !requiredFields.has(name)) body[name] = v ? toNumber(v) : null;
  }
  for (const name of flags) body[name] = read(form, name) === "1";
  // The training link is only sent when it changed: an unchanged link to a course that has
  // since expired must not stop the diver from correcting the rest of the dive.
  if (mode === "update" && read(form, "skill_id") === read(form, "skill_id_was")) delete body.skill_id;

  const fields: FieldErrors = {};
  const memberId = read(form, "instructor_member_id");
  body.instructor_id = null;
  if (memberId) {
    try {
      body.instructor_id = (await findInstructorByMemberId(memberId)).id;
    } catch (e) {
      if (!(e instanceof AppError) || !e.extra.fields) throw e;
      Object.assign(fields, e.extra.fields);
      delete body.instructor_id;
    }
  }
  const parsed = ZCreateDiveLog.safeParse(body);
  if (!parsed.success) throw validationError({ ...fields, ...fieldErrorsOf(parsed.error) });
  // The instructor lookup failed, so the service is not called: its unit and cross-field rules
  // (the same pure functions) still report now, so the diver sees every mistake at once.
  if (Object.keys(fields).length) throw validationError({ ...diveRuleErrors(resultingValues(parsed.data)), ...fields });
  return parsed.data;
}
