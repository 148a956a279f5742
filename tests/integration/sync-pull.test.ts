import { beforeAll, describe, expect, it } from "vitest";
import * as patchRoute from "@/app/api/v1/diver/dive-logs/[id]/route";
import * as signRoute from "@/app/api/v1/professional/dive-logs/[id]/sign/route";
import { getDb } from "@/lib/db/client";
import { encodeSince } from "@/lib/sync/list-dive-log-changes";
import { createUser, type CreatedUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { insertDiveLogs } from "@/tests/support/dive-log-factories";
import { answersFor, createCourse, enrol, revealsAnswers, type FactoryCourse } from "@/tests/support/learning-factories";
import { conflicts, createOp, diveLogChanges, downloadCourse, quizOp, resolve, syncStatus, updateOp, upload } from "@/tests/support/sync-calls";

// The read side of sync (status, course download with ETag, dive-log delta) and kept conflicts.

let pro: CreatedUser;
let course: FactoryCourse;

beforeAll(async () => {
  pro = await createUser({ professional: true });
  course = await createCourse();
});

const patch = (token: string, id: string, body: Record<string, unknown>) =>
  call(patchRoute.PATCH, { method: "PATCH", path: `/api/v1/diver/dive-logs/${id}`, token, params: { id }, body });

describe("GET /sync/status and /sync/courses/{log_code}", () => {
  it("lists course logs with their versions and the dive-log summary", async () => {
    const diver = await createUser();
    const log = await enrol({ userId: diver.user.id, courseId: course.id });
    await upload(diver.token, "p", [createOp(), createOp()]);
    const res = await syncStatus(diver.token);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      server_time: expect.stringMatching(/\+00:00$/),
      course_logs: [{ log_code: log.logCode, kind: "course", version: expect.any(Number), updated_at: expect.any(String) }],
      dive_logs: { count: 2, max_updated_at: expect.any(String) },
      open_conflicts: 0,
    });
  });

  it("downloads everything for offline use without answers, with the version as ETag and 304 after", async () => {
    const diver = await createUser();
    const log = await enrol({ userId: diver.user.id, courseId: course.id });
    const first = await downloadCourse(diver.token, log.logCode);
    expect(first.status).toBe(200);
    const data = first.json.data;
    expect(first.headers.get("etag")).toBe(`"${data.version}"`);
    expect(data.modules).toHaveLength(2);
    expect(data.modules[0]).toMatchObject({ content: expect.stringContaining("Read this"), questions: expect.any(Array), quiz: { passed: false } });
    expect(data.modules[0].questions[0].options).toHaveLength(4);
    expect(data.skills).toHaveLength(3);
    expect(data).toMatchObject({ course: { code: course.code }, course_log: { log_code: log.logCode }, progress: 0 });
    expect(revealsAnswers(data)).toEqual([]);

    const same = await downloadCourse(diver.token, log.logCode, { "if-none-match": first.headers.get("etag")! });
    expect(same.status).toBe(304);
    expect(same.text).toBe("");
    // A quiz taken changes the version: the device downloads again.
    const m = course.modules[0]!;
    await upload(diver.token, "p", [quizOp(log.logCode, m.id, answersFor(m.questions))]);
    const changed = await downloadCourse(diver.token, log.logCode, { "if-none-match": first.headers.get("etag")! });
    expect(changed.status).toBe(200);
    expect(changed.json.data.version).toBeGreaterThan(data.version);
    expect(changed.json.data.modules[0].quiz.passed).toBe(true);
  });

  it("answers 404 for another diver's course log and an unknown code", async () => {
    const [a, b] = [await createUser(), await createUser()];
    const log = await enrol({ userId: a.user.id, courseId: course.id });
    expect((await downloadCourse(b.token, log.logCode)).status).toBe(404);
    expect((await downloadCourse(a.token, "CL-NOSUCH00")).status).toBe(404);
    expect((await downloadCourse(a.token, "nonsense")).status).toBe(404);
  });
});

describe("GET /sync/dive-logs?since=", () => {
  it("gives changes oldest first, deletions, and nothing new from the last cursor", async () => {
    const diver = await createUser({ withToken: true });
    const [first] = (await upload(diver.token, "p", [createOp({ comments: "one" }), createOp({ comments: "two" })])).json.data.results;
    const all = await diveLogChanges(diver.token);
    expect(all.json.data.changes.map((d: { comments: string }) => d.comments)).toEqual(["one", "two"]);
    expect(all.json.data).toMatchObject({ deleted: [], has_more: false });
    const cursor = all.json.data.next_cursor;
    expect((await diveLogChanges(diver.token, cursor)).json.data).toMatchObject({ changes: [], deleted: [], next_cursor: cursor });

    await patch(diver.token, first.data.uuid, { comments: "one, edited on the web" });
    const db = await getDb();
    const gone = await db.diveLog.findFirstOrThrow({ where: { userId: diver.user.id, comments: "two" } });
    await db.diveLog.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    const delta = (await diveLogChanges(diver.token, cursor)).json.data;
    expect(delta.changes.map((d: { comments: string }) => d.comments)).toEqual(["one, edited on the web"]);
    expect(delta.deleted).toEqual([gone.uuid]);
  });

  it("pages 500 at a time and includes a signature by the instructor", async () => {
    const diver = await createUser();
    await insertDiveLogs(diver.user.id, 501, { instructorId: pro.user.id });
    const page1 = (await diveLogChanges(diver.token)).json.data;
    expect(page1.changes).toHaveLength(500);
    expect(page1.has_more).toBe(true);
    const page2 = (await diveLogChanges(diver.token, page1.next_cursor)).json.data;
    expect(page2.changes).toHaveLength(1);
    expect(page2.has_more).toBe(false);
    const signed = await call(signRoute.POST, { path: `/api/v1/professional/dive-logs/${page2.changes[0].id}/sign`, token: pro.token, params: { id: String(page2.changes[0].id) } });
    expect(signed.status).toBe(200);
    const page3 = (await diveLogChanges(diver.token, page2.next_cursor)).json.data;
    expect(page3.changes).toEqual([expect.objectContaining({ id: page2.changes[0].id, is_signed: true })]);
  });

  it("refuses a cursor it did not give (422) and never shows another diver's dives", async () => {
    const [a, b] = [await createUser(), await createUser()];
    await upload(a.token, "p", [createOp()]);
    expect((await diveLogChanges(b.token)).json.data.changes).toEqual([]);
    const bad = await diveLogChanges(a.token, "garbage");
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toHaveProperty("since");
    expect((await diveLogChanges(a.token, encodeSince(0))).json.data.changes).toHaveLength(1);
  });
});

describe("conflicts", () => {
  async function conflicted(diver: CreatedUser) {
    const made = (await upload(diver.token, "phone", [createOp({ buddy: "Anna" })])).json.data.results[0].data;
    await patch(diver.token, made.uuid, { buddy: "Bruno (web)" });
    const res = await upload(diver.token, "phone", [updateOp(made.uuid, made.updated_at, { buddy: "Carla (phone)", comments: "offline" })]);
    return { made, id: res.json.data.results[0].data.conflict_id as number };
  }

  it("lists open conflicts with both versions and the fields that differ", async () => {
    const diver = await createUser();
    const { made, id } = await conflicted(diver);
    const list = await conflicts(diver.token);
    expect(list.status).toBe(200);
    expect(list.json.data).toMatchObject({ total: 1, current_page: 1 });
    expect(list.json.data.data[0]).toMatchObject({
      id, status: "open", dive_log: { uuid: made.uuid }, fields: ["buddy", "comments"],
      server: { buddy: "Bruno (web)" }, client: { buddy: "Carla (phone)" },
    });
    expect((await syncStatus(diver.token)).json.data.open_conflicts).toBe(1);
  });

  it("keep client writes the device's version; keep server leaves the dive; each closes once", async () => {
    const diver = await createUser();
    const one = await conflicted(diver);
    const kept = await resolve(diver.token, one.id, "client");
    expect(kept.json.data).toMatchObject({ status: "resolved", keep: "client", server: { buddy: "Carla (phone)", comments: "offline" } });
    expect((await resolve(diver.token, one.id, "server")).status).toBe(409);
    // The same choice again (a retry after a lost answer) answers the resolved conflict.
    expect((await resolve(diver.token, one.id, "client")).json.data).toMatchObject({ id: one.id, keep: "client" });

    const two = await conflicted(diver);
    const server = await resolve(diver.token, two.id, "server");
    expect(server.json.data).toMatchObject({ keep: "server", server: { buddy: "Bruno (web)" } });
    expect((await conflicts(diver.token)).json.data.total).toBe(0);
  });

  it("validates keep, hides other divers' conflicts (404) and keeps a signed dive locked (409)", async () => {
    const [diver, other] = [await createUser(), await createUser()];
    const { id } = await conflicted(diver);
    expect((await resolve(diver.token, id, "both")).json.errors).toHaveProperty("keep");
    expect((await resolve(other.token, id, "client")).status).toBe(404);
    expect((await conflicts(other.token)).json.data.total).toBe(0);
    expect((await resolve(diver.token, "abc", "client")).status).toBe(404);

    const made = (await upload(diver.token, "phone", [createOp({ instructor_id: pro.user.id })])).json.data.results[0].data;
    await call(signRoute.POST, { path: `/api/v1/professional/dive-logs/${made.id}/sign`, token: pro.token, params: { id: String(made.id) } });
    const stale = await upload(diver.token, "phone", [updateOp(made.uuid, made.updated_at, { comments: "too late" })]);
    const conflictId = stale.json.data.results[0].data.conflict_id;
    expect(stale.json.data.results[0].data.server).toMatchObject({ is_signed: true });
    expect((await resolve(diver.token, conflictId, "client")).status).toBe(409);
    expect((await resolve(diver.token, conflictId, "server")).status).toBe(200);
  });
});
