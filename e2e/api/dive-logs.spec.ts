import { randomUUID } from "node:crypto";
import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "@/e2e/support/contract";

// Dive logs over HTTP against `npm start` (SEED_DEMO: diver@example.com has 25 dives, some
// waiting for instructor@example.com). Every test logs the dives it needs, so the demo dives and
// other suites are left alone.

const PASSWORD = "DiveCert!2026";
const DIVER = "diver@example.com";
const INSTRUCTOR = "instructor@example.com";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO_MILLIS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

// Every field of the specification's dive-log response record.
const RECORD_FIELDS = [
  "id", "uuid", "number", "date", "dive_type", "purpose_type", "location", "country", "dive_config", "gas", "lat", "lon",
  "gas_mix", "max_depth", "average_depth", "dive_time", "depth_unit", "pressure_unit", "temperature_unit", "abt", "rnt", "tbt",
  "tts", "pressure_start", "pressure_end", "water_temperature", "weather_temperature", "weather", "water", "current",
  "visibility", "weights", "weights_unit", "buddy", "verified_by", "wetsuit", "sac_rate", "mod", "safety_stop",
  "has_decompression", "decompression_note", "comments", "log_code", "end", "group_in", "group_out", "course_id",
  "skill_log_id", "skill_id", "instructor_id", "is_signed", "signed_at", "cylinder_count", "bottom_cylinder_volume",
  "dive_condition_notes",
];

type Dive = Record<string, unknown> & { id: number; uuid: string; number: number; is_signed: boolean };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function login(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post("/api/v1/auth/login", { data: { email, password: PASSWORD } });
  expect(res.status(), `login of ${email}: ${await res.text()}`).toBe(200);
  return (await res.json()).data.access_token as string;
}

/** EAN32, 12 L at 200 → 50 bar, 44 min at 13.2 m average: MOD 33 m, SAC ≈ 17.6 L/min. */
const diveBody = (overrides: Record<string, unknown> = {}) => ({
  date: "2026-06-14", time: "10:01", dive_type: "boat", purpose_type: "recreational", location: `API test reef ${randomUUID().slice(0, 8)}`,
  country: "IT", lat: 44.3067, lon: 9.2115, max_depth: 18.4, average_depth: 13.2, depth_unit: "m", dive_time: 44, gas: "nitrox",
  gas_mix: 32, pressure_start: 200, pressure_end: 50, pressure_unit: "bar", water_temperature: 19, weather_temperature: 26,
  temperature_unit: "c", safety_stop: true, has_decompression: false, buddy: "Luca Bianchi", comments: "Moray eel.",
  bottom_cylinder_volume: 12, ...overrides,
});

async function createDive(request: APIRequestContext, token: string, overrides: Record<string, unknown> = {}): Promise<Dive> {
  const res = await request.post("/api/v1/diver/dive-logs", { headers: bearer(token), data: diveBody(overrides) });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as Dive;
}

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe("diver dive logs", () => {
  test("create answers 201 with every record field, a uuid and the computed figures", async ({ request }) => {
    const token = await login(request, DIVER);
    const res = await request.post("/api/v1/diver/dive-logs", { headers: bearer(token), data: diveBody() });
    expect(res.status(), await res.text()).toBe(201);
    const body = await res.json();
    expect(body.status).toBe("success");
    expect(typeof body.message).toBe("string");
    expect(body).not.toHaveProperty("success");
    const d = body.data as Dive;
    for (const field of RECORD_FIELDS) expect(d, `field ${field}`).toHaveProperty(field);
    expect(d.uuid).toMatch(UUID);
    expect(Number.isInteger(d.id) && Number.isInteger(d.number)).toBe(true);
    expect(d).toMatchObject({ date: "2026-06-14", mod: 33, abt: 44, tbt: 44, tts: null, is_signed: false, signed_at: null, depth_unit: "m" });
    expect(d.sac_rate).toBeCloseTo(17.6, 1);
    expect(d.end).toBe("2026-06-14T10:45:00.000Z");
  });

  test("422 for a future date and for an average deeper than the max", async ({ request }) => {
    const token = await login(request, DIVER);
    const future = await request.post("/api/v1/diver/dive-logs", { headers: bearer(token), data: diveBody({ date: daysFromNow(3) }) });
    expect(future.status()).toBe(422);
    const fb = await future.json();
    expect(fb.status).toBe("error");
    expect(fb.errors.date).toContain("The date must not be in the future.");

    const deeper = await request.post("/api/v1/diver/dive-logs", { headers: bearer(token), data: diveBody({ max_depth: 12, average_depth: 15 }) });
    expect(deeper.status()).toBe(422);
    expect((await deeper.json()).errors.average_depth).toContain("The average depth must not be greater than the max depth.");
  });

  test("lists with page numbers and with a keyset cursor", async ({ request }) => {
    const token = await login(request, DIVER);
    const paged = await request.get("/api/v1/diver/dive-logs?per_page=5", { headers: bearer(token) });
    expect(paged.status()).toBe(200);
    const page = (await paged.json()).data;
    expect(page).toMatchObject({ current_page: 1, per_page: 5 });
    expect(page.total).toBeGreaterThanOrEqual(25);

    const first = (await (await request.get("/api/v1/diver/dive-logs?cursor=&per_page=5", { headers: bearer(token) })).json()).data;
    expect(first.data).toHaveLength(5);
    expect(first).not.toHaveProperty("total");
    expect(typeof first.next_cursor).toBe("string");
    const next = await request.get(`/api/v1/diver/dive-logs?cursor=${encodeURIComponent(first.next_cursor)}&per_page=5`, { headers: bearer(token) });
    expect(next.status()).toBe(200);
    const second = (await next.json()).data;
    expect(second.data).toHaveLength(5);
    const ids = new Set((first.data as Dive[]).map((d) => d.id));
    for (const d of second.data as Dive[]) expect(ids.has(d.id)).toBe(false);
    // Newest first: the second page does not start after the first one's last date.
    expect(String(second.data[0].date) <= String(first.data[4].date)).toBe(true);

    const bad = await request.get("/api/v1/diver/dive-logs?cursor=not-a-cursor", { headers: bearer(token) });
    expect(bad.status()).toBe(422);
  });

  test("gets a dive by uuid and by id; another user's dive is a 404", async ({ request }) => {
    const token = await login(request, DIVER);
    const dive = await createDive(request, token);
    const byUuid = await request.get(`/api/v1/diver/dive-logs/${dive.uuid}`, { headers: bearer(token) });
    expect(byUuid.status()).toBe(200);
    expect((await byUuid.json()).data).toMatchObject({ id: dive.id, uuid: dive.uuid, number: dive.number });
    expect((await request.get(`/api/v1/diver/dive-logs/${dive.id}`, { headers: bearer(token) })).status()).toBe(200);

    const instructor = await login(request, INSTRUCTOR);
    expect((await request.get(`/api/v1/diver/dive-logs/${dive.uuid}`, { headers: bearer(instructor) })).status()).toBe(404);
  });

  test("exports CSV and UDDF downloads", async ({ request }) => {
    const token = await login(request, DIVER);
    const dive = await createDive(request, token);
    const csv = await request.get("/api/v1/diver/dive-logs/export?format=csv", { headers: bearer(token) });
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="divecert-dive-logs-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toMatch(/^id,uuid,number,date,/);
    expect(text).toContain(dive.uuid);

    const uddf = await request.get("/api/v1/diver/dive-logs/export?format=uddf", { headers: bearer(token) });
    expect(uddf.status()).toBe(200);
    expect(uddf.headers()["content-type"]).toContain("application/xml");
    const xml = await uddf.text();
    expect(xml).toContain('<uddf xmlns="http://www.streit.cc/uddf/3.2/"');
    expect(xml).toContain(`dive-${dive.uuid}`);

    expect((await request.get("/api/v1/diver/dive-logs/export?format=pdf", { headers: bearer(token) })).status()).toBe(422);
    expect((await request.get("/api/v1/diver/dive-logs/export?format=csv")).status()).toBe(401);
  });
});

test.describe("signing", () => {
  test("the instructor signs a pending dive; the diver can no longer change it", async ({ request }) => {
    const [diver, instructor] = await Promise.all([login(request, DIVER), login(request, INSTRUCTOR)]);
    const me = (await (await request.get("/api/v1/profile", { headers: bearer(instructor) })).json()).data as { id: number; member_id: string };
    const dive = await createDive(request, diver, { instructor_id: me.id, purpose_type: "training" });
    expect(dive).toMatchObject({ instructor_id: me.id, is_signed: false });

    const queue = await request.get("/api/v1/professional/dive-logs?signed=false&per_page=100", { headers: bearer(instructor) });
    expect(queue.status()).toBe(200);
    const pending = (await queue.json()).data.data as (Dive & { diver: { member_id: string } })[];
    expect(pending.some((d) => d.id === dive.id)).toBe(true);
    expect(pending.every((d) => d.is_signed === false)).toBe(true);

    const sign = await request.post(`/api/v1/professional/dive-logs/${dive.id}/sign`, { headers: bearer(instructor) });
    expect(sign.status(), await sign.text()).toBe(200);
    const signed = (await sign.json()).data as Dive;
    expect(signed).toMatchObject({ id: dive.id, is_signed: true, signature_valid: true });
    expect(signed.signed_at).toMatch(ISO_MILLIS);
    expect(signed.verified_by).toContain(me.member_id);

    expect((await request.post(`/api/v1/professional/dive-logs/${dive.id}/sign`, { headers: bearer(instructor) })).status()).toBe(409);

    const patch = await request.patch(`/api/v1/diver/dive-logs/${dive.id}`, { headers: bearer(diver), data: { comments: "Changed afterwards." } });
    expect(patch.status()).toBe(409);
    expect((await patch.json()).status).toBe("error");
    const after = (await (await request.get(`/api/v1/diver/dive-logs/${dive.uuid}`, { headers: bearer(diver) })).json()).data;
    expect(after).toMatchObject({ is_signed: true, comments: "Moray eel.", signature_valid: true });
  });

  test("a diver is not a professional: 403 on the instructor routes", async ({ request }) => {
    const diver = await login(request, DIVER);
    expect((await request.get("/api/v1/professional/dive-logs", { headers: bearer(diver) })).status()).toBe(403);
  });
});
