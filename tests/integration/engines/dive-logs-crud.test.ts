import { describe, expect, it } from "vitest";
import * as one from "@/app/api/v1/diver/dive-logs/[id]/route";
import * as list from "@/app/api/v1/diver/dive-logs/route";
import { getDb } from "@/lib/db/client";
import { ZDiveLogRecord } from "@/lib/dive-logs/record-schema";
import { diveBody, insertDiveLogs } from "@/tests/support/dive-log-factories";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

const path = "/api/v1/diver/dive-logs";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

// Every field of the specification's response table, in its order.
const SPEC_FIELDS = [
  "id", "uuid", "number", "date", "dive_type", "purpose_type", "location", "country", "dive_config", "gas", "lat", "lon",
  "gas_mix", "max_depth", "average_depth", "dive_time", "depth_unit", "pressure_unit", "temperature_unit", "abt", "rnt",
  "tbt", "tts", "pressure_start", "pressure_end", "water_temperature", "weather_temperature", "weather", "water",
  "current", "visibility", "weights", "weights_unit", "buddy", "verified_by", "wetsuit", "sac_rate", "mod", "safety_stop",
  "has_decompression", "decompression_note", "comments", "log_code", "end", "group_in", "group_out", "course_id",
  "skill_log_id", "skill_id", "instructor_id", "is_signed", "signed_at", "cylinder_count", "bottom_cylinder_volume",
  "dive_condition_notes",
];

const create = (token: string, body: Record<string, unknown>) => call(list.POST, { method: "POST", path, token, body });
const get = (token: string, id: string | number) => call(one.GET, { path: `${path}/${id}`, token, params: { id: String(id) } });
const patch = (token: string, id: string | number, body: Record<string, unknown>) =>
  call(one.PATCH, { method: "PATCH", path: `${path}/${id}`, token, params: { id: String(id) }, body });

describe("create a dive log", () => {
  it("answers 201 with every field of the record, the computed figures and no success key", async () => {
    const diver = await createUser();
    const res = await create(diver.token, diveBody({ rnt: 12, cylinder_count: 1, group_in: "C", group_out: "K", weights: 4, weights_unit: "kg" }));
    expect(res.status).toBe(201);
    expect(res.json.status).toBe("success");
    expect(res.json.message).toBe("Dive log created.");
    expect("success" in res.json).toBe(false);
    const d = res.json.data;
    for (const field of SPEC_FIELDS) expect(d, field).toHaveProperty(field);
    expect(Object.keys(d).slice(0, SPEC_FIELDS.length)).toEqual(SPEC_FIELDS);
    expect(d.uuid).toMatch(UUID);
    expect(d).toMatchObject({
      number: 1, date: "2026-06-14", time: "10:01", dive_type: "boat", country: "IT", gas: "nitrox", gas_mix: 32,
      max_depth: 18.4, average_depth: 13.2, dive_time: 44, depth_unit: "m", pressure_unit: "bar", temperature_unit: "c",
      abt: 44, rnt: 12, tbt: 56, tts: null, mod: 33, sac_rate: 17.6, end: "2026-06-14T10:45:00.000Z",
      safety_stop: true, has_decompression: false, is_signed: false, signed_at: null, verified_by: null,
      signature_valid: null, course_id: null, skill_log_id: null, skill_id: null, instructor_id: null,
      cylinder_count: 1, bottom_cylinder_volume: 12, group_in: "C", group_out: "K", weights: 4, weights_unit: "kg",
    });
    expect(d.end).toMatch(ISO_MS);
    expect(() => ZDiveLogRecord.strict().parse(d)).not.toThrow();
  });

  it("numbers dives: dive_number wins, otherwise the diver's highest number + 1", async () => {
    const diver = await createUser();
    const other = await createUser();
    await insertDiveLogs(other.user.id, 1, { number: 900 });
    expect((await create(diver.token, diveBody())).json.data.number).toBe(1);
    expect((await create(diver.token, diveBody({ dive_number: 41 }))).json.data.number).toBe(41);
    expect((await create(diver.token, diveBody())).json.data.number).toBe(42);
    expect((await create(diver.token, diveBody({ dive_number: null }))).json.data.number).toBe(43);
  });

  it("gives distinct numbers to concurrent creates", async () => {
    const diver = await createUser();
    const results = await Promise.all(Array.from({ length: 5 }, () => create(diver.token, diveBody())));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(results.map((r) => r.json.data.number).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it("invents nothing: figures are null when their inputs are missing", async () => {
    const diver = await createUser();
    const res = await create(diver.token, { date: "2026-06-01", dive_time: 30 });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      abt: 30, tbt: 30, rnt: null, mod: null, sac_rate: null, end: null, max_depth: null, gas: null, gas_mix: null,
      depth_unit: "m", pressure_unit: "bar", temperature_unit: "c", safety_stop: false, cylinder_count: null,
    });
  });

  it("computes in imperial units: MOD in feet, sac_rate null for psi (no working pressure stored)", async () => {
    const diver = await createUser();
    const res = await create(diver.token, diveBody({
      depth_unit: "FT", max_depth: 60, average_depth: 43.3, pressure_unit: "psi", pressure_start: 3000, pressure_end: 700,
      bottom_cylinder_volume: 77.4, temperature_unit: "f", water_temperature: 66, weather_temperature: 79,
    }));
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ depth_unit: "ft", mod: 111, pressure_unit: "psi", temperature_unit: "f", sac_rate: null });
  });

  it("uses air's 21 % for the MOD when no gas_mix is given", async () => {
    const diver = await createUser();
    const res = await create(diver.token, diveBody({ gas: "air", gas_mix: null }));
    expect(res.json.data.mod).toBe(56);
  });

  it("ignores unknown fields and server-owned ones", async () => {
    const diver = await createUser();
    const res = await create(diver.token, diveBody({ hacker: true, id: 999999, uuid: "00000000-0000-4000-8000-000000000000", is_signed: true, signed_at: "2026-01-01T00:00:00.000Z", verified_by: "Me", number: 777 }));
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ is_signed: false, signed_at: null, verified_by: null, number: 1 });
    expect(res.json.data.id).not.toBe(999999);
    expect(res.json.data.uuid).not.toBe("00000000-0000-4000-8000-000000000000");
    expect(res.json.data).not.toHaveProperty("hacker");
  });
});

describe("read and update a dive log", () => {
  it("reads it by id and by uuid", async () => {
    const diver = await createUser();
    const { json } = await create(diver.token, diveBody());
    const byId = await get(diver.token, json.data.id);
    const byUuid = await get(diver.token, json.data.uuid.toUpperCase());
    expect(byId.status).toBe(200);
    expect(byId.json.data).toEqual(json.data);
    expect(byUuid.json.data).toEqual(json.data);
    expect("success" in byId.json).toBe(false);
    expect((await get(diver.token, "not-an-id")).status).toBe(404);
    expect((await get(diver.token, 2147483648)).status).toBe(404);
  });

  it("patches some fields, keeps the others and recomputes the figures", async () => {
    const diver = await createUser();
    const { json } = await create(diver.token, diveBody());
    const res = await patch(diver.token, json.data.uuid, { gas_mix: 36, average_depth: 10, comments: null, dive_number: 7, time: "14:30" });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Dive log updated.");
    expect(res.json.data).toMatchObject({
      id: json.data.id, number: 7, gas_mix: 36, mod: 28, average_depth: 10, comments: null, max_depth: 18.4,
      buddy: "Luca Bianchi", time: "14:30", end: "2026-06-14T15:14:00.000Z", sac_rate: 20.5,
    });
  });

  it("checks a PATCH against the stored values (average deeper than the stored max)", async () => {
    const diver = await createUser();
    const { json } = await create(diver.token, diveBody());
    const res = await patch(diver.token, json.data.id, { average_depth: 20 });
    expect(res.status).toBe(422);
    expect(res.json.errors.average_depth[0]).toMatch(/not be greater than the max depth/);
    expect((await get(diver.token, json.data.id)).json.data.average_depth).toBe(13.2);
    const toFeet = await patch(diver.token, json.data.id, { depth_unit: "ft", max_depth: 60, average_depth: 43 });
    expect(toFeet.json.data).toMatchObject({ depth_unit: "ft", max_depth: 60, mod: 111 });
  });

  it("refuses a null for a required field or a unit", async () => {
    const diver = await createUser();
    const { json } = await create(diver.token, diveBody());
    const res = await patch(diver.token, json.data.id, { date: null, dive_time: null, depth_unit: null });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors).sort()).toEqual(["date", "depth_unit", "dive_time"]);
  });

  it("hides soft-deleted dives and has no DELETE route", async () => {
    const diver = await createUser();
    const { json } = await create(diver.token, diveBody());
    const del = await call(one.DELETE, { method: "DELETE", path: `${path}/${json.data.id}`, token: diver.token, params: { id: String(json.data.id) } });
    expect(del.status).toBe(405);
    const db = await getDb();
    await db.diveLog.update({ where: { id: json.data.id }, data: { deletedAt: new Date() } });
    expect((await get(diver.token, json.data.id)).status).toBe(404);
    expect((await patch(diver.token, json.data.id, { comments: "x" })).status).toBe(404);
    const page = await call(list.GET, { path, token: diver.token });
    expect(page.json.data.total).toBe(0);
    // Its number is free again for the next dive.
    expect((await create(diver.token, diveBody())).json.data.number).toBe(1);
  });
});
