import { beforeAll, describe, expect, it } from "vitest";
import * as examRoute from "@/app/api/v1/diver/courses/[log_code]/exam/route";
import * as examResultRoute from "@/app/api/v1/diver/courses/[log_code]/exam/result/route";
import * as quizRoute from "@/app/api/v1/diver/courses/[log_code]/modules/[module]/quiz/route";
import * as skillsRoute from "@/app/api/v1/diver/courses/[log_code]/skills/route";
import * as signRoute from "@/app/api/v1/diver/courses/[log_code]/skills/sign/route";
import * as enableRoute from "@/app/api/v1/professional/students/[log_code]/exam/enable/route";
import * as proSignRoute from "@/app/api/v1/professional/students/[log_code]/skills/sign/route";
import { createUser, type CreatedUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { answersFor, createCourse, enrol, expireCourseLog, linkDive, revealsAnswers, type FactoryCourse } from "@/tests/support/learning-factories";
import { giveMedical } from "@/tests/support/medical-factories";

// The final exam (opening, attempts, results) and skill signatures.

const base = "/api/v1/diver/courses";
let diver: CreatedUser;
let pro: CreatedUser;
let course: FactoryCourse;

const p = (logCode: string) => ({ log_code: logCode });
const getExam = (logCode: string, token = diver.token) => call(examRoute.GET, { path: `${base}/${logCode}/exam`, token, params: p(logCode) });
const sitExam = (logCode: string, right: number, token = diver.token) =>
  call(examRoute.POST, { path: `${base}/${logCode}/exam`, token, body: { answers: answersFor(course.exam, right) }, params: p(logCode) });
const passQuizzes = (logCode: string, token = diver.token) =>
  Promise.all(course.modules.map((m) => call(quizRoute.POST, { path: `${base}/${logCode}/modules/${m.id}/quiz`, token, body: { answers: answersFor(m.questions) }, params: { log_code: logCode, module: String(m.id) } })));
const enableExam = (logCode: string) => call(enableRoute.POST, { path: `/api/v1/professional/students/${logCode}/exam/enable`, token: pro.token, params: p(logCode) });
const proSign = (logCode: string, skillIds: number[]) =>
  call(proSignRoute.POST, { path: `/api/v1/professional/students/${logCode}/skills/sign`, token: pro.token, body: { skill_ids: skillIds }, params: p(logCode) });
const confirm = (logCode: string, skillIds: number[], token = diver.token) =>
  call(signRoute.POST, { path: `${base}/${logCode}/skills/sign`, token, body: { skill_ids: skillIds }, params: p(logCode) });
const newLog = async () => (await enrol({ userId: diver.user.id, courseId: course.id, instructorId: pro.user.id })).logCode;

beforeAll(async () => {
  [diver, pro] = await Promise.all([createUser(), createUser({ professional: true, diveCenter: true })]);
  course = await createCourse();
  // The course's last skill needs a dive (in water): signed only for a diver cleared to dive.
  await giveMedical(diver.user.id);
});

describe("the exam", () => {
  it("stays closed (403) until every quiz is passed and the instructor enabled it", async () => {
    const code = await newLog();
    const locked = await getExam(code);
    expect(locked.json.data).toMatchObject({ state: "locked", attempts_left: 3 });
    expect(locked.json.data.questions).toBeUndefined();
    const early = await sitExam(code, 10);
    expect(early.status).toBe(403);
    expect(early.json.message).toBe("The exam is not open yet.");
    expect((await enableExam(code)).status).toBe(200);
    expect((await sitExam(code, 10)).status).toBe(403); // quizzes not passed yet
    await passQuizzes(code);
    const open = await getExam(code);
    expect(open.json.data.state).toBe("open");
    expect(open.json.data.questions).toHaveLength(10);
    expect(revealsAnswers(open.json)).toEqual([]);
  });

  it("takes at most three attempts, hides the answers while a retake is possible, then 409", async () => {
    const code = await newLog();
    await passQuizzes(code);
    await enableExam(code);
    expect((await call(examResultRoute.GET, { path: `${base}/${code}/exam/result`, token: diver.token, params: p(code) })).status).toBe(404);
    const first = await sitExam(code, 7);
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ attempt: 1, score: 70, passed: false, attempts_left: 2 });
    expect(first.json.data.review[0]).toEqual({ question_id: course.exam[0]!.id, correct: true, correct_option_ids: null });
    expect((await sitExam(code, 6)).json.data.attempts_left).toBe(1);
    const last = await sitExam(code, 5);
    expect(last.json.data).toMatchObject({ attempt: 3, attempts_left: 0 });
    expect(last.json.data.review[0].correct_option_ids).toEqual(course.exam[0]!.correct);
    const fourth = await sitExam(code, 10);
    expect(fourth.status).toBe(409);
    expect((await getExam(code)).json.data).toMatchObject({ state: "failed", attempts_used: 3, best_score: 70 });
    const result = await call(examResultRoute.GET, { path: `${base}/${code}/exam/result`, token: diver.token, params: p(code) });
    expect(result.json.data).toMatchObject({ attempt: 1, score: 70, attempts_left: 0 });
  });

  it("answers 409 after a pass, and validates exam answers like quiz answers", async () => {
    const code = await newLog();
    await passQuizzes(code);
    await enableExam(code);
    const bad = await call(examRoute.POST, { path: `${base}/${code}/exam`, token: diver.token, body: { answers: answersFor(course.modules[0]!.questions) }, params: p(code) });
    expect(bad.status).toBe(422);
    expect(bad.json.errors["answers.0.question_id"]).toBeDefined();
    const pass = await sitExam(code, 8);
    expect(pass.json.data).toMatchObject({ score: 80, passed: true, attempts_left: 0, course_completed: false });
    expect((await sitExam(code, 10)).status).toBe(409);
    expect((await getExam(code)).json.data.state).toBe("passed");
  });

  it("is not reachable on another diver's log, and is read-only once expired", async () => {
    const code = await newLog();
    const stranger = await createUser();
    expect((await getExam(code, stranger.token)).status).toBe(404);
    expect((await sitExam(code, 10, stranger.token)).status).toBe(404);
    await expireCourseLog(code);
    expect((await getExam(code)).status).toBe(200);
    expect((await sitExam(code, 10)).status).toBe(409);
  });
});

describe("skills", () => {
  it("lets the diver confirm only what the instructor signed, and dives first where required", async () => {
    const code = await newLog();
    const [plain, second, diveSkill] = course.skills;
    const unsigned = await confirm(code, [plain!.id]);
    expect(unsigned.status).toBe(422);
    expect(unsigned.json.errors).toEqual({ "skill_ids.0": ["The instructor has not signed this skill yet."] });
    const signed = await proSign(code, [plain!.id, diveSkill!.id]);
    expect(signed.status).toBe(200);
    expect(signed.json.data[0]).toMatchObject({ id: plain!.id, instructor: { id: pro.user.id }, completed: false });
    expect(signed.json.data[0].instructor_signed_at).toMatch(/\+00:00$/);
    const noDive = await confirm(code, [plain!.id, diveSkill!.id, second!.id, 999999]);
    expect(noDive.status).toBe(422);
    expect(Object.keys(noDive.json.errors)).toEqual(["skill_ids.1", "skill_ids.2", "skill_ids.3"]);
    expect(noDive.json.errors["skill_ids.1"]).toEqual(["This skill needs a logged dive linked to it first."]);
    const diveLogId = await linkDive(code, diveSkill!.id);
    const ok = await confirm(code, [plain!.id, diveSkill!.id]);
    expect(ok.status).toBe(200);
    const dive = ok.json.data.find((s: { id: number }) => s.id === diveSkill!.id);
    expect(dive).toMatchObject({ requires_dive: true, dive_log_id: diveLogId, completed: true });
    // Idempotent: the first confirmation date stays.
    const again = await confirm(code, [plain!.id]);
    expect(again.json.data[0].diver_signed_at).toBe(ok.json.data[0].diver_signed_at);
    const list = await call(skillsRoute.GET, { path: `${base}/${code}/skills`, token: diver.token, params: p(code) });
    expect(list.json.data.filter((s: { completed: boolean }) => s.completed)).toHaveLength(2);
  });

  it("refuses unknown skills to the instructor and signatures on an expired log", async () => {
    const code = await newLog();
    const unknown = await proSign(code, [course.skills[0]!.id, 123456789]);
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.json.errors)).toEqual(["skill_ids.1"]);
    const empty = await proSign(code, []);
    expect(empty.status).toBe(422);
    await expireCourseLog(code);
    expect((await proSign(code, [course.skills[0]!.id])).status).toBe(409);
    expect((await confirm(code, [course.skills[0]!.id])).status).toBe(409);
  });
});
