import { describe, expect, it } from "vitest";
import * as exportRoute from "@/app/api/v1/diver/dive-logs/export/route";
import * as importRoute from "@/app/api/v1/diver/dive-logs/import/route";
import * as one from "@/app/api/v1/diver/dive-logs/[id]/route";
import * as profileRoute from "@/app/api/v1/diver/dive-logs/[id]/profile/route";
import * as proProfile from "@/app/api/v1/professional/dive-logs/[id]/profile/route";
import * as list from "@/app/api/v1/diver/dive-logs/route";
import { getDb } from "@/lib/db/client";
import { ZDiveLogRecord } from "@/lib/dive-logs/record-schema";
import { multipart, type Part } from "@/tests/support/document-factories";
import { fitFile, profileOf, seriesPlan, subsurfaceFile, uddfFile } from "@/tests/support/dive-files";
import { diveBody } from "@/tests/support/dive-log-factories";
import { expectErrorEnvelope } from "@/tests/support/error-envelope";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

const PATH = "/api/v1/diver/dive-logs";

function importFile(token: string, data: Buffer | Uint8Array | string, filename = "dives.bin") {
  const parts: Part[] = [{ name: "file", filename, data: Buffer.from(data) }];
  const { body, contentType } = multipart(parts);
  return call(importRoute.POST, { method: "POST", path: `${PATH}/import`, token, body, headers: { "content-type": contentType } });
}
const readProfile = (token: string, id: number | string) =>
  call(profileRoute.GET, { path: `${PATH}/${id}/profile`, token, params: { id: String(id) } });
const countDives = async (userId: number) => (await getDb()).diveLog.count({ where: { userId } });

describe("POST /diver/dive-logs/import", () => {
  it("imports a UDDF 3.2 file: figures as the file states them, the rest derived, profile kept, numbered after the diver's dives in date order", async () => {
    const diver = await createUser();
    const typed = await call(list.POST, { method: "POST", path: PATH, token: diver.token, body: diveBody({ date: "2023-05-01" }) });
    expect(typed.status).toBe(201);
    // In the file the later dive comes first: numbers still follow the dates.
    const plans = [seriesPlan(1), seriesPlan(0)];
    const res = await importFile(diver.token, uddfFile({ plans }), "log.uddf");
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ imported: 2, duplicates: 0, rejected: [] });
    const dives = res.json.data.dives as Record<string, any>[];
    for (const d of dives) ZDiveLogRecord.parse(d);
    const byTime = [...dives].sort((a, b) => a.number - b.number);
    expect(byTime.map((d) => [d.number, d.date, d.time])).toEqual([
      [typed.json.data.number + 1, "2024-01-01", "09:00"],
      [typed.json.data.number + 2, "2024-01-01", "11:30"],
    ]);
    const first = byTime[0]!;
    const samples = profileOf(seriesPlan(0));
    const deep = samples.filter((s) => s.depth > 1);
    expect(first).toMatchObject({
      max_depth: 12, depth_unit: "m", dive_time: Math.round((deep[deep.length - 1]!.t - deep[0]!.t) / 60),
      gas: "nitrox", gas_mix: 32, pressure_start: 200, pressure_end: 60, pressure_unit: "bar", bottom_cylinder_volume: 12,
      water_temperature: 24, weather_temperature: 28, location: "Blue Hole", country: "EG", lat: 28.572, lon: 34.537,
      buddy: "Ben Buddy", comments: "Dive 2: turtles & a reef shark.", has_profile: true,
      computer: { model: "Perdix 2", serial: "A1B2C3" },
    });
    // Average depth is not stated in this file: the time-weighted mean of the diving part.
    expect(first.average_depth).toBeGreaterThan(9);
    expect(first.average_depth).toBeLessThan(12);
    expect(first.sac_rate).not.toBeNull();
    const profile = await readProfile(diver.token, first.id);
    expect(profile.status).toBe(200);
    expect(profile.json.data.units).toEqual({ depth: "m", temperature: "c", pressure: "bar" });
    expect(profile.json.data.samples).toHaveLength(samples.length);
    expect(profile.json.data.samples[10]).toEqual({
      t: samples[10]!.t, depth: samples[10]!.depth, temperature: samples[10]!.temperature, pressure: samples[10]!.pressure,
      ndl: samples[10]!.ndl, ceiling: null,
    });
    expect(profile.json.data.events.map((e: { type: string }) => e.type)).toEqual(["gaschange", "gaschange", "safetystop"]);
    expect(profile.json.data.events[1].value).toBe(50);
  });

  it("the same file again imports nothing (duplicates), also after the dive was edited; the serial + dive id rule catches a changed depth", async () => {
    const diver = await createUser();
    const file = subsurfaceFile({ plans: [seriesPlan(0), seriesPlan(1), seriesPlan(2)] });
    expect((await importFile(diver.token, file, "a.ssrf")).json.data).toMatchObject({ imported: 3, duplicates: 0 });
    const again = await importFile(diver.token, file, "a.ssrf");
    expect(again.status).toBe(200);
    expect(again.json.data).toMatchObject({ imported: 0, duplicates: 3, rejected: [], dives: [] });
    // Same computer and dive ids, a different max depth: still the same dives.
    const deeper = file.replace(/<depth max='(\d+)\.0 m'/g, (_m, d) => `<depth max='${Number(d) + 2}.0 m'`);
    expect((await importFile(diver.token, deeper, "b.ssrf")).json.data).toMatchObject({ imported: 0, duplicates: 3 });
    expect(await countDives(diver.user.id)).toBe(3);
  });

  it("Subsurface: a dive kept by two computers is one dive with the first computer's figures and samples", async () => {
    const diver = await createUser();
    const res = await importFile(diver.token, subsurfaceFile({ plans: [seriesPlan(4)], secondComputer: true }), "two.xml");
    expect(res.json.data.imported).toBe(1);
    const dive = res.json.data.dives[0];
    expect(dive).toMatchObject({ max_depth: 16, computer: { model: "Shearwater Perdix 2", serial: "A1B2C3" }, gas_mix: 32 });
    const profile = await readProfile(diver.token, dive.uuid);
    expect(profile.json.data.samples).toHaveLength(profileOf(seriesPlan(4)).length);
    expect(Math.max(...profile.json.data.samples.map((s: { depth: number }) => s.depth))).toBe(16);
  });

  it("FIT (Garmin FIT SDK encoder): summary, gases, tank pressure and gas switches; an imperial diver gets feet, psi and °F", async () => {
    const diver = await createUser();
    await (await getDb()).user.update({ where: { id: diver.user.id }, data: { preferredSystem: "imperial" } });
    const plan = { ...seriesPlan(6, 2), maxDepth: 30 };
    const res = await importFile(diver.token, fitFile({ plan, tankPressure: true, gasSwitch: true }), "activity.fit");
    expect(res.status).toBe(200);
    const dive = res.json.data.dives[0];
    expect(dive).toMatchObject({ depth_unit: "ft", pressure_unit: "psi", temperature_unit: "f", gas: "nitrox", gas_mix: 32, time: "09:00", has_profile: true });
    expect(dive.max_depth).toBeCloseTo(30 / 0.3048, 3);
    expect(dive.pressure_start).toBeCloseTo(2900.75, 1);
    expect(dive.computer.serial).toBe("3395123456");
    const profile = (await readProfile(diver.token, dive.id)).json.data;
    expect(profile.units).toEqual({ depth: "ft", temperature: "f", pressure: "psi" });
    expect(profile.events.map((e: { type: string }) => e.type)).toEqual(["gaschange", "safetystop"]);
    expect(profile.events[0].value).toBe(50);
    expect(profile.samples.some((s: { pressure: number | null }) => s.pressure !== null)).toBe(true);
  });

  it("one bad dive is listed in rejected with its index and reason; the others are imported", async () => {
    const diver = await createUser();
    const file = uddfFile({ plans: [seriesPlan(0), seriesPlan(1), seriesPlan(2)] })
      .replace("<divetime>30</divetime>", "<divetime>-5</divetime>")
      .replace(/(<dive id="dive-2">[\s\S]*?<greatestdepth>)[\d.]+/, "$110000");
    const res = await importFile(diver.token, file, "mixed.uddf");
    expect(res.status).toBe(200);
    expect(res.json.data.imported).toBe(1);
    expect(res.json.data.rejected).toEqual([
      { index: 0, reason: expect.stringContaining("impossible time") },
      { index: 2, reason: expect.stringContaining("max depth") },
    ]);
    expect(await countDives(diver.user.id)).toBe(1);
  });

  it.each([
    ["a PNG", Buffer.from("\x89PNG\r\n\x1a\n0000", "latin1"), /Accepted formats: UDDF/],
    ["malformed XML", "<uddf version='3.2.0'><profiledata><dive></profiledata>", /malformed/],
    ["an XML of another kind", "<?xml version='1.0'?><html><body/></html>", /not UDDF or a Subsurface log/],
    ["a billion-laughs XML", `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><uddf>&lol2;</uddf>`, /DOCTYPE/],
    ["a zip", Buffer.from("PK\x03\x04\x14\x00\x00\x00\x08\x00", "latin1"), /zip/],
    ["a truncated FIT file", Buffer.from(fitFile({ plan: seriesPlan(0) })).subarray(0, 500), /damaged or truncated/],
  ])("refuses %s with 422 errors.file, writing nothing", async (_what, data, message) => {
    const diver = await createUser();
    const res = await importFile(diver.token, data);
    expectErrorEnvelope(res, 422);
    expect(res.json.errors.file[0]).toMatch(message);
    expect(await countDives(diver.user.id)).toBe(0);
  });

  it("the logbook's own CSV export imports back into another logbook", async () => {
    const a = await createUser();
    await call(list.POST, { method: "POST", path: PATH, token: a.token, body: diveBody({ date: "2024-03-02", time: "10:15", comments: "=SUM(A1)", depth_unit: "ft", max_depth: 60 }) });
    const csv = await call(exportRoute.GET, { path: `${PATH}/export?format=csv`, token: a.token });
    const b = await createUser();
    const res = await importFile(b.token, csv.text, "export.csv");
    expect(res.json.data).toMatchObject({ imported: 1, duplicates: 0 });
    expect(res.json.data.dives[0]).toMatchObject({ date: "2024-03-02", time: "10:15", comments: "=SUM(A1)", depth_unit: "ft", max_depth: 60, has_profile: false, computer: null });
  });

  it("UDDF export → import round-trips the figures and the samples", async () => {
    const a = await createUser();
    await importFile(a.token, uddfFile({ plans: [seriesPlan(3), seriesPlan(8)] }), "in.uddf");
    const exported = await call(exportRoute.GET, { path: `${PATH}/export?format=uddf`, token: a.token });
    const b = await createUser();
    const res = await importFile(b.token, exported.text, "out.uddf");
    expect(res.json.data).toMatchObject({ imported: 2, duplicates: 0, rejected: [] });
    const strip = (d: Record<string, unknown>) => {
      const { id: _i, uuid: _u, number: _n, created_at: _c, updated_at: _up, end: _e, ...rest } = d;
      return rest;
    };
    const original = (await call(list.GET, { path: `${PATH}?sort=date`, token: a.token })).json.data.data;
    const copy = (await call(list.GET, { path: `${PATH}?sort=date`, token: b.token })).json.data.data;
    expect(copy.map(strip)).toEqual(original.map(strip));
    const p1 = (await readProfile(a.token, original[0].id)).json.data;
    const p2 = (await readProfile(b.token, copy[0].id)).json.data;
    expect(p2.samples).toEqual(p1.samples);
    // The events too, gas switches included (the file switches to EAN32 at the start, EAN50 later).
    expect(p1.events.filter((e: { type: string }) => e.type === "gaschange").map((e: { value: unknown }) => e.value)).toEqual([32, 50]);
    expect(p2.events).toEqual(p1.events);
    // Importing the export into the same logbook finds only duplicates.
    expect((await importFile(a.token, exported.text, "out.uddf")).json.data).toMatchObject({ imported: 0, duplicates: 2 });
  });

  it("trimix: the helium of the bottom mix is kept (gas_helium) and goes back out in the UDDF export", async () => {
    const a = await createUser();
    // The first dive breathes trimix 18/45 (UDDF fractions), the second stays on EAN32.
    const file = uddfFile({ plans: [seriesPlan(0), seriesPlan(1)] })
      .replace("</gasdefinitions>", `<mix id="tx1845"><name>Tx18/45</name><o2>0.18</o2><n2>0.37</n2><he>0.45</he></mix>\n  </gasdefinitions>`)
      .replace('<tankdata id="tank-0"><link ref="ean32"/>', '<tankdata id="tank-0"><link ref="tx1845"/>');
    const res = await importFile(a.token, file, "trimix.uddf");
    expect(res.json.data).toMatchObject({ imported: 2, rejected: [] });
    const dives = (res.json.data.dives as Record<string, unknown>[]).sort((x, y) => Number(x.number) - Number(y.number));
    expect(dives.map((d) => [d.gas, d.gas_mix, d.gas_helium])).toEqual([["trimix", 18, 45], ["nitrox", 32, null]]);
    const exported = await call(exportRoute.GET, { path: `${PATH}/export?format=uddf`, token: a.token });
    expect(exported.text).toMatch(/<mix id="mix-o2-18-he-45">\s*<name>Trimix 18\/45<\/name>\s*<o2>0.18<\/o2>\s*<n2>0.37<\/n2>\s*<he>0.45<\/he>/);
    const b = await createUser();
    const again = await importFile(b.token, exported.text, "out.uddf");
    const copies = (again.json.data.dives as Record<string, unknown>[]).sort((x, y) => Number(x.number) - Number(y.number));
    expect(copies.map((d) => [d.gas, d.gas_mix, d.gas_helium])).toEqual([["trimix", 18, 45], ["nitrox", 32, null]]);
  });

  it("profiles: another diver's is a 404, a dive without one is a 404; the professional reads those of dives naming them", async () => {
    const diver = await createUser();
    const other = await createUser();
    const pro = await createUser({ professional: true });
    const res = await importFile(diver.token, uddfFile({ plans: [seriesPlan(0)] }));
    const id = res.json.data.dives[0].id;
    expectErrorEnvelope(await readProfile(other.token, id), 404);
    const typed = await call(list.POST, { method: "POST", path: PATH, token: diver.token, body: diveBody() });
    expectErrorEnvelope(await readProfile(diver.token, typed.json.data.id), 404);
    const proRead = () => call(proProfile.GET, { path: `/api/v1/professional/dive-logs/${id}/profile`, token: pro.token, params: { id: String(id) } });
    expectErrorEnvelope(await proRead(), 404);
    const patched = await call(one.PATCH, { method: "PATCH", path: `${PATH}/${id}`, token: diver.token, params: { id: String(id) }, body: { instructor_id: pro.user.id } });
    expect(patched.status).toBe(200);
    const read = await proRead();
    expect(read.status).toBe(200);
    expect(read.json.data.samples.length).toBeGreaterThan(100);
    expectErrorEnvelope(await call(proProfile.GET, { path: `/api/v1/professional/dive-logs/${id}/profile`, token: diver.token, params: { id: String(id) } }), 403);
  });
});
