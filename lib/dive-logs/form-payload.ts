// The dive form's fields → the body of POST /diver/dive-logs (and of PATCH), as the form's
// server action sends it to the API's schema and, offline, as the device queues it for the sync
// upload (docs/sync.md: `dive_log.create` is this body plus a uuid). Pure: no server imports, so
// the page runs it too (components/logbook/dive-form.tsx). Empty inputs are null (cleared); date
// and dive time are left out when empty so the schema reports them as required. The instructor
// is named by member id in the form; turning it into the API's `instructor_id` needs a lookup
// (the server's, app/(account)/logbook/form-input.ts), so it comes back apart.

/** A submitted form, or the text values a page rendered the form with. */
export type DiveFormSource = FormData | Readonly<Record<string, string>>;

export const numberFields = [
  "dive_number", "lat", "lon", "max_depth", "average_depth", "dive_time", "rnt", "gas_mix", "gas_helium", "pressure_start", "pressure_end",
  "water_temperature", "weather_temperature", "weights", "cylinder_count", "bottom_cylinder_volume", "cylinder_working_pressure", "skill_id",
] as const;
export const textFields = [
  "date", "time", "dive_config", "dive_type", "purpose_type", "location", "country", "depth_unit", "gas", "pressure_unit",
  "temperature_unit", "decompression_note", "buddy", "comments", "log_code", "weather", "water", "current", "visibility",
  "weights_unit", "wetsuit", "group_in", "group_out", "dive_condition_notes",
] as const;
export const flagFields = ["safety_stop", "has_decompression"] as const;
const requiredFields = new Set(["date", "dive_time"]);

function text(source: DiveFormSource, name: string): string {
  const v = source instanceof FormData ? source.get(name) : source[name];
  return typeof v === "string" ? v.trim() : "";
}

/** "18,4" is read as 18.4; anything else that is not a number stays NaN for the schema to refuse. */
export const formNumber = (value: string) => Number(value.replace(/^(-?\d+),(\d+)$/, "$1.$2"));

export type DiveFormBody = {
  /** The request body without the instructor. */
  body: Record<string, unknown>;
  /** The instructor's member id as typed, trimmed ("" when none). */
  instructorMemberId: string;
};

/** The form's fields as the API's request body (the instructor apart, by member id). */
export function diveFormBody(source: DiveFormSource, mode: "create" | "update"): DiveFormBody {
  const body: Record<string, unknown> = {};
  for (const name of textFields) {
    const v = text(source, name);
    if (v || !requiredFields.has(name)) body[name] = v || null;
  }
  for (const name of numberFields) {
    const v = text(source, name);
    if (v || !requiredFields.has(name)) body[name] = v ? formNumber(v) : null;
  }
  for (const name of flagFields) body[name] = text(source, name) === "1";
  // The training link is only sent when it changed: an unchanged link to a course that has
  // since expired must not stop the diver from correcting the rest of the dive.
  if (mode === "update" && text(source, "skill_id") === text(source, "skill_id_was")) delete body.skill_id;
  return { body, instructorMemberId: text(source, "instructor_member_id") };
}

const same = (a: unknown, b: unknown) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/**
 * The fields an edit changes (docs/sync.md: `dive_log.update` sends only those): the edited
 * form against the values the page rendered it with. A cleared field is null; the instructor
 * comes back apart, as `null` when cleared, the new member id when changed, undefined when not.
 */
export function changedDiveFields(before: DiveFormSource, after: DiveFormSource): { changed: Record<string, unknown>; instructorMemberId?: string | null } {
  const was = diveFormBody(before, "update");
  const now = diveFormBody(after, "update");
  const changed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(now.body)) if (!same(value, was.body[name])) changed[name] = value;
  const memberWas = was.instructorMemberId.toUpperCase();
  const memberNow = now.instructorMemberId.toUpperCase();
  if (memberNow === memberWas) return { changed };
  return { changed, instructorMemberId: memberNow || null };
}

/** Fields of a `dive_log.update` payload that name the dive rather than change it. */
const keyFields = new Set(["id", "uuid", "base_updated_at"]);

/**
 * The form's text values with a waiting edit's changes applied (the edit form opened again while
 * they wait on the device shows them): the inverse of changedDiveFields for its payload.
 */
export function diveFormValuesWith(values: Readonly<Record<string, string>>, payload: Readonly<Record<string, unknown>>): Record<string, string> {
  const out = { ...values };
  for (const [name, value] of Object.entries(payload)) {
    if (keyFields.has(name)) continue;
    if (name === "instructor_member_id") out.instructor_member_id = typeof value === "string" ? value : "";
    else if (name === "instructor_id") {
      if (value === null) out.instructor_member_id = "";
    } else if (typeof value === "boolean") out[name] = value ? "1" : "";
    else out[name] = value === null || value === undefined ? "" : String(value);
  }
  return out;
}
