import { beforeAll, describe, expect, it } from "vitest";
import * as one from "@/app/api/v1/diver/dive-logs/[id]/route";
import * as list from "@/app/api/v1/diver/dive-logs/route";
import { getDb } from "@/lib/db/client";
import { latestDiveDate } from "@/lib/dive-logs/schema";
import { diveBody } from "@/tests/support/dive-log-factories";
import { createUser, type CreatedUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

// Every request bound of the contract, at its limit (accepted) and just beyond it (422 naming
// the field), wrong types, and proof that nothing is written for a rejected request.

const path = "/api/v1/diver/dive-logs";
const addDays = (ymd: string, days: number) => new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = new Date().toISOString().slice(0, 10);

type Case = { name: string; ok: Record<string, unknown>[]; bad: Record<string, unknown>[]; field: string };

const cases: Case[] = [
  { name: "date", field: "date", ok: [{ date: "1900-01-01" }, { date: today }, { date: latestDiveDate() }], bad: [{ date: "1899-12-31" }, { date: addDays(latestDiveDate(), 1) }, { date: "2030-01-01" }, { date: "2026-02-30" }, { date: "14/06/2026" }, { date: 20260614 }, { date: null }] },
  { name: "time", field: "time", ok: [{ time: "00:00" }, { time: "23:59" }, { time: null }], bad: [{ time: "24:00" }, { time: "9:30" }, { time: "12:60" }, { time: 930 }] },
  { name: "dive_time", field: "dive_time", ok: [{ dive_time: 1 }, { dive_time: 1440 }], bad: [{ dive_time: 0 }, { dive_time: 1441 }, { dive_time: 12.5 }, { dive_time: "44" }, { dive_time: null }, { dive_time: undefined }] },
  { name: "max_depth (m)", field: "max_depth", ok: [{ max_depth: 0, average_depth: 0 }, { max_depth: 350 }], bad: [{ max_depth: -1 }, { max_depth: 350.1 }, { max_depth: "18" }] },
  { name: "max_depth (ft)", field: "max_depth", ok: [{ depth_unit: "ft", max_depth: 1148, average_depth: 40 }], bad: [{ depth_unit: "ft", max_depth: 1149, average_depth: 40 }] },
  { name: "average_depth", field: "average_depth", ok: [{ average_depth: 0 }, { average_depth: 18.4 }], bad: [{ average_depth: 18.5 }, { average_depth: -0.1 }, { max_depth: null, average_depth: 351 }] },
  { name: "depth_unit", field: "depth_unit", ok: [{ depth_unit: "M" }, { depth_unit: "ft", max_depth: 60, average_depth: 40 }], bad: [{ depth_unit: "yd" }, { depth_unit: 1 }] },
  { name: "pressure_start", field: "pressure_start", ok: [{ pressure_start: 350 }, { pressure_unit: "psi", pressure_start: 5076, pressure_end: 500 }], bad: [{ pressure_start: 351 }, { pressure_start: -1, pressure_end: -2 }, { pressure_unit: "psi", pressure_start: 5077, pressure_end: 500 }] },
  { name: "pressure_end", field: "pressure_end", ok: [{ pressure_end: 0 }, { pressure_end: 200 }], bad: [{ pressure_end: 200.5 }, { pressure_end: -1 }] },
  { name: "pressure_unit", field: "pressure_unit", ok: [{ pressure_unit: "PSI", pressure_start: 3000, pressure_end: 700, bottom_cylinder_volume: 80 }], bad: [{ pressure_unit: "atm" }] },
  { name: "water_temperature", field: "water_temperature", ok: [{ water_temperature: -2 }, { water_temperature: 40 }, { temperature_unit: "f", water_temperature: 28.4, weather_temperature: 80 }, { temperature_unit: "f", water_temperature: 104, weather_temperature: 80 }], bad: [{ water_temperature: -2.1 }, { water_temperature: 40.1 }, { temperature_unit: "f", water_temperature: 105, weather_temperature: 80 }, { water_temperature: "19" }] },
  { name: "weather_temperature", field: "weather_temperature", ok: [{ weather_temperature: -60 }, { weather_temperature: 60 }], bad: [{ weather_temperature: 60.5 }, { weather_temperature: -61 }] },
  { name: "temperature_unit", field: "temperature_unit", ok: [{ temperature_unit: "C" }], bad: [{ temperature_unit: "k" }] },
  { name: "gas", field: "gas", ok: [{ gas: "air", gas_mix: 21 }, { gas: "trimix", gas_mix: 18 }, { gas: "heliox", gas_mix: 10 }, { gas: "oxygen", gas_mix: 100 }, { gas: null, gas_mix: null }], bad: [{ gas: "nitrogen" }, { gas: 32 }] },
  { name: "gas_helium", field: "gas_helium", ok: [{ gas: "trimix", gas_mix: 18, gas_helium: 45 }, { gas: "heliox", gas_mix: 10, gas_helium: 90 }, { gas: "trimix", gas_mix: null, gas_helium: 1 }, { gas: "air", gas_mix: 21, gas_helium: null }], bad: [{ gas: "trimix", gas_mix: 18, gas_helium: 95.1 }, { gas: "trimix", gas_mix: 18, gas_helium: 0.5 }, { gas: "trimix", gas_mix: 30, gas_helium: 71 }, { gas: "nitrox", gas_mix: 32, gas_helium: 10 }, { gas: "air", gas_mix: 21, gas_helium: 35 }, { gas: null, gas_mix: null, gas_helium: 35 }, { gas: "trimix", gas_helium: "45" }] },
  { name: "gas_mix", field: "gas_mix", ok: [{ gas: "trimix", gas_mix: 5 }, { gas: "nitrox", gas_mix: 22 }, { gas: "nitrox", gas_mix: 99 }], bad: [{ gas: "trimix", gas_mix: 4.9 }, { gas: "oxygen", gas_mix: 100.1 }, { gas: "air", gas_mix: 32 }, { gas: "nitrox", gas_mix: 21 }, { gas: "oxygen", gas_mix: 50 }, { gas_mix: "32" }] },
  { name: "lat", field: "lat", ok: [{ lat: -90, lon: 0 }, { lat: 90, lon: 0 }], bad: [{ lat: 90.1 }, { lat: -90.1 }, { lat: null, lon: 10 }, { lat: "44.3" }] },
  { name: "lon", field: "lon", ok: [{ lat: 0, lon: -180 }, { lat: 0, lon: 180 }], bad: [{ lon: 180.1 }, { lon: -180.1 }, { lat: 10, lon: null }] },
  { name: "country", field: "country", ok: [{ country: "eg" }, { country: null }], bad: [{ country: "XX" }, { country: "ITA" }, { country: 39 }] },
  { name: "location", field: "location", ok: [{ location: "L".repeat(255) }, { location: "" }], bad: [{ location: "L".repeat(256) }, { location: 5 }, { location: "Nul\u0000byte" }] },
  { name: "comments", field: "comments", ok: [{ comments: "C".repeat(5000) }], bad: [{ comments: "C".repeat(5001) }, { comments: ["a"] }] },
  { name: "safety_stop", field: "safety_stop", ok: [{ safety_stop: false }, { safety_stop: 1 }, { safety_stop: "0" }], bad: [{ safety_stop: "yes" }, { safety_stop: 2 }] },
  { name: "has_decompression", field: "has_decompression", ok: [{ has_decompression: true }], bad: [{ has_decompression: "maybe" }] },
  { name: "dive_number", field: "dive_number", ok: [{ dive_number: 1 }, { dive_number: 2147483647 }], bad: [{ dive_number: 0 }, { dive_number: 1.5 }, { dive_number: "12" }] },
  { name: "rnt", field: "rnt", ok: [{ rnt: 0 }, { rnt: 1440 }], bad: [{ rnt: -1 }, { rnt: 1441 }] },
  { name: "cylinder_count", field: "cylinder_count", ok: [{ cylinder_count: 1 }, { cylinder_count: 6 }], bad: [{ cylinder_count: 0 }, { cylinder_count: 7 }, { cylinder_count: 1.5 }] },
  { name: "bottom_cylinder_volume", field: "bottom_cylinder_volume", ok: [{ bottom_cylinder_volume: 0.1 }, { bottom_cylinder_volume: 50 }, { pressure_unit: "psi", pressure_start: 3000, pressure_end: 700, bottom_cylinder_volume: 200 }], bad: [{ bottom_cylinder_volume: 0.05 }, { bottom_cylinder_volume: 51 }, { pressure_unit: "psi", pressure_start: 3000, pressure_end: 700, bottom_cylinder_volume: 201 }] },
  { name: "weights", field: "weights", ok: [{ weights: 50 }, { weights: 110, weights_unit: "lb" }], bad: [{ weights: 51 }, { weights: 111, weights_unit: "lb" }, { weights: 5, weights_unit: "stone" }] },
  { name: "ids", field: "skill_log_id", ok: [{ skill_log_id: null }], bad: [{ skill_log_id: 0 }, { skill_log_id: "abc" }, { skill_log_id: 999999 }] },
  { name: "instructor_id", field: "instructor_id", ok: [{ instructor_id: null }], bad: [{ instructor_id: 999999 }, { instructor_id: -3 }] },
];

let diver: CreatedUser;
beforeAll(async () => {
  diver = await createUser();
});

const post = (token: string, body: unknown) => call(list.POST, { method: "POST", path, token, body });

describe("dive-log request bounds", () => {
  it.each(cases)("$name: accepted at the limit, 422 beyond it", async ({ ok, bad, field }) => {
    const user = await createUser();
    for (const override of ok) {
      const res = await post(user.token, diveBody(override));
      expect(res.status, `${JSON.stringify(override).slice(0, 80)} → ${JSON.stringify(res.json?.errors)}`).toBe(201);
    }
    const db = await getDb();
    const before = await db.diveLog.count({ where: { userId: user.user.id } });
    for (const override of bad) {
      const body = diveBody(override);
      for (const [k, v] of Object.entries(override)) if (v === undefined) delete body[k];
      const res = await post(user.token, body);
      const wanted = field === "weights" && "weights_unit" in override && override.weights_unit === "stone" ? "weights_unit" : field;
      expect(res.status, JSON.stringify(override).slice(0, 80)).toBe(422);
      expect(Object.keys(res.json.errors), JSON.stringify(override).slice(0, 80)).toContain(wanted);
      expect(res.json.status).toBe("error");
    }
    // Nothing written for a rejected request.
    expect(await db.diveLog.count({ where: { userId: user.user.id } })).toBe(before);
  });

  it("reports every broken field at once, Laravel style", async () => {
    const res = await post(diver.token, diveBody({ max_depth: 20, average_depth: 25, pressure_start: 50, pressure_end: 200, water_temperature: 80 }));
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors).sort()).toEqual(["average_depth", "pressure_end", "water_temperature"]);
    expect(res.json.message).toBe(`${res.json.errors.average_depth[0]} (and 2 more errors)`);
  });

  it("names a wrong type as such, and a missing required field as required", async () => {
    const res = await post(diver.token, { date: "2026-06-01", dive_time: "forty", max_depth: true });
    expect(res.json.errors.dive_time).toEqual(["The dive time field must be of type number."]);
    expect(res.json.errors.max_depth).toEqual(["The max depth field must be of type number."]);
    const missing = await post(diver.token, { max_depth: 10 });
    expect(missing.json.errors).toMatchObject({ date: ["The date field is required."], dive_time: ["The dive time field is required."] });
  });

  it("answers 422 (never 500) for a body that is not an object or not JSON", async () => {
    for (const body of [[1, 2], "null", "{not json", "42"]) {
      const res = await call(list.POST, { method: "POST", path, token: diver.token, body: typeof body === "string" ? body : JSON.stringify(body), headers: { "content-type": "application/json" } });
      expect(res.status, String(body)).toBe(422);
    }
  });

  it("applies the bounds to a PATCH, and writes nothing when it is refused", async () => {
    const created = await post(diver.token, diveBody());
    const id = String(created.json.data.id);
    const res = await call(one.PATCH, { method: "PATCH", path: `${path}/${id}`, token: diver.token, params: { id }, body: { pressure_end: 210, comments: "changed", date: addDays(latestDiveDate(), 3) } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors).sort()).toEqual(["date"]);
    const again = await call(one.PATCH, { method: "PATCH", path: `${path}/${id}`, token: diver.token, params: { id }, body: { pressure_end: 210, comments: "changed" } });
    expect(again.status).toBe(422);
    expect(Object.keys(again.json.errors)).toEqual(["pressure_end"]);
    const stored = await call(one.GET, { path: `${path}/${id}`, token: diver.token, params: { id } });
    expect(stored.json.data).toMatchObject({ pressure_end: 50, comments: "Gorgonians and a moray eel." });
  });

  it("validates list filters and the cursor", async () => {
    const get = (q: string) => call(list.GET, { path: `${path}?${q}`, token: diver.token });
    expect((await get("from=2026-13-01")).json.errors).toHaveProperty("from");
    expect((await get("from=2026-06-02&to=2026-06-01")).json.errors).toHaveProperty("to");
    expect((await get("signed=maybe")).json.errors).toHaveProperty("signed");
    expect((await get("sort=depth")).json.errors).toHaveProperty("sort");
    expect((await get("per_page=101")).json.errors).toHaveProperty("per_page");
    expect((await get("cursor=garbage!")).json.errors).toHaveProperty("cursor");
    expect((await get(`cursor=${Buffer.from('{"date":"x","id":1,"_pointsToNextItems":true}').toString("base64url")}`)).status).toBe(422);
    expect((await get("dive_type=%00")).status).toBe(422);
  });
});
