import { describe, expect, it } from "vitest";
import * as listRoute from "@/app/api/v1/professional/classrooms/route";
import * as oneRoute from "@/app/api/v1/professional/classrooms/[id]/route";
import * as studentsRoute from "@/app/api/v1/professional/classrooms/[id]/students/route";
import * as studentRoute from "@/app/api/v1/professional/classrooms/[id]/students/[log_code]/route";
import { getDb } from "@/lib/db/client";
import { expectErrorEnvelope } from "@/tests/support/error-envelope";
import { createUser, type CreatedUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { createCourse, enrol } from "@/tests/support/learning-factories";

const path = "/api/v1/professional/classrooms";
const body = (course: number | string, extra: Record<string, unknown> = {}) => ({
  name: "December open water",
  course,
  starts_on: "2026-12-01",
  ends_on: "2026-12-06",
  capacity: 4,
  sessions: [
    { kind: "theory", starts_at: "2026-12-01T09:00:00+01:00", location: "Classroom A" },
    { kind: "confined_water", starts_at: "2026-12-02T14:00:00+01:00", location: "Municipal pool" },
    { kind: "open_water", starts_at: "2026-12-05T08:30:00+01:00", location: "Portofino, Cristo degli Abissi" },
  ],
  ...extra,
});

const create = (token: string, json: unknown) => call(listRoute.POST, { method: "POST", path, token, body: json });
const read = (token: string, id: number | string) => call(oneRoute.GET, { path: `${path}/${id}`, token, params: { id: String(id) } });
const patch = (token: string, id: number, json: unknown) => call(oneRoute.PATCH, { method: "PATCH", path: `${path}/${id}`, token, body: json, params: { id: String(id) } });
const add = (token: string, id: number, logCode: unknown) =>
  call(studentsRoute.POST, { method: "POST", path: `${path}/${id}/students`, token, body: { log_code: logCode }, params: { id: String(id) } });
const remove = (token: string, id: number, logCode: string) =>
  call(studentRoute.DELETE, { method: "DELETE", path: `${path}/${id}/students/${logCode}`, token, params: { id: String(id), log_code: logCode } });

async function studentOf(pro: CreatedUser, courseId: number) {
  const diver = await createUser({ firstName: "Luca", lastName: "Bianchi" });
  const log = await enrol({ userId: diver.user.id, courseId, instructorId: pro.user.id });
  return { diver, log };
}

describe("classrooms: create, read, list, update", () => {
  it("creates a classroom with sessions in the contract's shape and lists it", async () => {
    const course = await createCourse();
    const pro = await createUser({ professional: true, diveCenter: true });
    const res = await create(pro.token, body(course.code));
    expect(res.status).toBe(201);
    const c = res.json.data;
    expect(Object.keys(c).sort()).toEqual(["capacity", "course", "created_at", "dive_center", "ends_on", "id", "name", "sessions", "starts_on", "students"]);
    expect(c).toMatchObject({ name: "December open water", course: { id: course.id, code: course.code, name: course.name }, starts_on: "2026-12-01", ends_on: "2026-12-06", capacity: 4, students: [] });
    expect(c.dive_center).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect(c.sessions.map((s: { kind: string }) => s.kind)).toEqual(["theory", "confined_water", "open_water"]);
    expect(c.sessions[0]).toMatchObject({ id: expect.any(Number), starts_at: "2026-12-01T08:00:00.000000+00:00", location: "Classroom A" });
    expect(c.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/);

    const noSessions = await create(pro.token, { name: "Later", course: course.id, starts_on: "2027-02-01", ends_on: "2027-02-01" });
    expect(noSessions.status).toBe(201);
    expect(noSessions.json.data).toMatchObject({ capacity: null, sessions: [] });

    const list = await call(listRoute.GET, { path: `${path}?per_page=1`, token: pro.token });
    expect(list.status).toBe(200);
    expect(list.json.data).toMatchObject({ total: 2, per_page: 1, current_page: 1, last_page: 2 });
    expect(list.json.data.data[0].id).toBe(noSessions.json.data.id);
    // Someone else's list is empty.
    const other = await createUser({ professional: true });
    expect((await call(listRoute.GET, { path, token: other.token })).json.data.total).toBe(0);
  });

  it("refuses bad input with 422 field errors at dotted paths", async () => {
    const course = await createCourse();
    const pro = await createUser({ professional: true });
    const empty = await create(pro.token, {});
    expectErrorEnvelope(empty, 422);
    expect(Object.keys(empty.json.errors).sort()).toEqual(["course", "ends_on", "name", "starts_on"]);
    const badDates = await create(pro.token, body(course.id, { starts_on: "2026-12-06", ends_on: "2026-12-01" }));
    expect(badDates.status).toBe(422);
    expect(badDates.json.errors.ends_on[0]).toMatch(/after or equal/);
    expect((await create(pro.token, body(course.id, { starts_on: "2026-02-30" }))).json.errors.starts_on).toBeDefined();
    const outside = body(course.id);
    outside.sessions[1]!.starts_at = "2027-03-01T10:00:00Z";
    const res = await create(pro.token, outside);
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors)).toEqual(["sessions.1.starts_at"]);
    const kinds = await create(pro.token, body(course.id, { sessions: [{ kind: "wreck", starts_at: "tomorrow", location: "" }] }));
    expect(Object.keys(kinds.json.errors).sort()).toEqual(["sessions.0.kind", "sessions.0.location", "sessions.0.starts_at"]);
    expect((await create(pro.token, body(course.id, { capacity: 0 }))).json.errors.capacity).toBeDefined();
    expect((await create(pro.token, body("NO-SUCH-COURSE"))).json.errors.course).toEqual(["The selected course is invalid."]);
  });

  it("updates given fields, replaces sessions, and keeps the schedule consistent", async () => {
    const course = await createCourse();
    const pro = await createUser({ professional: true });
    const { json } = await create(pro.token, body(course.id, { capacity: 2 }));
    const id = json.data.id as number;
    const renamed = await patch(pro.token, id, { name: "Renamed", capacity: null });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data).toMatchObject({ name: "Renamed", capacity: null, starts_on: "2026-12-01" });
    expect(renamed.json.data.sessions).toHaveLength(3);
    // Moving the dates away from the stored sessions is refused on the dates.
    const moved = await patch(pro.token, id, { starts_on: "2027-01-10", ends_on: "2027-01-12" });
    expect(moved.status).toBe(422);
    expect(moved.json.errors.starts_on[0]).toMatch(/sessions/);
    const both = await patch(pro.token, id, { starts_on: "2027-01-10", ends_on: "2027-01-12", sessions: [{ kind: "open_water", starts_at: "2027-01-11T09:00:00Z", location: "Lake" }] });
    expect(both.status).toBe(200);
    expect(both.json.data.sessions).toMatchObject([{ kind: "open_water", location: "Lake" }]);
    expect((await patch(pro.token, id, { ends_on: "2027-01-01" })).json.errors.ends_on).toBeDefined();

    const { log } = await studentOf(pro, course.id);
    const other = await studentOf(pro, course.id);
    await add(pro.token, id, log.logCode);
    await add(pro.token, id, other.log.logCode);
    const lower = await patch(pro.token, id, { capacity: 1 });
    expect(lower.status).toBe(422);
    expect(lower.json.errors.capacity[0]).toMatch(/2 students/);
  });

  it("shows a classroom only to its owner and only to professionals", async () => {
    const course = await createCourse();
    const pro = await createUser({ professional: true });
    const other = await createUser({ professional: true });
    const diver = await createUser();
    const { json } = await create(pro.token, body(course.id));
    const id = json.data.id as number;
    expect((await read(pro.token, id)).status).toBe(200);
    expectErrorEnvelope(await read(other.token, id), 404);
    expect((await patch(other.token, id, { name: "Mine now" })).status).toBe(404);
    const { log } = await studentOf(other, course.id);
    expect((await add(other.token, id, log.logCode)).status).toBe(404);
    expect((await remove(other.token, id, log.logCode)).status).toBe(404);
    expect((await read(diver.token, id)).status).toBe(403);
    expect((await create(diver.token, body(course.id))).status).toBe(403);
    expect((await call(listRoute.GET, { path })).status).toBe(401);
    expect((await read(pro.token, "abc")).status).toBe(404);
    expect((await read(pro.token, 999999)).status).toBe(404);
    expect((await read(pro.token, id)).json.data.name).toBe("December open water");
  });
});

describe("classrooms: students", () => {
  it("adds own students of the same course with progress and medical status, and removes them", async () => {
    const course = await createCourse();
    const pro = await createUser({ professional: true });
    const { json } = await create(pro.token, body(course.id));
    const id = json.data.id as number;
    const a = await studentOf(pro, course.id);
    const b = await studentOf(pro, course.id);
    const c = await studentOf(pro, course.id);
    const d = await studentOf(pro, course.id);
    const db = await getDb();
    // One completed skill of six items (2 quizzes, the exam, 3 skills) is 16%.
    await db.skillProgress.create({ data: { courseLogId: a.log.id, skillId: course.skills[0]!.id, instructorSignedAt: new Date(), instructorId: pro.user.id, diverSignedAt: new Date() } });
    const year = 365 * 86_400_000;
    const submit = (userId: number, outcome: "fit" | "physician_approval_required", ageMs: number, approvalDocumentId: number | null = null) =>
      db.medicalSubmission.create({ data: { userId, version: 1, answers: {}, outcome, submittedAt: new Date(Date.now() - ageMs), validUntil: new Date(Date.now() - ageMs + year), approvalDocumentId } });
    await submit(a.diver.user.id, "physician_approval_required", 2 * year); // older, superseded
    await submit(a.diver.user.id, "fit", 1000);
    await submit(b.diver.user.id, "fit", year + 86_400_000); // expired
    await submit(c.diver.user.id, "physician_approval_required", 1000, 42);
    await submit(d.diver.user.id, "physician_approval_required", 1000);

    for (const s of [a, b, c, d]) expect((await add(pro.token, id, s.log.logCode.toLowerCase())).status).toBe(201);
    const again = await add(pro.token, id, a.log.logCode);
    expect(again.status).toBe(200);
    const students = again.json.data.students;
    expect(students).toHaveLength(4);
    expect(students[0]).toEqual({ log_code: a.log.logCode, member_id: a.diver.user.memberId, full_name: "Luca Bianchi", progress: 16, status: "active", medical_status: "fit" });
    expect(students.map((s: { medical_status: string }) => s.medical_status)).toEqual(["fit", "expired", "fit_with_physician_approval", "physician_approval_required"]);
    const fresh = await studentOf(pro, course.id);
    expect((await read(pro.token, id)).json.data.students).toHaveLength(4);
    const listed = await call(listRoute.GET, { path, token: pro.token });
    expect(listed.json.data.data[0].students[3].medical_status).toBe("physician_approval_required");
    // A student without any questionnaire is "missing".
    const withFresh = await add(pro.token, id, fresh.log.logCode);
    expect(withFresh.status).toBe(409);

    const removed = await remove(pro.token, id, b.log.logCode);
    expect(removed.status).toBe(200);
    expect(removed.json.data.students.map((s: { log_code: string }) => s.log_code)).not.toContain(b.log.logCode);
    expect((await add(pro.token, id, fresh.log.logCode)).json.data.students[3]).toMatchObject({ log_code: fresh.log.logCode, medical_status: "missing", progress: 0 });
    expectErrorEnvelope(await remove(pro.token, id, b.log.logCode), 404);
  });

  it("refuses course logs that are not this professional's, of another course, or malformed (422)", async () => {
    const course = await createCourse();
    const otherCourse = await createCourse();
    const pro = await createUser({ professional: true });
    const other = await createUser({ professional: true });
    const { json } = await create(pro.token, body(course.id));
    const id = json.data.id as number;
    const notMine = await studentOf(other, course.id);
    const wrongCourse = await studentOf(pro, otherCourse.id);
    const diver = await createUser();
    const noInstructor = await enrol({ userId: diver.user.id, courseId: course.id });
    for (const code of [notMine.log.logCode, wrongCourse.log.logCode, noInstructor.logCode, "CL-NOPE0000"]) {
      const res = await add(pro.token, id, code);
      expectErrorEnvelope(res, 422);
      expect(res.json.errors.log_code).toBeDefined();
    }
    expect((await add(pro.token, id, 12)).status).toBe(422);
    expect((await add(pro.token, id, "not a code")).json.errors.log_code).toEqual(["The log code is not a valid course log code."]);
  });

  it("never overfills a classroom under concurrent adds (409 when full)", async () => {
    const course = await createCourse();
    const pro = await createUser({ professional: true });
    const { json } = await create(pro.token, body(course.id, { capacity: 2 }));
    const id = json.data.id as number;
    const logs = await Promise.all([1, 2, 3, 4, 5].map(() => studentOf(pro, course.id)));
    const results = await Promise.all(logs.map((s) => add(pro.token, id, s.log.logCode)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
    const full = results.find((r) => r.status === 409)!;
    expectErrorEnvelope(full, 409);
    expect(full.json.message).toMatch(/full/);
    const db = await getDb();
    expect(await db.classroomStudent.count({ where: { classroomId: id } })).toBe(2);
  });
});
