import { beforeAll, describe, expect, it } from "vitest";
import * as courseDetailRoute from "@/app/api/v1/diver/courses/[log_code]/route";
import * as listRoute from "@/app/api/v1/diver/free-learnings/route";
import * as availableRoute from "@/app/api/v1/diver/free-learnings/available/route";
import * as detailRoute from "@/app/api/v1/diver/free-learnings/[log_code]/route";
import * as enrollRoute from "@/app/api/v1/diver/free-learnings/[log_code]/enroll/route";
import * as moduleRoute from "@/app/api/v1/diver/free-learnings/[log_code]/modules/[module]/route";
import * as quizRoute from "@/app/api/v1/diver/free-learnings/[log_code]/modules/[module]/quiz/route";
import * as resultRoute from "@/app/api/v1/diver/free-learnings/[log_code]/modules/[module]/quiz/result/route";
import { getDb } from "@/lib/db/client";
import { createUser, type CreatedUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { answersFor, createCourse, enrol, expireCourseLog, revealsAnswers, type FactoryCourse } from "@/tests/support/learning-factories";

// Free learnings: self-enrolment and the same quizzes as courses, without exam, skills or certificate.

const base = "/api/v1/diver/free-learnings";
let diver: CreatedUser;
let learning: FactoryCourse;
let course: FactoryCourse;

const enroll = (ref: string | number, token = diver.token) =>
  call(enrollRoute.POST, { path: `${base}/${ref}/enroll`, method: "POST", token, params: { log_code: String(ref) } });

beforeAll(async () => {
  diver = await createUser();
  [learning, course] = await Promise.all([createCourse({ kind: "free_learning", modules: 2, questionsPerModule: 4 }), createCourse()]);
});

describe("enrolment", () => {
  it("lists what is available, enrols once (201, then 409) and lists the enrolment", async () => {
    const available = await call(availableRoute.GET, { path: `${base}/available`, token: diver.token });
    expect(available.status).toBe(200);
    const mine = available.json.data.find((c: { id: number }) => c.id === learning.id);
    expect(mine).toMatchObject({ code: learning.code, level_label: "Diver", price: 0, currency: "USD", validity_months: 6, prerequisites: [] });
    expect(available.json.data.some((c: { id: number }) => c.id === course.id)).toBe(false);
    const res = await enroll(learning.code.toLowerCase());
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ status: "active", instructor: null, dive_center: null, course: { id: learning.id } });
    expect((await enroll(learning.id)).status).toBe(409);
    const after = await call(availableRoute.GET, { path: `${base}/available`, token: diver.token });
    expect(after.json.data.some((c: { id: number }) => c.id === learning.id)).toBe(false);
    const list = await call(listRoute.GET, { path: base, token: diver.token });
    expect(list.json.data.map((l: { log_code: string }) => l.log_code)).toEqual([res.json.data.log_code]);
  });

  it("answers 404 for unknown learnings and for paid courses", async () => {
    expect((await enroll("NO-SUCH-LEARNING")).status).toBe(404);
    expect((await enroll(course.id)).status).toBe(404);
  });

  it("allows a new enrolment after an expired one", async () => {
    const other = await createUser();
    const old = (await enrol({ userId: other.user.id, courseId: learning.id })).logCode;
    await expireCourseLog(old);
    expect((await enroll(learning.id, other.token)).status).toBe(201);
  });
});

describe("learning", () => {
  it("shows modules, scores quizzes with the shared scoring, and completes without a certificate", async () => {
    const other = await createUser();
    const code = (await enroll(learning.id, other.token)).json.data.log_code as string;
    const detail = await call(detailRoute.GET, { path: `${base}/${code}`, token: other.token, params: { log_code: code } });
    expect(detail.status).toBe(200);
    expect(detail.json.data).toMatchObject({ exam: null, skills: [], progress: 0 });
    expect(detail.json.data.modules).toHaveLength(2);
    const [m1, m2] = learning.modules;
    const mp = (m: { id: number }) => ({ log_code: code, module: String(m.id) });
    const view = await call(moduleRoute.GET, { path: `${base}/${code}/modules/${m1!.id}`, token: other.token, params: mp(m1!) });
    expect(view.json.data.questions).toHaveLength(4);
    expect(revealsAnswers(view.json)).toEqual([]);
    const bad = await call(quizRoute.POST, { path: `${base}/${code}/modules/${m1!.id}/quiz`, token: other.token, params: mp(m1!), body: { answers: [{ question_id: m2!.questions[0]!.id, option_ids: [] }] } });
    expect(bad.status).toBe(422);
    const first = await call(quizRoute.POST, { path: `${base}/${code}/modules/${m1!.id}/quiz`, token: other.token, params: mp(m1!), body: { answers: answersFor(m1!.questions, 3) } });
    expect(first.json.data).toMatchObject({ attempt: 1, score: 75, passed: true, course_completed: false });
    const last = await call(quizRoute.POST, { path: `${base}/${code}/modules/${m2!.id}/quiz`, token: other.token, params: mp(m2!), body: { answers: answersFor(m2!.questions) } });
    expect(last.json.data).toMatchObject({ score: 100, course_completed: true, certification: null });
    const result = await call(resultRoute.GET, { path: `${base}/${code}/modules/${m2!.id}/quiz/result`, token: other.token, params: mp(m2!) });
    expect(result.json.data).toMatchObject({ attempt: 1, score: 100 });
    const done = await call(detailRoute.GET, { path: `${base}/${code}`, token: other.token, params: { log_code: code } });
    expect(done.json.data).toMatchObject({ status: "completed", progress: 100 });
    const db = await getDb();
    expect(await db.certification.count({ where: { userId: other.user.id } })).toBe(0);
  });

  it("keeps the doors apart: a free learning is not a course, and another diver's is not found", async () => {
    const code = (await enrol({ userId: diver.user.id, courseId: learning.id })).logCode;
    const courseCode = (await enrol({ userId: diver.user.id, courseId: course.id })).logCode;
    const stranger = await createUser();
    expect((await call(courseDetailRoute.GET, { path: `/api/v1/diver/courses/${code}`, token: diver.token, params: { log_code: code } })).status).toBe(404);
    expect((await call(detailRoute.GET, { path: `${base}/${courseCode}`, token: diver.token, params: { log_code: courseCode } })).status).toBe(404);
    expect((await call(detailRoute.GET, { path: `${base}/${code}`, token: stranger.token, params: { log_code: code } })).status).toBe(404);
  });
});
