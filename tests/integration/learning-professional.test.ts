import { beforeAll, describe, expect, it } from "vitest";
import * as certificationsRoute from "@/app/api/v1/professional/certifications/[level]/route";
import * as studentsRoute from "@/app/api/v1/professional/students/route";
import * as examResultRoute from "@/app/api/v1/professional/students/[log_code]/exam-result/route";
import * as enableRoute from "@/app/api/v1/professional/students/[log_code]/exam/enable/route";
import * as quizResultRoute from "@/app/api/v1/professional/students/[log_code]/modules/[module]/quiz-result/route";
import * as progressRoute from "@/app/api/v1/professional/students/[log_code]/progress/route";
import * as skillsRoute from "@/app/api/v1/professional/students/[log_code]/skills/route";
import * as signRoute from "@/app/api/v1/professional/students/[log_code]/skills/sign/route";
import { createUser, type CreatedUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { createCourse, enrol, expireCourseLog, grantCertification, type FactoryCourse } from "@/tests/support/learning-factories";

// Professional routes: enrolling students, following their progress, and who may do it.

const base = "/api/v1/professional/students";
let pro: CreatedUser;
let rival: CreatedUser;
let diver: CreatedUser;
let course: FactoryCourse;
let code: string;

const enrolStudent = (body: unknown, token = pro.token) => call(studentsRoute.POST, { path: base, token, body });

beforeAll(async () => {
  [pro, rival, diver] = await Promise.all([
    createUser({ professional: true, diveCenter: true }),
    createUser({ professional: true }),
    createUser(),
  ]);
  course = await createCourse({ minAge: 12 });
});

describe("POST /professional/students", () => {
  it("enrols a diver by member id or e-mail, with a course id or code (201)", async () => {
    const res = await enrolStudent({ member_id: diver.user.memberId.toLowerCase(), course: course.code });
    expect(res.status).toBe(201);
    code = res.json.data.log_code;
    expect(code).toMatch(/^CL-[2-9A-HJKMNP-Z]{8}$/);
    expect(res.json.data).toMatchObject({
      status: "active", progress: 0, course: { id: course.id }, instructor: { id: pro.user.id },
      dive_center: { id: expect.any(Number) }, student: { id: diver.user.id, member_id: diver.user.memberId, full_name: "Marta Rossi" },
    });
    const months = (Date.parse(res.json.data.expires_at) - Date.parse(res.json.data.started_at)) / (30.4 * 86_400_000);
    expect(Math.round(months)).toBe(6);
    const again = await enrolStudent({ email: diver.user.email.toUpperCase(), course: course.id });
    expect(again.status).toBe(422);
    expect(again.json.errors.course).toEqual(["The diver already has an active course log for this course."]);
  });

  it("refuses divers who are unknown, unverified, suspended, too young or missing a prerequisite", async () => {
    const [unverified, suspended, minor] = await Promise.all([createUser({ verified: false }), createUser({ status: "suspended" }), createUser({ minor: true })]);
    const advanced = await createCourse({ prerequisites: [course.id] });
    const adult = await createCourse({ minAge: 18 });
    const cases: [unknown, string, RegExp][] = [
      [{ member_id: "XX00-000-000", course: course.id }, "member_id", /No diver/],
      [{ email: "nobody@example.com", course: course.id }, "email", /No diver/],
      [{ course: course.id }, "member_id", /required/],
      [{ email: unverified.user.email, course: course.id }, "email", /not verified/],
      [{ email: suspended.user.email, course: course.id }, "email", /not active/],
      [{ email: pro.user.email, course: course.id }, "email", /yourself/],
      [{ email: diver.user.email, course: "NO-SUCH-COURSE" }, "course", /invalid/],
      [{ email: minor.user.email, course: adult.id }, "course", /at least 18/],
      [{ email: diver.user.email, course: advanced.code }, "course", /certification is required first/],
    ];
    for (const [body, field, message] of cases) {
      const res = await enrolStudent(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.errors[field]?.[0], JSON.stringify(body)).toMatch(message);
    }
    await grantCertification(diver.user.id, course.id);
    expect((await enrolStudent({ email: diver.user.email, course: advanced.code })).status).toBe(201);
  });

  it("is for professionals only (403 for a diver)", async () => {
    expect((await enrolStudent({ email: diver.user.email, course: course.id }, diver.token)).status).toBe(403);
    expect((await call(studentsRoute.GET, { path: base, token: diver.token })).status).toBe(403);
  });
});

describe("following a student", () => {
  const p = () => ({ log_code: code });

  it("lists my students, paginated and filtered by state", async () => {
    const other = await createUser();
    const expired = (await enrol({ userId: other.user.id, courseId: course.id, instructorId: pro.user.id })).logCode;
    await expireCourseLog(expired);
    await enrol({ userId: other.user.id, courseId: course.id, instructorId: rival.user.id });
    const page = await call(studentsRoute.GET, { path: `${base}?per_page=1`, token: pro.token });
    expect(page.status).toBe(200);
    expect(page.json.data).toMatchObject({ current_page: 1, per_page: 1, total: 3, last_page: 3 });
    expect(page.json.data.data[0].student).toMatchObject({ id: expect.any(Number), member_id: expect.any(String) });
    const onlyExpired = await call(studentsRoute.GET, { path: `${base}?status=expired`, token: pro.token });
    expect(onlyExpired.json.data.data.map((l: { log_code: string }) => l.log_code)).toEqual([expired]);
    const rivals = await call(studentsRoute.GET, { path: base, token: rival.token });
    expect(rivals.json.data.total).toBe(1);
  });

  it("shows progress, results and skills of my student, and 404 to another professional", async () => {
    const progress = await call(progressRoute.GET, { path: `${base}/${code}/progress`, token: pro.token, params: p() });
    expect(progress.status).toBe(200);
    expect(progress.json.data).toMatchObject({ log_code: code, student: { id: diver.user.id }, exam: { state: "locked" } });
    expect(progress.json.data.modules).toHaveLength(2);
    const m = String(course.modules[0]!.id);
    const quiz = await call(quizResultRoute.GET, { path: `${base}/${code}/modules/${m}/quiz-result`, token: pro.token, params: { log_code: code, module: m } });
    expect(quiz.status).toBe(404); // no attempt yet
    expect((await call(examResultRoute.GET, { path: `${base}/${code}/exam-result`, token: pro.token, params: p() })).status).toBe(404);
    const skills = await call(skillsRoute.GET, { path: `${base}/${code}/skills`, token: pro.token, params: p() });
    expect(skills.json.data).toHaveLength(3);
    for (const [route, path, params, body] of [
      [progressRoute.GET, "progress", p(), undefined],
      [skillsRoute.GET, "skills", p(), undefined],
      [quizResultRoute.GET, `modules/${m}/quiz-result`, { log_code: code, module: m }, undefined],
      [examResultRoute.GET, "exam-result", p(), undefined],
      [enableRoute.POST, "exam/enable", p(), undefined],
      [signRoute.POST, "skills/sign", p(), { skill_ids: [course.skills[0]!.id] }],
    ] as const) {
      const res = await call(route, { path: `${base}/${code}/${path}`, token: rival.token, params, body, method: route === enableRoute.POST ? "POST" : undefined });
      expect(res.status, path).toBe(404);
      expect((await call(route, { path: `${base}/${code}/${path}`, token: diver.token, params, body, method: route === enableRoute.POST ? "POST" : undefined })).status, path).toBe(403);
    }
  });

  it("enables the exam once (idempotent) and bumps the version", async () => {
    const first = await call(enableRoute.POST, { path: `${base}/${code}/exam/enable`, method: "POST", token: pro.token, params: p() });
    expect(first.status).toBe(200);
    expect(first.json.data.exam_enabled).toBe(true);
    const second = await call(enableRoute.POST, { path: `${base}/${code}/exam/enable`, method: "POST", token: pro.token, params: p() });
    expect(second.json.data.version).toBe(first.json.data.version);
  });
});

describe("GET /professional/certifications/{level}", () => {
  it("accepts the known levels only (404 otherwise) and lists what I issued", async () => {
    for (const level of ["all", "diver", "examiner"]) {
      const res = await call(certificationsRoute.GET, { path: `/api/v1/professional/certifications/${level}`, token: pro.token, params: { level } });
      expect(res.status, level).toBe(200);
      expect(res.json.data).toMatchObject({ current_page: 1, total: 0, data: [] });
    }
    const bad = await call(certificationsRoute.GET, { path: "/api/v1/professional/certifications/master", token: pro.token, params: { level: "master" } });
    expect(bad.status).toBe(404);
    const asDiver = await call(certificationsRoute.GET, { path: "/api/v1/professional/certifications/all", token: diver.token, params: { level: "all" } });
    expect(asDiver.status).toBe(403);
  });
});
