import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db/client";
import { catalogues } from "@/lib/i18n/messages";
import { diveBody } from "@/tests/support/dive-log-factories";
import { createDocument } from "@/tests/support/document-factories";
import { createUser, type CreatedUser } from "@/tests/support/factories";
import { createCourse, enrol } from "@/tests/support/learning-factories";
import { scope, sessionOf } from "@/tests/support/page-scope";

// The signed-in diver's and professional's server actions on the page kernel: the API's door per
// action, the bound ids parsed, the pages' own words for a field left empty, the service's words
// otherwise, the typed values given back, and what an action hands the page in `data`.

vi.mock("@/lib/auth/browser/current-user", async (original) => (await import("@/tests/support/page-scope")).sessionModule(await original()));
vi.mock("next/headers", async () => (await import("@/tests/support/page-scope")).headersModule);
vi.mock("next/cache", async (original) => (await import("@/tests/support/page-scope")).cacheModule(await original()));
vi.mock("next-intl/server", async (original) => (await import("@/tests/support/page-scope")).intlModule(await original()));

const logbook = await import("@/app/(account)/logbook/actions");
const students = await import("@/app/(account)/professional/students/actions");
const recognitions = await import("@/app/(account)/recognitions/actions");
const medical = await import("@/app/(account)/medical/actions");
const courses = await import("@/app/(account)/courses/actions");
const documents = await import("@/app/(account)/documents/actions");
const sync = await import("@/app/(account)/sync/actions");
const proStore = await import("@/app/(account)/professional/store/actions");

const en = catalogues.en;
const idle = { status: "idle" as const };

async function signIn(who: CreatedUser, isProfessional = false): Promise<CreatedUser> {
  scope.user = await sessionOf(who, { isProfessional });
  return who;
}

function formOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const v of value) form.append(key, String(v));
    else if (value !== undefined && value !== null) form.set(key, typeof value === "boolean" ? (value ? "1" : "") : String(value));
  }
  return form;
}

/** Next's redirect() as the kernel rethrows it: the target is in the error's digest. */
const redirectTo = (target: RegExp) => expect.objectContaining({ digest: expect.stringMatching(target) });

beforeEach(() => {
  scope.user = null;
});

describe("the logbook's actions", () => {
  it("refuse an unverified account as the API does, answer the fields with the typed values, and save a good dive", async () => {
    await signIn(await createUser({ verified: false }));
    expect(await logbook.createDive(idle, formOf(diveBody()))).toMatchObject({ status: "error", code: "forbidden", message: "Your email address is not verified." });

    await signIn(await createUser());
    const refused = await logbook.createDive(idle, formOf(diveBody({ average_depth: 30, dive_time: "" })));
    expect(refused).toMatchObject({ status: "error", code: "validation", message: en.common.form.correctFields, values: { average_depth: "30", location: "Secca dell'Isuela" } });
    expect(Object.keys(refused.fields ?? {})).toEqual(expect.arrayContaining(["dive_time"]));

    await expect(logbook.createDive(idle, formOf(diveBody()))).rejects.toEqual(redirectTo(/\/logbook\/\d+\?saved=created/));
    expect(await logbook.updateDive("not-an-id", idle, formOf(diveBody()))).toMatchObject({ status: "error", code: "not_found" });
  });
});

describe("the professional's students", () => {
  it("are for professionals only; an unknown student, a course left empty and no skill are said under their fields", async () => {
    await signIn(await createUser());
    expect(await students.enrolStudent(idle, formOf({ student: "ZZ99-999-999", course: "OWD" }))).toMatchObject({
      status: "error", code: "forbidden", message: "This area is reserved for dive professionals.",
    });

    await signIn(await createUser({ professional: true }), true);
    const unknown = await students.enrolStudent(idle, formOf({ student: "ZZ99-999-999", course: "" }));
    expect(unknown).toMatchObject({ status: "error", code: "validation", values: { student: "ZZ99-999-999", course: "" } });
    expect(unknown.fields?.course).toEqual([en.professional.actions.chooseCourse]);

    const course = await createCourse();
    const byService = await students.enrolStudent(idle, formOf({ student: "ZZ99-999-999", course: course.code }));
    expect(byService.fields).toEqual({ student: ["No diver matches this member id."] });

    const noSkill = await students.signStudentSkills("CL-ABCD1234", idle, formOf({}));
    expect(noSkill).toMatchObject({ status: "error", code: "validation", fields: { skill_ids: [en.professional.actions.chooseSkill] } });
    expect(await students.signStudentSkills("not a log", idle, formOf({ skill_ids: [1] }))).toMatchObject({ status: "error", code: "not_found" });
  });

  it("a professional naming themselves in the professional store is sent to the Store", async () => {
    const pro = await signIn(await createUser({ professional: true }), true);
    const self = await proStore.lookupStudent(idle, formOf({ student: pro.user.memberId }));
    expect(self).toMatchObject({ status: "error", fields: { student: [en.store.forStudent.self] } });
    const diver = await createUser();
    expect(await proStore.lookupStudent(idle, formOf({ student: diver.user.memberId }))).toMatchObject({
      status: "success", data: { student: { id: diver.user.id, member_id: diver.user.memberId } },
    });
  });
});

describe("the records' actions", () => {
  it("recognitions: fields left empty say what to do, a filled one keeps the schema's words", async () => {
    await signIn(await createUser());
    const empty = await recognitions.submitRecognition(idle, formOf({ agency: "PADI", certification_name: "Open Water Diver", certification_number: "X1" }));
    expect(empty).toMatchObject({ status: "error", code: "validation", message: en.common.form.correctFields, values: { agency: "PADI" } });
    expect(empty.fields).toMatchObject({ document_id: [en.recognitions.actions.chooseCard], level: [en.recognitions.actions.chooseLevel], issued_on: [en.recognitions.actions.enterDate] });
    const future = await recognitions.submitRecognition(idle, formOf({ agency: "PADI", certification_name: "OWD", certification_number: "X1", level: "diver", issued_on: "2999-01-01", document_id: "1" }));
    expect(future.fields?.issued_on).toEqual(["The issue date must not be in the future."]);
  });

  it("medical: the unanswered questions are marked, the banner says so", async () => {
    await signIn(await createUser());
    const state = await medical.submitMedicalAction(idle, formOf({ "answers.lungs": "yes" }));
    expect(state).toMatchObject({ status: "error", message: en.medical.form.answerMarked, values: { "answers.lungs": "yes" } });
    expect(Object.keys(state.fields ?? {}).every((k) => k.startsWith("answers."))).toBe(true);
  });

  it("documents: someone else's document is not found and stays; one's own goes", async () => {
    const owner = await createUser();
    const theirs = await createDocument(owner.user.id);
    await signIn(await createUser());
    expect(await documents.deleteDocumentAction(theirs.id)).toMatchObject({ status: "error", code: "not_found" });
    await signIn(owner);
    expect(await documents.deleteDocumentAction(theirs.id)).toMatchObject({ status: "success" });
    expect((await (await getDb()).document.findUniqueOrThrow({ where: { id: theirs.id }, select: { deletedAt: true } })).deletedAt).not.toBeNull();
  });

  it("sync: a conflict's form without a version to keep says so", async () => {
    await signIn(await createUser());
    expect(await sync.resolveConflictAction(1, idle, formOf({ keep: "both" }))).toMatchObject({ status: "error", fields: { keep: [en.sync.actions.chooseVersion] } });
  });
});

describe("the course pages' actions", () => {
  it("a quiz answers its errors by question with the options chosen, then its result, in data", async () => {
    const diver = await signIn(await createUser());
    const course = await createCourse();
    const { logCode } = await enrol({ userId: diver.user.id, courseId: course.id });
    const [first, second] = course.modules[0]!.questions;
    const partial = formOf({ question: course.modules[0]!.questions.map((q) => q.id), [`answer-${first!.id}`]: first!.correct });
    const missing = await courses.submitCourseQuiz(logCode, course.modules[0]!.id, idle, partial);
    expect(missing).toMatchObject({ status: "error", data: { chosen: { [String(first!.id)]: first!.correct } } });
    expect(missing.fields?.[String(second!.id)]).toEqual([en.learning.attempt.chooseOne]);

    const all = formOf({ question: course.modules[0]!.questions.map((q) => q.id), ...Object.fromEntries(course.modules[0]!.questions.map((q) => [`answer-${q.id}`, q.correct])) });
    const done = await courses.submitCourseQuiz(logCode, course.modules[0]!.id, idle, all);
    expect(done).toMatchObject({ status: "success", data: { result: { passed: true, score: 100 } } });

    expect(await courses.submitCourseQuiz("CL-<script>", course.modules[0]!.id, idle, all)).toMatchObject({ status: "error", code: "not_found" });
    expect(await courses.confirmCourseSkill(logCode, course.skills[0]!.id, idle, formOf({}))).toMatchObject({ status: "error" });
  });
});
