import { describe, expect, it } from "vitest";
import { diveInputOf } from "@/app/(account)/logbook/form-input";
import { AppError, type FieldErrors } from "@/lib/api/errors";
import { DEVICE_FIELD_KEYS, DEVICE_MESSAGE_KEYS, diveErrorsOnDevice, MEMBER_ID_MESSAGE, MEMBER_ID_PATTERN, newDiveValues } from "@/lib/dive-logs/device-check";
import { findInstructorByMemberId } from "@/lib/dive-logs/find-instructor";
import { diveFormBody } from "@/lib/dive-logs/form-payload";
import { diveRuleErrors } from "@/lib/dive-logs/rules";
import { ZCreateDiveLog } from "@/lib/dive-logs/schema";
import { resultingValues } from "@/lib/dive-logs/values";
import { supportedLanguages } from "@/lib/i18n/language";
import { catalogues } from "@/lib/i18n/messages";
import { serviceLocalizer, serviceWordsFor } from "@/lib/i18n/service-localizer";
import { localizeFields } from "@/lib/i18n/service-messages";
import { ZMemberIdPattern } from "@/lib/users/member-id";

// A dive checked on the device offline answers what the server action would: the same fields,
// the same words, and in the page's language with only the part of the catalogue the page sends.

const good: Record<string, string> = {
  date: "2026-06-14", time: "10:01", location: "Secca dell'Isuela", country: "IT", lat: "44.3", lon: "9.2", depth_unit: "m", dive_time: "44",
  max_depth: "18,4", average_depth: "13", gas: "nitrox", gas_mix: "32", pressure_unit: "bar", pressure_start: "200", pressure_end: "50",
  temperature_unit: "c", water_temperature: "19", weights: "4", weights_unit: "kg", bottom_cylinder_volume: "12", safety_stop: "1",
};

// Every kind of mistake the form can hold, one or several at a time.
const mistakes: Record<string, string>[] = [
  { max_depth: "400" }, { max_depth: "-1" }, { max_depth: "deep" }, { average_depth: "20" }, { depth_unit: "ft", max_depth: "1200" },
  { dive_time: "0" }, { dive_time: "2000" }, { dive_time: "4,5" }, { dive_time: "" }, { date: "" }, { date: "2099-01-01" },
  { date: "1800-01-01" }, { date: "2026-02-30" }, { date: "14/06/2026" }, { time: "25:00" }, { country: "XX" }, { lat: "100" },
  { lat: "" }, { gas: "argon" }, { gas: "air", gas_mix: "32" }, { gas_mix: "10" }, { gas: "oxygen", gas_mix: "50" }, { gas_helium: "20" },
  { gas: "trimix", gas_mix: "80", gas_helium: "30" }, { pressure_end: "250" }, { pressure_unit: "psi", pressure_start: "6000", pressure_end: "500" },
  { water_temperature: "50" }, { temperature_unit: "f", water_temperature: "20", weather_temperature: "200" }, { weights: "60" },
  { weights: "200", weights_unit: "lb" }, { bottom_cylinder_volume: "0" }, { pressure_unit: "psi", pressure_start: "3000", pressure_end: "500", bottom_cylinder_volume: "300" },
  { cylinder_working_pressure: "500" }, { cylinder_working_pressure: "9000" }, { cylinder_count: "9" }, { rnt: "-1" }, { dive_number: "0" },
  { location: "x".repeat(300) }, { comments: "a\u0000b" }, { depth_unit: "yards" }, { dive_type: "y".repeat(60) }, { group_in: "ABCDEF" },
  { instructor_member_id: "nobody" }, { instructor_member_id: "nobody", max_depth: "400" }, { instructor_member_id: "nobody", dive_time: "" },
  { max_depth: "400", average_depth: "500", pressure_end: "300", gas_helium: "5", lat: "", date: "2099-01-01", time: "9" },
];

const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return form;
};

/** What the online path answers: the action's 422, or the create service's rules on its input. */
async function serverErrors(values: Record<string, string>): Promise<FieldErrors> {
  try {
    return diveRuleErrors(resultingValues(await diveInputOf(formOf(values), "create")));
  } catch (e) {
    if (e instanceof AppError && e.extra.fields) return e.extra.fields;
    throw e;
  }
}

const deviceErrors = (values: Record<string, string>) => {
  const { body, instructorMemberId } = diveFormBody(values, "create");
  return diveErrorsOnDevice(body, instructorMemberId);
};

describe("a dive checked on the device", () => {
  it("accepts a good dive as the server does", async () => {
    expect(deviceErrors(good)).toEqual({});
    expect(await serverErrors(good)).toEqual({});
  });

  it.each(mistakes.map((m) => [Object.keys(m).join(", "), m] as const))("refuses %s with the server's fields and words", async (_, m) => {
    const values = { ...good, ...m };
    const device = deviceErrors(values);
    expect(Object.keys(device).length).toBeGreaterThan(0);
    expect(device).toEqual(await serverErrors(values));
  });

  it("knows member ids as the server does", async () => {
    expect(MEMBER_ID_PATTERN.source).toBe(ZMemberIdPattern.source);
    const error = await findInstructorByMemberId("nobody").catch((e: unknown) => e);
    expect((error as AppError).extra.fields).toEqual({ instructor_id: [MEMBER_ID_MESSAGE] });
    // A well-formed member id is left to the server (who it is needs the database).
    expect(deviceErrors({ ...good, instructor_member_id: "de26-000-001" })).toEqual({});
  });

  it("gives the unit rules the values the create service gives them", () => {
    const forms = [good, { ...good, depth_unit: "ft", pressure_unit: "psi", temperature_unit: "f", weights_unit: "" }];
    // The API's smallest body: every unit left to its default.
    const inputs = [...forms.map((f) => diveFormBody(f, "create").body), { date: "2026-06-14", dive_time: 30 }].map((b) => ZCreateDiveLog.parse(b));
    for (const input of inputs) expect(newDiveValues(input)).toEqual(resultingValues(input));
  });

  it("says every message in the page's language with only the part of the catalogue the page hands over", () => {
    const all = mistakes.map((m) => deviceErrors({ ...good, ...m }));
    for (const lang of supportedLanguages.filter((l) => l !== "en")) {
      const local = serviceLocalizer(
        serviceWordsFor(catalogues.en.service, DEVICE_MESSAGE_KEYS, DEVICE_FIELD_KEYS),
        serviceWordsFor(catalogues[lang].service, DEVICE_MESSAGE_KEYS, DEVICE_FIELD_KEYS),
        lang,
      );
      for (const fields of all) expect(local.fields(fields)).toEqual(localizeFields(fields, lang));
    }
    // A check whose words are not among the keys would fail above; these are all in the catalogue.
    for (const key of DEVICE_MESSAGE_KEYS) expect(catalogues.en.service.messages).toHaveProperty(key);
  });
});
