import { describe, expect, it } from "vitest";
import { diveInputOf } from "@/app/(account)/logbook/form-input";
import { AppError } from "@/lib/api/errors";
import { changedDiveFields, diveFormBody, diveFormValuesWith } from "@/lib/dive-logs/form-payload";
import { ZCreateDiveLog } from "@/lib/dive-logs/schema";

// The dive form → the API's request body: one mapping for the server action and the page offline.

const full: Record<string, string> = {
  date: "2026-06-14", time: "10:01", dive_number: "42", dive_type: "boat", purpose_type: "recreational", dive_config: "single tank",
  log_code: "", location: "Secca dell'Isuela", country: "it", lat: "44,3067", lon: "9.2115", depth_unit: "m", dive_time: "44",
  max_depth: "18,4", average_depth: "13.2", rnt: "0", group_in: "A", group_out: "C", safety_stop: "1", decompression_note: "",
  gas: "nitrox", gas_mix: "32", gas_helium: "", cylinder_count: "1", bottom_cylinder_volume: "12", cylinder_working_pressure: "",
  pressure_unit: "bar", pressure_start: "200", pressure_end: "50", temperature_unit: "c", water_temperature: "19", weather_temperature: "26",
  weather: "sunny", water: "calm", current: "none", visibility: "20 m", wetsuit: "5 mm", weights: "4", weights_unit: "kg",
  dive_condition_notes: "", buddy: "  Luca Bianchi ", instructor_member_id: " it26-104-512 ", skill_id: "", skill_id_was: "", comments: "Moray eel.",
};

const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) if (k !== "safety_stop" || v === "1") form.set(k, v);
  return form;
};

describe("the dive form's payload", () => {
  it("maps a full form to the API's body, numbers as numbers, blanks as null, the instructor apart", () => {
    const { body, instructorMemberId } = diveFormBody(formOf(full), "create");
    expect(instructorMemberId).toBe("it26-104-512");
    expect(body).toEqual({
      date: "2026-06-14", time: "10:01", dive_config: "single tank", dive_type: "boat", purpose_type: "recreational", location: "Secca dell'Isuela",
      country: "it", depth_unit: "m", gas: "nitrox", pressure_unit: "bar", temperature_unit: "c", decompression_note: null, buddy: "Luca Bianchi",
      comments: "Moray eel.", log_code: null, weather: "sunny", water: "calm", current: "none", visibility: "20 m", weights_unit: "kg",
      wetsuit: "5 mm", group_in: "A", group_out: "C", dive_condition_notes: null,
      dive_number: 42, lat: 44.3067, lon: 9.2115, max_depth: 18.4, average_depth: 13.2, dive_time: 44, rnt: 0, gas_mix: 32, gas_helium: null,
      pressure_start: 200, pressure_end: 50, water_temperature: 19, weather_temperature: 26, weights: 4, cylinder_count: 1,
      bottom_cylinder_volume: 12, cylinder_working_pressure: null, skill_id: null,
      safety_stop: true, has_decompression: false,
    });
    // The API's schema takes it as it is.
    expect(ZCreateDiveLog.safeParse({ ...body, instructor_id: null }).success).toBe(true);
  });

  it("gives the server action's input for the same form", async () => {
    const { instructor_member_id: _, ...noInstructor } = full;
    const { body } = diveFormBody(formOf(noInstructor), "create");
    expect(await diveInputOf(formOf(noInstructor), "create")).toEqual(ZCreateDiveLog.parse({ ...body, instructor_id: null }));
  });

  it("reads a decimal comma, and leaves anything else that is not a number for the schema to refuse", () => {
    const read = (v: string) => diveFormBody({ ...full, max_depth: v }, "create").body.max_depth;
    expect(read("18,4")).toBe(18.4);
    expect(read("-2,5")).toBe(-2.5);
    expect(read(" 7 ")).toBe(7);
    expect(read("1.234,5")).toBeNaN();
    expect(read("deep")).toBeNaN();
  });

  it("sends cleared fields as null and leaves the required ones out, so the schema names them", () => {
    const cleared = { ...full, time: "", location: " ", max_depth: "", date: "", dive_time: "" };
    const { body } = diveFormBody(cleared, "create");
    expect(body).toMatchObject({ time: null, location: null, max_depth: null });
    expect(body).not.toHaveProperty("date");
    expect(body).not.toHaveProperty("dive_time");
    const parsed = ZCreateDiveLog.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join(".")).sort()).toEqual(["date", "dive_time"]);
  });

  it("reads a submitted form and the values a page rendered alike", () => {
    expect(diveFormBody(formOf(full), "update")).toEqual(diveFormBody(full, "update"));
    // An unticked box is absent from a submitted form and "" in rendered values: both false.
    expect(diveFormBody({ ...full, safety_stop: "" }, "create").body.safety_stop).toBe(false);
    expect(diveFormBody(formOf({ ...full, safety_stop: "" }), "create").body.safety_stop).toBe(false);
  });

  it("sends the training link of an edit only when it changed", () => {
    expect(diveFormBody({ ...full, skill_id: "7", skill_id_was: "7" }, "update").body).not.toHaveProperty("skill_id");
    expect(diveFormBody({ ...full, skill_id: "7", skill_id_was: "7" }, "create").body.skill_id).toBe(7);
    expect(diveFormBody({ ...full, skill_id: "", skill_id_was: "7" }, "update").body.skill_id).toBeNull();
  });

  it("the server action refuses the required fields by name", async () => {
    const { instructor_member_id: _, ...noInstructor } = full;
    const error = await diveInputOf(formOf({ ...noInstructor, date: "", dive_time: "" }), "create").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).extra.fields).toEqual({ date: ["The date field is required."], dive_time: ["The dive time field is required."] });
  });
});

describe("the fields an edit changes", () => {
  const before = { ...full, skill_id: "7", skill_id_was: "7", instructor_member_id: "IT26-104-512" };

  it("is nothing for an untouched form, whatever the spelling of the same numbers", () => {
    expect(changedDiveFields(before, formOf(before))).toEqual({ changed: {} });
    expect(changedDiveFields(before, { ...before, max_depth: "18.4", lat: "44.3067", instructor_member_id: "it26-104-512" })).toEqual({ changed: {} });
  });

  it("is each field changed, cleared ones as null, a flag as a boolean", () => {
    const after = { ...before, max_depth: "21", comments: "", safety_stop: "", skill_id: "" };
    expect(changedDiveFields(before, after)).toEqual({ changed: { max_depth: 21, comments: null, safety_stop: false, skill_id: null } });
  });

  it("names the instructor apart: a new member id, or null when cleared", () => {
    expect(changedDiveFields(before, { ...before, instructor_member_id: "de26-000-001" })).toEqual({ changed: {}, instructorMemberId: "DE26-000-001" });
    expect(changedDiveFields(before, { ...before, instructor_member_id: "" })).toEqual({ changed: {}, instructorMemberId: null });
    expect(changedDiveFields({ ...before, instructor_member_id: "" }, { ...before, instructor_member_id: "" })).toEqual({ changed: {} });
  });

  it("shows a waiting edit's changes in the form again, and finds the same changes in it", () => {
    const edit = { max_depth: 21.5, comments: null, safety_stop: false, skill_id: null, instructor_member_id: "DE26-000-001" };
    const shown = diveFormValuesWith(before, { id: 12, base_updated_at: "2026-11-28T10:00:00.000000+00:00", ...edit });
    expect(shown).toMatchObject({ max_depth: "21.5", comments: "", safety_stop: "", skill_id: "", skill_id_was: "7", instructor_member_id: "DE26-000-001" });
    expect(shown).not.toHaveProperty("id");
    const { instructor_member_id: memberId, ...fields } = edit;
    expect(changedDiveFields(before, shown)).toEqual({ changed: fields, instructorMemberId: memberId });
    // An instructor cleared by id clears the member id shown.
    expect(diveFormValuesWith(before, { instructor_id: null }).instructor_member_id).toBe("");
  });
});

