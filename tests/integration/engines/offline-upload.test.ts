import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db/client";
import { MAX_UPLOAD_BYTES } from "@/lib/sync/schema";
import { createUser, type CreatedUser } from "@/tests/support/factories";
import { call, type RouteHandler } from "@/tests/support/http";
import { answersFor, createCourse, enrol, type FactoryCourse } from "@/tests/support/learning-factories";
import { scope, sessionOf } from "@/tests/support/page-scope";
import { createOp, quizOp, upload } from "@/tests/support/sync-calls";

// POST /sync/upload: the offline web app's queue sends its operations with the session cookie
// (decision 0049). The same service as POST /api/v1/sync/upload, so each (account, client_id,
// op_id) applies once however often and however concurrently the device sends it; the page
// route's own door: the Origin check, the session, the verified rule, the body's 422.

vi.mock("@/lib/auth/browser/current-user", async (original) => (await import("@/tests/support/page-scope")).sessionModule(await original()));
vi.mock("next/headers", async () => (await import("@/tests/support/page-scope")).headersModule);
vi.mock("next-intl/server", async (original) => (await import("@/tests/support/page-scope")).intlModule(await original()));

const route = await import("@/app/(account)/sync/upload/route");
const ORIGIN = "http://localhost:3000";

const send = (body: unknown, headers: Record<string, string> = { origin: ORIGIN }) =>
  call(route.POST as unknown as RouteHandler, { path: "/sync/upload", body, headers });

let course: FactoryCourse;
beforeAll(async () => {
  course = await createCourse({ modules: 1 });
});

beforeEach(() => {
  scope.reset();
});

async function signedIn(options: Parameters<typeof createUser>[0] = {}): Promise<CreatedUser> {
  const who = await createUser(options);
  scope.user = await sessionOf(who);
  return who;
}

const divesOf = async (userId: number) => (await getDb()).diveLog.count({ where: { userId } });

describe("POST /sync/upload with the session cookie", () => {
  it("applies a new dive once when the device sends it three times, one after another and at once", async () => {
    const diver = await signedIn();
    const clientId = `web-${randomUUID()}`;
    const op = createOp({ location: "Blue Hole" });

    const first = await send({ client_id: clientId, operations: [op] });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ status: "success", data: { results: [{ op_id: op.op_id, status: "applied", data: { uuid: op.payload.uuid, location: "Blue Hole" } }] } });
    const again = await send({ client_id: clientId, operations: [op] });
    expect(again.json.data.results).toEqual([expect.objectContaining({ op_id: op.op_id, status: "duplicate", original_status: "applied" })]);
    expect(await divesOf(diver.user.id)).toBe(1);

    // A second dive sent by three tabs at the same moment (the lock failed, or a lost answer resent).
    const racing = createOp({ location: "Shark Point" });
    const answers = await Promise.all([1, 2, 3].map(() => send({ client_id: clientId, operations: [racing] })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const statuses = answers.map((a) => a.json.data.results[0].status).sort();
    expect(statuses).toEqual(["applied", "duplicate", "duplicate"]);
    expect(await divesOf(diver.user.id)).toBe(2);
    const db = await getDb();
    expect(await db.syncOperation.count({ where: { userId: diver.user.id, clientId } })).toBe(2);
  });

  it("scores a quiz made offline when it arrives", async () => {
    const diver = await signedIn();
    const log = await enrol({ userId: diver.user.id, courseId: course.id });
    const module = course.modules[0]!;
    const op = quizOp(log.logCode, module.id, answersFor(module.questions));
    const res = await send({ client_id: "web-quiz", operations: [op] });
    expect(res.status).toBe(200);
    const [result] = res.json.data.results;
    expect(result).toMatchObject({ op_id: op.op_id, status: "applied", data: { passed: true, score: 100 } });
    const attempts = await (await getDb()).quizAttempt.findMany({ where: { courseLogId: log.id } });
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.submittedAt.toISOString()).toBe(new Date(op.client_time!).toISOString());
  });

  it("answers a rejected operation with its message and fields in the page's language, and applies the rest", async () => {
    const diver = await signedIn({ defaultLanguage: "de" });
    scope.user = { ...scope.user!, language: "de" };
    const bad = createOp({ max_depth: 9000 });
    const good = createOp();
    const res = await send({ client_id: "web-de", operations: [bad, good] });
    expect(res.status).toBe(200);
    const [rejected, applied] = res.json.data.results;
    expect(applied).toMatchObject({ op_id: good.op_id, status: "applied" });
    expect(rejected).toMatchObject({ op_id: bad.op_id, status: "rejected", errors: { "operations.0.payload.max_depth": [expect.any(String)] } });
    // In German, not the service's English.
    expect(rejected.errors["operations.0.payload.max_depth"][0]).toMatch(/muss|darf/);
    expect(rejected.message).not.toMatch(/must/);
    expect(await divesOf(diver.user.id)).toBe(1);
  });

  it("refuses a request from another site, changing nothing", async () => {
    const diver = await signedIn();
    const res = await send({ client_id: "web-evil", operations: [createOp()] }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ status: "error" });
    // The upload's own size limit (8 MiB), not the 1 MiB of other bodies.
    const padded = (bytes: number) => JSON.stringify({ client_id: "web-x", operations: [], padding: "x".repeat(bytes) });
    const big = await call(route.POST as unknown as RouteHandler, { path: "/sync/upload", body: padded(2 * 1024 * 1024), headers: { origin: ORIGIN, "content-type": "application/json" } });
    expect(big.status).toBe(200);
    const tooBig = await call(route.POST as unknown as RouteHandler, { path: "/sync/upload", body: padded(MAX_UPLOAD_BYTES), headers: { origin: ORIGIN, "content-type": "application/json" } });
    expect(tooBig.status).toBe(413);
    expect(await divesOf(diver.user.id)).toBe(0);
  });

  it("answers 401 signed out and 403 to an account whose e-mail is not verified", async () => {
    const signedOut = await send({ client_id: "web-x", operations: [createOp()] });
    expect(signedOut.status).toBe(401);
    const unverified = await signedIn({ verified: false });
    const refused = await send({ client_id: "web-x", operations: [createOp()] });
    expect(refused.status).toBe(403);
    expect(await divesOf(unverified.user.id)).toBe(0);
  });

  it("answers a malformed body with 422 and the same fields as the API route", async () => {
    const diver = await signedIn();
    const bodies = [
      { operations: [{ type: "dive_log.create" }] },
      { client_id: "web-x", operations: Array.from({ length: 501 }, () => createOp()) },
    ];
    for (const body of bodies) {
      const page = await send(body);
      const api = await upload(diver.token, body.client_id as string, body.operations);
      expect(page.status).toBe(422);
      expect(api.status).toBe(422);
      expect(page.json.errors).toEqual(api.json.errors);
    }
    expect((await send(bodies[0])).json.errors).toMatchObject({ client_id: [expect.any(String)], "operations.0.op_id": [expect.any(String)] });
    expect((await send(bodies[1])).json.errors.operations).toEqual(["At most 500 operations may be uploaded at once."]);
    const notJson = await call(route.POST as unknown as RouteHandler, { path: "/sync/upload", body: "{", headers: { origin: ORIGIN, "content-type": "application/json" } });
    expect(notJson.status).toBe(422);
    expect(notJson.json.errors).toHaveProperty("body");
    expect(await divesOf(diver.user.id)).toBe(0);
  });
});
