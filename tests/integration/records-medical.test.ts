import { afterEach, describe, expect, it, vi } from "vitest";
import * as questionnaireRoute from "@/app/api/v1/diver/medical-questionnaire/route";
import * as quizRoute from "@/app/api/v1/diver/courses/[log_code]/modules/[module]/quiz/route";
import * as progressRoute from "@/app/api/v1/professional/students/[log_code]/progress/route";
import * as proSignRoute from "@/app/api/v1/professional/students/[log_code]/skills/sign/route";
import * as studentsRoute from "@/app/api/v1/professional/students/route";
import { getDb } from "@/lib/db/client";
import { getMedicalQuestionnaire } from "@/lib/medical/get-medical-questionnaire";
import { medicalStatuses } from "@/lib/medical/medical-status";
import { medicalQuestionnaire } from "@/lib/medical/questionnaire";
import { recordPhysicianApproval } from "@/lib/medical/record-physician-approval";
import { submitMedicalQuestionnaire } from "@/lib/medical/submit-medical-questionnaire";
import { expect422 } from "@/tests/support/auth-calls";
import { createUser, type CreatedUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { answersFor, createCourse, enrol } from "@/tests/support/learning-factories";
import { allNo, giveMedical, groupAnswers } from "@/tests/support/medical-factories";

// The medical questionnaire (rules, validity, approval), what instructors see of it, and the gate
// it puts on in-water skills.

const PATH = "/api/v1/diver/medical-questionnaire";
const read = (u: CreatedUser) => call(questionnaireRoute.GET, { path: PATH, token: u.token });
const submit = (u: CreatedUser, body: unknown) => call(questionnaireRoute.POST, { path: PATH, token: u.token, body });

afterEach(() => {
  vi.useRealTimers();
});

describe("medical questionnaire", () => {
  it("gives the structure and status missing before any submission", async () => {
    const diver = await createUser();
    const res = await read(diver);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ structure: medicalQuestionnaire, last_submission: null, status: "missing" });
    expect(res.json.data.structure.questions[0]).toEqual({ id: "lungs", text: expect.any(String), follow_up_group: "lungs" });
  });

  it("all no is fit, valid twelve months (201)", async () => {
    const diver = await createUser();
    const res = await submit(diver, { answers: allNo() });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ outcome: "fit", status: "fit", answers: allNo() });
    const submitted = new Date(res.json.data.submitted_at.replace("000+00:00", "Z"));
    const until = new Date(res.json.data.valid_until.replace("000+00:00", "Z"));
    expect(until.getUTCFullYear() - submitted.getUTCFullYear()).toBe(1);
    expect(until.getUTCMonth()).toBe(submitted.getUTCMonth());
    const after = await read(diver);
    expect(after.json.data).toMatchObject({ status: "fit", last_submission: { outcome: "fit", answers: allNo() } });
  });

  it("names each missing follow-up of an opened group (422), then needs a physician", async () => {
    const diver = await createUser();
    const missing = await submit(diver, { answers: { ...allNo(), heart: true } });
    const errors = expect422(missing, Object.keys(groupAnswers("heart")).map((id) => `answers.${id}`));
    expect(Object.keys(errors)).toHaveLength(Object.keys(groupAnswers("heart")).length);
    const res = await submit(diver, { answers: { ...allNo(), heart: true, ...groupAnswers("heart") } });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ outcome: "physician_approval_required", status: "physician_approval_required" });
  });

  it("refuses missing first-page answers, unknown ids and non-boolean answers", async () => {
    const diver = await createUser();
    const { heart: _h, lungs: _l, ...rest } = allNo();
    expect422(await submit(diver, { answers: rest }), ["answers.heart", "answers.lungs"]);
    expect422(await submit(diver, { answers: { ...allNo(), smoker: true } }), ["answers.smoker"]);
    expect422(await submit(diver, { answers: { ...allNo(), heart: "no" } }), ["answers.heart"]);
    expect422(await submit(diver, {}), ["answers"]);
    expect(await (await getDb()).medicalSubmission.count({ where: { userId: diver.user.id } })).toBe(0);
  });

  it("expires twelve months after submission (clock moved forward)", async () => {
    const diver = await createUser();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-02-01T10:00:00Z"));
    await submitMedicalQuestionnaire(diver.user, { answers: allNo() });
    // The service, not the route: a faked clock would also judge the access token.
    vi.setSystemTime(new Date("2027-01-31T10:00:00Z"));
    expect((await getMedicalQuestionnaire(diver.user.id)).status).toBe("fit");
    vi.setSystemTime(new Date("2027-02-01T10:00:01Z"));
    expect((await getMedicalQuestionnaire(diver.user.id)).status).toBe("expired");
  });

  it("takes a device's past submission time, and a future one as now", async () => {
    const diver = await createUser();
    const past = await submitMedicalQuestionnaire(diver.user, { answers: allNo() }, { submittedAt: new Date("2026-01-05T08:00:00Z") });
    expect(past).toMatchObject({ submitted_at: "2026-01-05T08:00:00.000000+00:00", valid_until: "2027-01-05T08:00:00.000000+00:00" });
    const future = await submitMedicalQuestionnaire(diver.user, { answers: allNo() }, { submittedAt: new Date(Date.now() + 86_400_000 * 30) });
    expect(new Date(future.submitted_at.replace("000+00:00", "Z")).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("an accepted physician's approval makes it fit_with_physician_approval", async () => {
    const diver = await createUser();
    const row = await giveMedical(diver.user.id, { outcome: "physician_approval_required" });
    expect((await read(diver)).json.data.status).toBe("physician_approval_required");
    await (await getDb()).medicalSubmission.update({ where: { id: row.id }, data: { approvalDocumentId: 12345, approvedAt: new Date() } });
    const after = (await read(diver)).json.data;
    expect(after.status).toBe("fit_with_physician_approval");
    expect(after.last_submission.outcome).toBe("fit_with_physician_approval");
  });

  it("records a physician's approval only on a valid submission that asked for it, made before the upload", async () => {
    const diver = await createUser();
    const hourAgo = new Date(Date.now() - 3_600_000);
    await giveMedical(diver.user.id, { submittedAt: new Date(Date.now() - 7_200_000) });
    expect(await recordPhysicianApproval({ userId: diver.user.id, documentId: 1, uploadedAt: new Date() })).toBe(false);
    const needs = await giveMedical(diver.user.id, { outcome: "physician_approval_required", submittedAt: hourAgo });
    expect(await recordPhysicianApproval({ userId: diver.user.id, documentId: 2, uploadedAt: new Date(hourAgo.getTime() - 60_000) })).toBe(false);
    expect(await recordPhysicianApproval({ userId: diver.user.id, documentId: 3, uploadedAt: new Date() })).toBe(true);
    expect(await recordPhysicianApproval({ userId: diver.user.id, documentId: 4, uploadedAt: new Date() })).toBe(false);
    const row = await (await getDb()).medicalSubmission.findUniqueOrThrow({ where: { id: needs.id } });
    expect(row.approvalDocumentId).toBe(3);
    expect((await read(diver)).json.data.status).toBe("fit_with_physician_approval");
  });

  it("computes many statuses in one call", async () => {
    const [a, b, c, d] = await Promise.all([createUser(), createUser(), createUser(), createUser()]);
    await giveMedical(a.user.id);
    await giveMedical(b.user.id, { outcome: "physician_approval_required" });
    await giveMedical(c.user.id, { submittedAt: new Date(Date.now() - 400 * 86_400_000) });
    // The newest submission counts, whatever came before.
    await giveMedical(b.user.id, { submittedAt: new Date(Date.now() - 86_400_000) });
    const statuses = await medicalStatuses([a.user.id, b.user.id, c.user.id, d.user.id]);
    expect([...statuses.entries()]).toEqual([[a.user.id, "fit"], [b.user.id, "physician_approval_required"], [c.user.id, "expired"], [d.user.id, "missing"]]);
  });
});

describe("what instructors see, and the skill gate", () => {
  it("shows the student's medical status in the list and progress, never the answers", async () => {
    const [pro, diver] = await Promise.all([createUser({ professional: true }), createUser()]);
    const course = await createCourse();
    const { logCode } = await enrol({ userId: diver.user.id, courseId: course.id, instructorId: pro.user.id });
    await giveMedical(diver.user.id, { outcome: "physician_approval_required" });
    const listed = await call(studentsRoute.GET, { path: "/api/v1/professional/students", token: pro.token });
    const item = listed.json.data.data.find((l: { log_code: string }) => l.log_code === logCode);
    expect(item.medical_status).toBe("physician_approval_required");
    const progress = await call(progressRoute.GET, { path: `/api/v1/professional/students/${logCode}/progress`, token: pro.token, params: { log_code: logCode } });
    expect(progress.json.data.medical_status).toBe("physician_approval_required");
    expect(JSON.stringify([listed.json, progress.json])).not.toMatch(/answers|lungs|heart_1/);
  });

  it("refuses in-water skills (403 naming the status) unless fit; other skills and quizzes are not blocked", async () => {
    const [pro, diver] = await Promise.all([createUser({ professional: true }), createUser()]);
    const course = await createCourse();
    const { logCode } = await enrol({ userId: diver.user.id, courseId: course.id, instructorId: pro.user.id });
    const [dry, , wet] = course.skills;
    expect(wet!.requiresDive).toBe(true);
    const sign = (ids: number[]) => call(proSignRoute.POST, { path: `/api/v1/professional/students/${logCode}/skills/sign`, token: pro.token, params: { log_code: logCode }, body: { skill_ids: ids } });

    const missing = await sign([wet!.id]);
    expect(missing.status).toBe(403);
    expect(missing.json.message).toMatch(/medical status: missing/);
    expect((await sign([dry!.id])).status).toBe(200);
    const m = course.modules[0]!;
    const quiz = await call(quizRoute.POST, { path: `/api/v1/diver/courses/${logCode}/modules/${m.id}/quiz`, token: diver.token, params: { log_code: logCode, module: String(m.id) }, body: { answers: answersFor(m.questions) } });
    expect(quiz.status).toBe(200);

    await giveMedical(diver.user.id, { submittedAt: new Date(Date.now() - 366 * 86_400_000) });
    expect((await sign([wet!.id])).json.message).toMatch(/medical status: expired/);
    await giveMedical(diver.user.id, { outcome: "physician_approval_required" });
    const awaiting = await sign([wet!.id]);
    expect(awaiting.status).toBe(403);
    expect(awaiting.json.message).toMatch(/medical status: physician_approval_required/);
    expect(await (await getDb()).skillProgress.count({ where: { skillId: wet!.id, instructorSignedAt: { not: null } } })).toBe(0);

    await giveMedical(diver.user.id);
    const allowed = await sign([wet!.id]);
    expect(allowed.status).toBe(200);
    expect(allowed.json.data.find((s: { id: number }) => s.id === wet!.id).instructor_signed_at).not.toBeNull();
  });
});
