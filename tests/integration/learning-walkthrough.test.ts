import { beforeAll, describe, expect, it } from "vitest";
import * as coursesRoute from "@/app/api/v1/diver/courses/route";
import * as detailRoute from "@/app/api/v1/diver/courses/[log_code]/route";
import * as examRoute from "@/app/api/v1/diver/courses/[log_code]/exam/route";
import * as quizRoute from "@/app/api/v1/diver/courses/[log_code]/modules/[module]/quiz/route";
import * as confirmRoute from "@/app/api/v1/diver/courses/[log_code]/skills/sign/route";
import * as certificationsRoute from "@/app/api/v1/professional/certifications/[level]/route";
import * as studentsRoute from "@/app/api/v1/professional/students/route";
import * as enableRoute from "@/app/api/v1/professional/students/[log_code]/exam/enable/route";
import * as signRoute from "@/app/api/v1/professional/students/[log_code]/skills/sign/route";
import * as profileRoute from "@/app/api/v1/profile/route";
import { issueCertification } from "@/lib/certifications/issue-certification";
import { getDb } from "@/lib/db/client";
import { createUser, type CreatedUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { answersFor, createCourse, linkDive, type FactoryCourse } from "@/tests/support/learning-factories";
import { giveMedical } from "@/tests/support/medical-factories";

// The whole journey: enrolment by an instructor, quizzes, exam, skills, certification, profile.

let pro: CreatedUser;

beforeAll(async () => {
  pro = await createUser({ professional: true, diveCenter: true });
});

/** Every step through the routes; returns the log code and the last answer (the confirmation). */
async function walk(diver: CreatedUser, course: FactoryCourse) {
  // In-water skills are signed only for a diver whose medical questionnaire clears them.
  await giveMedical(diver.user.id);
  const enrolled = await call(studentsRoute.POST, { path: "/api/v1/professional/students", token: pro.token, body: { member_id: diver.user.memberId, course: course.code } });
  expect(enrolled.status).toBe(201);
  const code: string = enrolled.json.data.log_code;
  const p = { log_code: code };
  for (const m of course.modules) {
    const quiz = await call(quizRoute.POST, { path: `/api/v1/diver/courses/${code}/modules/${m.id}/quiz`, token: diver.token, params: { ...p, module: String(m.id) }, body: { answers: answersFor(m.questions) } });
    expect(quiz.json.data).toMatchObject({ passed: true, course_completed: false });
  }
  expect((await call(enableRoute.POST, { path: `/api/v1/professional/students/${code}/exam/enable`, method: "POST", token: pro.token, params: p })).status).toBe(200);
  const exam = await call(examRoute.POST, { path: `/api/v1/diver/courses/${code}/exam`, token: diver.token, params: p, body: { answers: answersFor(course.exam, 9) } });
  expect(exam.json.data).toMatchObject({ score: 90, passed: true, course_completed: false });
  const skillIds = course.skills.map((s) => s.id);
  expect((await call(signRoute.POST, { path: `/api/v1/professional/students/${code}/skills/sign`, token: pro.token, params: p, body: { skill_ids: skillIds } })).status).toBe(200);
  for (const s of course.skills.filter((x) => x.requiresDive)) await linkDive(code, s.id);
  const confirmed = await call(confirmRoute.POST, { path: `/api/v1/diver/courses/${code}/skills/sign`, token: diver.token, params: p, body: { skill_ids: skillIds } });
  expect(confirmed.status).toBe(200);
  return { code, confirmed };
}

describe("from enrolment to certification", () => {
  it("completes the course log, issues the certification and updates the profile", async () => {
    const diver = await createUser({ firstName: "Luca", lastName: "Bianchi" });
    const course = await createCourse({ name: "Open Water Diver" });
    const { code, confirmed } = await walk(diver, course);
    expect(confirmed.json.message).toMatch(/certification issued/);
    expect(confirmed.json.data.every((s: { completed: boolean }) => s.completed)).toBe(true);

    const detail = await call(detailRoute.GET, { path: `/api/v1/diver/courses/${code}`, token: diver.token, params: { log_code: code } });
    expect(detail.json.data).toMatchObject({ status: "completed", progress: 100, exam: { state: "passed" } });
    const lists = await call(coursesRoute.GET, { path: "/api/v1/diver/courses", token: diver.token });
    expect(lists.json.data.completed.map((l: { log_code: string }) => l.log_code)).toEqual([code]);

    const db = await getDb();
    const cert = await db.certification.findFirstOrThrow({ where: { userId: diver.user.id }, include: { courseLog: { select: { logCode: true, diveCenterId: true } } } });
    expect(cert.number).toMatch(/^DC-\d{4}-\d{6}$/);
    expect(cert).toMatchObject({ level: "diver", isoEquivalent: "ISO 24801-2", status: "valid", instructorId: pro.user.id, courseId: course.id });
    expect(cert.courseLog?.logCode).toBe(code);
    expect(cert.diveCenterId).toBe(cert.courseLog?.diveCenterId);
    expect(cert.diveCenterId).not.toBeNull();
    expect(cert.issuedAt.toISOString().slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));

    const profile = await call(profileRoute.GET, { path: "/api/v1/profile?lang=it", token: diver.token });
    expect(profile.json.data).toMatchObject({ qualification: "Open Water Diver", qualification_cast: "Subacqueo" });

    const issued = await call(certificationsRoute.GET, { path: "/api/v1/professional/certifications/diver", token: pro.token, params: { level: "diver" } });
    expect(issued.json.data.data.find((c: { number: string }) => c.number === cert.number)).toMatchObject({
      level: "diver", status: "valid", holder: { id: diver.user.id, full_name: "Luca Bianchi" }, instructor: { id: pro.user.id },
    });
    const none = await call(certificationsRoute.GET, { path: "/api/v1/professional/certifications/trainer", token: pro.token, params: { level: "trainer" } });
    expect(none.json.data.total).toBe(0);

    // Issuing is idempotent per course log.
    const again = await db.$transaction((tx) => issueCertification(tx, cert.courseLogId!));
    expect(again).toEqual({ id: cert.id, number: cert.number });
  });

  it("supersedes the older certification of the same course and makes a professional", async () => {
    const diver = await createUser({ country: "ES" });
    const course = await createCourse({ name: "Scuba Instructor", level: "professional" });
    await walk(diver, course);
    const profile = await call(profileRoute.GET, { path: "/api/v1/profile", token: diver.token });
    expect(profile.json.data).toMatchObject({ qualification: "Scuba Instructor", qualification_cast: "Professional", job_country: "ES", professional_status: "Professional Active" });
    expect(profile.json.data.expire_date.slice(0, 4)).toBe(String(new Date().getUTCFullYear() + 1));
    // Now a professional, they reach the professional area.
    expect((await call(studentsRoute.GET, { path: "/api/v1/professional/students", token: diver.token })).status).toBe(200);

    await walk(diver, course);
    const db = await getDb();
    const certs = await db.certification.findMany({ where: { userId: diver.user.id }, orderBy: { id: "asc" }, select: { status: true } });
    expect(certs.map((c) => c.status)).toEqual(["superseded", "valid"]);
  });

  it("keeps a professional's qualification when they complete a lower course", async () => {
    const instructor = await createUser({ professional: true });
    await walk(instructor, await createCourse({ name: "Night Diver", level: "specialty" }));
    const profile = await call(profileRoute.GET, { path: "/api/v1/profile", token: instructor.token });
    expect(profile.json.data).toMatchObject({ qualification: "Scuba Instructor", qualification_cast: "Professional" });
  });
});
