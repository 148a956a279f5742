import { describe, expect, it } from "vitest";
import * as examRoute from "@/app/api/v1/diver/courses/[log_code]/exam/route";
import * as quizRoute from "@/app/api/v1/diver/courses/[log_code]/modules/[module]/quiz/route";
import * as examResult from "@/app/api/v1/diver/certifications/[certification]/exam-result/route";
import * as quizResult from "@/app/api/v1/diver/certifications/[certification]/quiz-result/route";
import * as skills from "@/app/api/v1/diver/certifications/[certification]/skills/route";
import * as enableRoute from "@/app/api/v1/professional/students/[log_code]/exam/enable/route";
import * as proSignRoute from "@/app/api/v1/professional/students/[log_code]/skills/sign/route";
import { issueCertification } from "@/lib/certifications/issue-certification";
import { getDb } from "@/lib/db/client";
import { createUser, type CreatedUser } from "@/tests/support/factories";
import { call, type RouteHandler } from "@/tests/support/http";
import { answersFor, createCourse, enrol } from "@/tests/support/learning-factories";

// The training results behind a certification: best quiz per module, the exam, the skills.

const results = (handler: RouteHandler, u: CreatedUser, id: number | string, tail: string) =>
  call(handler, { path: `/api/v1/diver/certifications/${id}/${tail}`, token: u.token, params: { certification: String(id) } });

async function certifiedDiver() {
  const [pro, diver] = await Promise.all([createUser({ professional: true }), createUser()]);
  const course = await createCourse({ modules: 3 });
  const { logCode, id: logId } = await enrol({ userId: diver.user.id, courseId: course.id, instructorId: pro.user.id });
  const p = { log_code: logCode };
  const [m1, m2] = course.modules;
  const quiz = (m: typeof m1, right: number) =>
    call(quizRoute.POST, { path: `/api/v1/diver/courses/${logCode}/modules/${m!.id}/quiz`, token: diver.token, params: { ...p, module: String(m!.id) }, body: { answers: answersFor(m!.questions, right) } });
  await quiz(m1, 3);
  await quiz(m1, 5);
  await quiz(m1, 4);
  await quiz(m2, 2);
  await call(enableRoute.POST, { path: `/api/v1/professional/students/${logCode}/exam/enable`, method: "POST", token: pro.token, params: p });
  // The exam opens only once every quiz passed; this one stays unattempted, so the exam has no attempt yet.
  await call(proSignRoute.POST, { path: `/api/v1/professional/students/${logCode}/skills/sign`, token: pro.token, params: p, body: { skill_ids: [course.skills[0]!.id] } });
  const db = await getDb();
  const cert = await db.$transaction((tx) => issueCertification(tx, logId));
  return { diver, course, cert, logCode, pro, p };
}

describe("results behind a certification", () => {
  it("lists every module with its best quiz attempt, or null", async () => {
    const { diver, course, cert } = await certifiedDiver();
    const res = await results(quizResult.GET, diver, cert.id, "quiz-result");
    expect(res.status).toBe(200);
    expect(res.json.data.map((r: { module: { id: number } }) => r.module.id)).toEqual(course.modules.map((m) => m.id));
    expect(res.json.data[0].module).toEqual({ id: course.modules[0]!.id, position: 1, title: "Module 1" });
    expect(res.json.data[0].result).toMatchObject({ attempt: 2, score: 100, passed: true, correct: 5, total: 5 });
    expect(res.json.data[1].result).toMatchObject({ attempt: 1, score: 40, passed: false });
    expect(res.json.data[2].result).toBeNull();
  });

  it("gives the exam result, or null without an attempt", async () => {
    const { diver, course, cert, logCode, p } = await certifiedDiver();
    expect((await results(examResult.GET, diver, cert.id, "exam-result")).json.data).toBeNull();
    for (const m of course.modules.slice(1)) {
      await call(quizRoute.POST, { path: `/api/v1/diver/courses/${logCode}/modules/${m.id}/quiz`, token: diver.token, params: { ...p, module: String(m.id) }, body: { answers: answersFor(m.questions) } });
    }
    const sat = await call(examRoute.POST, { path: `/api/v1/diver/courses/${logCode}/exam`, token: diver.token, params: p, body: { answers: answersFor(course.exam, 9) } });
    expect(sat.status).toBe(200);
    const res = await results(examResult.GET, diver, cert.id, "exam-result");
    expect(res.json.data).toMatchObject({ attempt: 1, score: 90, passed: true, attempts_left: 0 });
  });

  it("gives the skill progress list", async () => {
    const { diver, course, cert, pro } = await certifiedDiver();
    const res = await results(skills.GET, diver, cert.id, "skills");
    expect(res.json.data.map((s: { id: number }) => s.id)).toEqual(course.skills.map((s) => s.id));
    expect(res.json.data[0]).toMatchObject({ instructor: { id: pro.user.id }, completed: false });
    expect(res.json.data[1].instructor_signed_at).toBeNull();
  });

  it("answers null and empty lists for a certification without a course log (a recognition)", async () => {
    const diver = await createUser();
    const course = await createCourse({ modules: 2 });
    const db = await getDb();
    const cert = await db.certification.create({
      data: { number: `DC-REC-${Date.now()}`, userId: diver.user.id, courseId: course.id, level: "diver", issuedAt: new Date("2026-01-10T00:00:00Z") },
    });
    expect((await results(quizResult.GET, diver, cert.id, "quiz-result")).json.data.map((r: { result: unknown }) => r.result)).toEqual([null, null]);
    expect((await results(examResult.GET, diver, cert.id, "exam-result")).json.data).toBeNull();
    expect((await results(skills.GET, diver, cert.id, "skills")).json.data).toEqual([]);
  });

  it("is 404 for another diver's certification, an unknown one or a bad id", async () => {
    const { cert } = await certifiedDiver();
    const other = await createUser();
    for (const [handler, tail] of [[quizResult.GET, "quiz-result"], [examResult.GET, "exam-result"], [skills.GET, "skills"]] as const) {
      expect((await results(handler, other, cert.id, tail)).status).toBe(404);
      expect((await results(handler, other, 99999999, tail)).status).toBe(404);
      expect((await results(handler, other, "abc", tail)).status).toBe(404);
    }
  });
});
