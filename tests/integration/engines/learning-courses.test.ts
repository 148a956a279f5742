import { beforeAll, describe, expect, it } from "vitest";
import * as listRoute from "@/app/api/v1/diver/courses/route";
import * as detailRoute from "@/app/api/v1/diver/courses/[log_code]/route";
import * as moduleRoute from "@/app/api/v1/diver/courses/[log_code]/modules/[module]/route";
import * as quizRoute from "@/app/api/v1/diver/courses/[log_code]/modules/[module]/quiz/route";
import * as quizResultRoute from "@/app/api/v1/diver/courses/[log_code]/modules/[module]/quiz/result/route";
import * as skillsRoute from "@/app/api/v1/diver/courses/[log_code]/skills/route";
import { getDb } from "@/lib/db/client";
import { createUser, type CreatedUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { answersFor, createCourse, enrol, expireCourseLog, revealsAnswers, type FactoryCourse } from "@/tests/support/learning-factories";

// Diver course routes: lists, detail, modules and quizzes, and who may reach what.

const base = "/api/v1/diver/courses";
let diver: CreatedUser;
let other: CreatedUser;
let pro: CreatedUser;
let course: FactoryCourse;
let otherCourse: FactoryCourse;
let code: string;

const submit = (logCode: string, moduleId: number, body: unknown, token = diver.token) =>
  call(quizRoute.POST, { path: `${base}/${logCode}/modules/${moduleId}/quiz`, token, body, params: { log_code: logCode, module: String(moduleId) } });

beforeAll(async () => {
  [diver, other, pro] = await Promise.all([createUser(), createUser(), createUser({ professional: true, diveCenter: true })]);
  [course, otherCourse] = await Promise.all([createCourse(), createCourse()]);
  code = (await enrol({ userId: diver.user.id, courseId: course.id, instructorId: pro.user.id })).logCode;
});

describe("GET /diver/courses", () => {
  it("groups the diver's course logs by state and filters by ?status=", async () => {
    const expired = (await enrol({ userId: diver.user.id, courseId: otherCourse.id })).logCode;
    await expireCourseLog(expired);
    const all = await call(listRoute.GET, { path: base, token: diver.token });
    expect(all.status).toBe(200);
    expect(all.json.data.active.map((l: { log_code: string }) => l.log_code)).toContain(code);
    expect(all.json.data.expired.map((l: { log_code: string }) => l.log_code)).toEqual([expired]);
    expect(all.json.data.active[0]).toMatchObject({ status: "active", progress: 0, exam_enabled: false, course: { id: course.id, level: "diver", level_label: "Diver" } });
    expect(all.json.data.active[0].expires_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const onlyExpired = await call(listRoute.GET, { path: `${base}?status=expired`, token: diver.token });
    expect(onlyExpired.json.data.active).toEqual([]);
    expect(onlyExpired.json.data.expired).toHaveLength(1);
    const bad = await call(listRoute.GET, { path: `${base}?status=finished`, token: diver.token });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.status).toBeDefined();
  });

  it("refuses an unverified e-mail (403) and no token (401)", async () => {
    const unverified = await createUser({ verified: false });
    expect((await call(listRoute.GET, { path: base, token: unverified.token })).status).toBe(403);
    expect((await call(listRoute.GET, { path: base })).status).toBe(401);
  });
});

describe("GET /diver/courses/{log_code}", () => {
  it("shows modules with quiz state, a locked exam, skills and progress, and no answers", async () => {
    const res = await call(detailRoute.GET, { path: `${base}/${code}`, token: diver.token, params: { log_code: code } });
    expect(res.status).toBe(200);
    const d = res.json.data;
    expect(d).toMatchObject({ log_code: code, status: "active", progress: 0, instructor: { id: pro.user.id, member_id: pro.user.memberId } });
    expect(d.modules).toHaveLength(2);
    expect(d.modules[0]).toMatchObject({ id: course.modules[0]!.id, position: 1, quiz: { questions_count: 5, pass_mark: 75, passed: false, best_score: null } });
    expect(d.exam).toEqual({ state: "locked", attempts_used: 0, attempts_allowed: 3, attempts_left: 3, best_score: null, pass_mark: 80, questions_count: 10 });
    expect(d.skills.map((s: { id: number }) => s.id)).toEqual(course.skills.map((s) => s.id));
    expect(d.skills[2]).toMatchObject({ requires_dive: true, dive_log_id: null, instructor_signed_at: null, completed: false });
    expect(d.student).toBeUndefined();
    expect(revealsAnswers(res.json)).toEqual([]);
  });

  it("answers 404 for another diver's log, an unknown code and a malformed code", async () => {
    for (const [token, logCode] of [[other.token, code], [diver.token, "CL-ZZZZZZZZ"], [diver.token, "nope"]] as const) {
      const res = await call(detailRoute.GET, { path: `${base}/${logCode}`, token, params: { log_code: logCode } });
      expect(res.status, `${logCode}`).toBe(404);
    }
    const skills = await call(skillsRoute.GET, { path: `${base}/${code}/skills`, token: other.token, params: { log_code: code } });
    expect(skills.status).toBe(404);
  });
});

describe("modules and quizzes", () => {
  it("shows the module content and its questions without the correct options", async () => {
    const m = course.modules[0]!;
    const res = await call(moduleRoute.GET, { path: `${base}/${code}/modules/${m.id}`, token: diver.token, params: { log_code: code, module: String(m.id) } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: m.id, title: "Module 1", content: expect.stringContaining("Read this") });
    expect(res.json.data.questions).toHaveLength(5);
    expect(res.json.data.questions[0]).toEqual({ id: m.questions[0]!.id, text: "Question 1?", type: "single", options: expect.any(Array) });
    expect(Object.keys(res.json.data.questions[0].options[0]).sort()).toEqual(["id", "text"]);
    expect(revealsAnswers(res.json)).toEqual([]);
  });

  it("does not reach a module of another course (404 on view, quiz and result)", async () => {
    const foreign = String(otherCourse.modules[0]!.id);
    const params = { log_code: code, module: foreign };
    expect((await call(moduleRoute.GET, { path: `${base}/${code}/modules/${foreign}`, token: diver.token, params })).status).toBe(404);
    expect((await submit(code, otherCourse.modules[0]!.id, { answers: answersFor(otherCourse.modules[0]!.questions) })).status).toBe(404);
    expect((await call(quizResultRoute.GET, { path: `${base}/${code}/modules/${foreign}/quiz/result`, token: diver.token, params })).status).toBe(404);
  });

  it("refuses answers that do not fit the quiz, with dotted field paths", async () => {
    const m = course.modules[1]!;
    const [q0, q1] = m.questions;
    const res = await submit(code, m.id, {
      answers: [
        { question_id: otherCourse.modules[0]!.questions[0]!.id, option_ids: [] },
        { question_id: q0!.id, option_ids: [q1!.optionIds[0]] },
        { question_id: q1!.id, option_ids: [q1!.correct[0]] },
        { question_id: q1!.id, option_ids: [q1!.correct[0]] },
      ],
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors)).toEqual(["answers.0.question_id", "answers.1.option_ids", "answers.3.question_id"]);
    expect(res.json.message).toMatch(/\(and 2 more errors\)$/);
    const shape = await submit(code, m.id, { answers: [{ question_id: "x", option_ids: "y" }] });
    expect(shape.status).toBe(422);
    expect(Object.keys(shape.json.errors)).toEqual(["answers.0.question_id", "answers.0.option_ids"]);
    expect((await submit(code, m.id, {})).json.errors.answers).toBeDefined();
  });

  it("scores on the server, counts the best attempt and reviews only after submission", async () => {
    const m = course.modules[1]!;
    const params = { log_code: code, module: String(m.id) };
    const none = await call(quizResultRoute.GET, { path: `${base}/${code}/modules/${m.id}/quiz/result`, token: diver.token, params });
    expect(none.status).toBe(404);
    const failed = await submit(code, m.id, { answers: answersFor(m.questions, 3).slice(0, 4) }); // 5th unanswered
    expect(failed.status).toBe(200);
    expect(failed.json.data).toMatchObject({ attempt: 1, score: 60, correct: 3, total: 5, passed: false });
    expect(failed.json.data.review).toHaveLength(5);
    expect(failed.json.data.review[4]).toEqual({ question_id: m.questions[4]!.id, correct: false, correct_option_ids: m.questions[4]!.correct });
    const passed = await submit(code, m.id, { answers: answersFor(m.questions, 4) });
    expect(passed.json.data).toMatchObject({ attempt: 2, score: 80, passed: true });
    await submit(code, m.id, { answers: answersFor(m.questions, 0) });
    const best = await call(quizResultRoute.GET, { path: `${base}/${code}/modules/${m.id}/quiz/result`, token: diver.token, params });
    expect(best.json.data).toMatchObject({ attempt: 2, score: 80, passed: true });
    expect(best.json.data.submitted_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/);
    const detail = await call(detailRoute.GET, { path: `${base}/${code}`, token: diver.token, params: { log_code: code } });
    expect(detail.json.data.modules[1].quiz).toMatchObject({ passed: true, best_score: 80 });
    expect(detail.json.data.progress).toBe(16); // 1 of 6 items
  });

  it("numbers concurrent attempts without gaps or duplicates", async () => {
    const extra = await createUser();
    const logCode = (await enrol({ userId: extra.user.id, courseId: course.id })).logCode;
    const m = course.modules[0]!;
    const results = await Promise.all(Array.from({ length: 6 }, () => submit(logCode, m.id, { answers: answersFor(m.questions, 1) }, extra.token)));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(results.map((r) => r.json.data.attempt).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    const db = await getDb();
    const log = await db.courseLog.findUniqueOrThrow({ where: { logCode }, select: { version: true } });
    expect(log.version).toBe(7);
  });

  it("keeps an expired course log readable but refuses submissions (409)", async () => {
    const logCode = (await enrol({ userId: other.user.id, courseId: course.id })).logCode;
    await expireCourseLog(logCode);
    const m = course.modules[0]!;
    const res = await submit(logCode, m.id, { answers: answersFor(m.questions) }, other.token);
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/expired/);
    const read = await call(detailRoute.GET, { path: `${base}/${logCode}`, token: other.token, params: { log_code: logCode } });
    expect(read.json.data.status).toBe("expired");
  });
});
