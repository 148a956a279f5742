import { randomUUID } from "node:crypto";
import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "@/e2e/support/contract";
import { SyncClient } from "../../lib/sync/client/sync-client";
import { apiToken, bearer, newVerifiedDiver } from "../support/session";

// The liveaboard story over HTTP against `npm start`, played by the reference sync client: a
// free learning downloaded (ETag, then 304), dives and a quiz logged offline, an edit that
// meets a web edit (conflict), the upload repeated (duplicates), and the conflict resolved.

const dive = (comments: string) => ({
  uuid: randomUUID(), date: "2026-06-14", time: "09:10", dive_type: "boat", location: "Brothers Islands", country: "EG",
  max_depth: 24, average_depth: 15, depth_unit: "m", dive_time: 48, gas: "nitrox", gas_mix: 32, pressure_start: 200,
  pressure_end: 60, pressure_unit: "bar", bottom_cylinder_volume: 12, buddy: "Sara", comments,
});

async function get(request: APIRequestContext, token: string, path: string) {
  const res = await request.get(`/api/v1${path}`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data;
}

test("a week offline, uploaded and reconciled with the reference client", async ({ request, baseURL }) => {
  const diver = await newVerifiedDiver(request, "sync");
  const token = await apiToken(request, diver.email, diver.password);
  const available = (await get(request, token, "/diver/free-learnings/available")) as { code: string }[];
  const enrolled = await request.post(`/api/v1/diver/free-learnings/${available[0]!.code}/enroll`, { headers: bearer(token) });
  expect(enrolled.status()).toBe(201);
  const logCode = (await enrolled.json()).data.log_code as string;

  const app = new SyncClient({ baseUrl: `${baseURL}/api/v1`, token: () => token, clientId: `e2e-phone-${randomUUID().slice(0, 6)}`, batchSize: 10 });
  const status = await get(request, token, "/sync/status");
  expect(status.course_logs).toEqual([expect.objectContaining({ log_code: logCode, kind: "free_learning" })]);

  // Before leaving: the course, then the same request with its ETag is a 304.
  const course = await app.downloadCourse(logCode);
  expect(course?.etag).toMatch(/^"\d+"$/);
  expect(JSON.stringify(course?.course)).not.toMatch(/"is_correct"|"correct_option_ids"/);
  expect(await app.downloadCourse(logCode, course!.etag)).toBeNull();
  const head = await request.get(`/api/v1/sync/courses/${logCode}`, { headers: { ...bearer(token), "If-None-Match": course!.etag } });
  expect(head.status()).toBe(304);

  // One dive is already on the server; the phone has it, then goes offline.
  await app.enqueue("dive_log.create", dive("before leaving"));
  await app.flush();
  const pulled = await app.pullDiveLogs();
  const first = pulled.changes[0] as { id: number; uuid: string; updated_at: string };

  const module = (course!.course as { modules: { id: number; questions: { id: number; options: { id: number }[] }[] }[] }).modules[0]!;
  for (let i = 0; i < 5; i++) await app.enqueue("dive_log.create", dive(`offline dive ${i + 1}`));
  await app.enqueue("free_learning_quiz.submit", { log_code: logCode, module_id: module.id, answers: module.questions.map((q) => ({ question_id: q.id, option_ids: [q.options[0]!.id] })) });
  await app.enqueue("dive_log.update", { uuid: first.uuid, base_updated_at: first.updated_at, buddy: "Sara and Tom" });
  const medical = (await get(request, token, "/diver/medical-questionnaire")) as { structure: { questions: { id: string }[] } };
  await app.enqueue("medical_questionnaire.submit", { answers: Object.fromEntries(medical.structure.questions.map((q) => [q.id, false])) });
  await app.enqueue("dive_log.create", { ...dive("too deep"), max_depth: 400 });
  const edited = await request.patch(`/api/v1/diver/dive-logs/${first.id}`, { headers: bearer(token), data: { buddy: "Tom (web)" } });
  expect(edited.status()).toBe(200);

  const queued = [...app.pending];
  const results = await app.flush();
  expect(results.map((r) => r.status)).toEqual(["applied", "applied", "applied", "applied", "applied", "applied", "conflict", "applied", "rejected"]);
  expect(results[7]!.data).toMatchObject({ outcome: "fit" });
  expect(results[8]!.errors).toHaveProperty(["operations.8.payload.max_depth"]);

  // The same batch again (as after a lost answer): duplicates with the first answers.
  const again = await request.post("/api/v1/sync/upload", { headers: bearer(token), data: { client_id: app.state.clientId, operations: queued } });
  expect(again.status()).toBe(200);
  const repeated = (await again.json()).data.results as { status: string; original_status: string }[];
  expect(repeated.every((r) => r.status === "duplicate")).toBe(true);
  expect(repeated.map((r) => r.original_status)).toEqual(results.map((r) => r.status));
  expect((await get(request, token, "/sync/status")).dive_logs.count).toBe(6);

  // The conflict is listed with both versions and resolved in favour of the phone.
  const open = await app.conflicts();
  expect(open).toHaveLength(1);
  expect(open[0]).toMatchObject({ fields: ["buddy"], server: { buddy: "Tom (web)" }, client: { buddy: "Sara and Tom" } });
  const resolved = await request.post(`/api/v1/sync/conflicts/${open[0]!.id}/resolve`, { headers: bearer(token), data: { keep: "client" } });
  expect(resolved.status()).toBe(200);
  expect((await resolved.json()).data).toMatchObject({ status: "resolved", keep: "client", server: { buddy: "Sara and Tom" } });
  expect(await app.conflicts()).toEqual([]);
  const delta = await app.pullDiveLogs(pulled.cursor);
  expect(delta.changes.map((d) => (d as { comments: string }).comments)).toContain("before leaving");

  // The course changed (a quiz was taken): the old ETag no longer matches.
  expect(await app.downloadCourse(logCode, course!.etag)).not.toBeNull();
});

test("sync routes refuse a missing token and an oversize batch", async ({ request }) => {
  expect((await request.get("/api/v1/sync/status")).status()).toBe(401);
  const token = await apiToken(request, "diver@example.com", "DiveCert!2026");
  const operations = Array.from({ length: 501 }, (_, i) => ({ op_id: `op-${i}`, type: "skills.sign", payload: {} }));
  const res = await request.post("/api/v1/sync/upload", { headers: bearer(token), data: { client_id: "e2e", operations } });
  expect(res.status()).toBe(422);
  expect((await res.json()).errors).toHaveProperty("operations");
});
