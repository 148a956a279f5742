import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as courseItem from "@/app/api/v1/admin/courses/[id]/route";
import * as examQuestions from "@/app/api/v1/admin/courses/[id]/exam/questions/route";
import * as courseModules from "@/app/api/v1/admin/courses/[id]/modules/route";
import * as publish from "@/app/api/v1/admin/courses/[id]/publish/route";
import * as courseSkills from "@/app/api/v1/admin/courses/[id]/skills/route";
import * as courses from "@/app/api/v1/admin/courses/route";
import * as moduleQuestions from "@/app/api/v1/admin/modules/[id]/questions/route";
import * as moduleItem from "@/app/api/v1/admin/modules/[id]/route";
import * as questionItem from "@/app/api/v1/admin/questions/[id]/route";
import * as skillItem from "@/app/api/v1/admin/skills/[id]/route";
import * as diverModule from "@/app/api/v1/diver/courses/[log_code]/modules/[module]/route";
import * as diverQuiz from "@/app/api/v1/diver/courses/[log_code]/modules/[module]/quiz/route";
import * as diverLog from "@/app/api/v1/diver/courses/[log_code]/route";
import * as diverSkills from "@/app/api/v1/diver/courses/[log_code]/skills/route";
import * as checkout from "@/app/api/v1/diver/store/courses/[course]/checkout/route";
import * as storeCourses from "@/app/api/v1/diver/store/courses/route";
import { getDb } from "@/lib/db/client";
import { seedCatalogue } from "@/prisma/seed/catalogue/index";
import { expectErrorEnvelope } from "@/tests/support/error-envelope";
import { createUser, type CreatedUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { enrol } from "@/tests/support/learning-factories";
import { startStripeEmulator } from "@/tests/support/stripe-emulator";

// The staff catalogue (contract section 5; decision 0029): CRUD rules, drafts and versions, what
// a running course log keeps, the store, and the audit rows.

const A = "/api/v1/admin";
let admin: CreatedUser;
let emulator: Awaited<ReturnType<typeof startStripeEmulator>>;
let seq = 0;

beforeAll(async () => {
  admin = await createUser({ role: "admin", totp: true });
  emulator = await startStripeEmulator(async () => undefined);
});
afterAll(() => emulator.close());

const as = (token: string) => ({
  post: (handler: typeof courses.POST, path: string, body?: unknown, params?: Record<string, string>) => call(handler, { method: "POST", path: `${A}${path}`, token, body, params }),
  patch: (handler: typeof courseItem.PATCH, path: string, body: unknown, params: Record<string, string>) => call(handler, { method: "PATCH", path: `${A}${path}`, token, body, params }),
  del: (handler: typeof moduleItem.DELETE, path: string, params: Record<string, string>) => call(handler, { method: "DELETE", path: `${A}${path}`, token, params }),
  get: (handler: typeof courses.GET, path: string, params?: Record<string, string>) => call(handler, { path: `${A}${path}`, token, params }),
});

const courseBody = (over: Record<string, unknown> = {}) => ({
  code: `CAT-${process.pid % 1000}-${Date.now().toString(36)}-${++seq}`.toUpperCase(), name: `Catalogue Course ${seq}`, level: "specialty",
  price: 15000, validity_months: 6, min_age: 12, description: "A course made by the catalogue test.", ...over,
});
const question = (text = "Which one?", correct = 0) => ({ text, type: "single", options: [0, 1, 2].map((i) => ({ text: `Option ${i + 1}`, correct: i === correct })) });

/** A published course with one module (two questions), one exam question and two skills. */
async function publishedCourse(over: Record<string, unknown> = {}) {
  const api = as(admin.token);
  const made = await api.post(courses.POST, "/courses", courseBody(over));
  expect(made.status).toBe(201);
  const id = String(made.json.data.id);
  const mod = await api.post(courseModules.POST, `/courses/${id}/modules`, { title: "Breathing", content: "# Breathe\n\nNever hold your breath." }, { id });
  expect(mod.status).toBe(201);
  for (const t of ["Q1?", "Q2?"]) expect((await api.post(moduleQuestions.POST, `/modules/${mod.json.data.id}/questions`, question(t), { id: String(mod.json.data.id) })).status).toBe(201);
  expect((await api.post(examQuestions.POST, `/courses/${id}/exam/questions`, question("Exam?"), { id })).status).toBe(201);
  for (const [name, requires_dive] of [["Mask clearing", false], ["Buoyancy", true]] as const) {
    expect((await api.post(courseSkills.POST, `/courses/${id}/skills`, { name, requires_dive }, { id })).status).toBe(201);
  }
  const pub = await api.post(publish.POST, `/courses/${id}/publish`, undefined, { id });
  expect(pub.status).toBe(200);
  return pub.json.data as { id: number; code: string; modules: { id: number; questions: { id: number; options: { id: number; correct: boolean }[] }[] }[]; skills: { id: number }[] };
}

async function auditRows(subjectType: string, subjectId: number) {
  const db = await getDb();
  return db.auditLog.findMany({ where: { subjectType, subjectId }, orderBy: { id: "asc" }, select: { action: true, before: true, after: true, actorId: true } });
}

describe("admin catalogue: courses", () => {
  it("creates a course as an unpublished draft, lists, searches and filters it", async () => {
    const api = as(admin.token);
    const base = (await api.post(courses.POST, "/courses", courseBody())).json.data;
    const res = await api.post(courses.POST, "/courses", courseBody({ name: "Épave Profonde", level: "examiner", prerequisites: [base.code.toLowerCase()] }));
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ name: "Épave Profonde", level: "examiner", price: 15000, published_version: null, draft_version: 1, draft_pending: true, prerequisites: [base.code], modules: [] });
    const found = await api.get(courses.GET, "/courses?q=epave%20PROF&level=examiner");
    expect(found.status).toBe(200);
    expect(found.json.data.data.map((c: { id: number }) => c.id)).toEqual([res.json.data.id]);
    expect(found.json.data).toMatchObject({ total: 1, current_page: 1 });
    const none = await api.get(courses.GET, "/courses?q=epave&level=diver");
    expect(none.json.data.total).toBe(0);
    const page = await api.get(courses.GET, "/courses?per_page=1&page=2");
    expect(page.json.data.data).toHaveLength(1);
    expect(page.json.data).toMatchObject({ per_page: 1, current_page: 2 });
  });

  it("refuses bad input with 422 field errors and unknown ids with 404", async () => {
    const api = as(admin.token);
    const bad = await api.post(courses.POST, "/courses", courseBody({ code: "no spaces!", level: "wizard", price: -1 }));
    expectErrorEnvelope(bad, 422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["code", "level", "price"]);
    const existing = (await api.post(courses.POST, "/courses", courseBody())).json.data;
    const taken = await api.post(courses.POST, "/courses", courseBody({ code: existing.code.toLowerCase() }));
    expectErrorEnvelope(taken, 422);
    expect(taken.json.errors.code).toEqual(["The code has already been taken."]);
    const prereq = await api.post(courses.POST, "/courses", courseBody({ prerequisites: ["NOPE-XYZ"] }));
    expect(prereq.json.errors["prerequisites.0"]).toEqual(["No course has the code NOPE-XYZ."]);
    expect((await api.get(courseItem.GET, "/courses/999999999", { id: "999999999" })).status).toBe(404);
    expect((await api.patch(moduleItem.PATCH, "/modules/999999999", { title: "x" }, { id: "999999999" })).status).toBe(404);
    expect((await api.post(moduleQuestions.POST, "/modules/999999999/questions", question(), { id: "999999999" })).status).toBe(404);
  });

  it("refuses prerequisites that make a cycle or name the course itself", async () => {
    const api = as(admin.token);
    const a = (await api.post(courses.POST, "/courses", courseBody())).json.data;
    const b = (await api.post(courses.POST, "/courses", courseBody({ prerequisites: [a.code] }))).json.data;
    const cycle = await api.patch(courseItem.PATCH, `/courses/${a.id}`, { prerequisites: [b.code] }, { id: String(a.id) });
    expectErrorEnvelope(cycle, 422);
    expect(cycle.json.errors.prerequisites[0]).toMatch(/cycle/);
    const self = await api.patch(courseItem.PATCH, `/courses/${a.id}`, { prerequisites: [a.code] }, { id: String(a.id) });
    expect(self.json.errors["prerequisites.0"]).toEqual(["A course cannot require itself."]);
    const fine = await api.patch(courseItem.PATCH, `/courses/${b.id}`, { prerequisites: [] }, { id: String(b.id) });
    expect(fine.json.data.prerequisites).toEqual([]);
  });

  it("checks the option rules of questions", async () => {
    const api = as(admin.token);
    const c = (await api.post(courses.POST, "/courses", courseBody())).json.data;
    const id = String(c.id);
    const m = (await api.post(courseModules.POST, `/courses/${id}/modules`, { title: "M", content: "Text" }, { id })).json.data;
    const ask = (body: unknown) => api.post(moduleQuestions.POST, `/modules/${m.id}/questions`, body, { id: String(m.id) });
    expect((await ask({ text: "One option?", type: "single", options: [{ text: "a", correct: true }] })).json.errors.options).toContain("A question needs at least two options.");
    expect((await ask({ text: "None right?", type: "multiple", options: [{ text: "a", correct: false }, { text: "b", correct: false }] })).json.errors.options).toEqual(["At least one option must be correct."]);
    expect((await ask({ text: "Two right?", type: "single", options: [{ text: "a", correct: true }, { text: "b", correct: true }] })).json.errors.options).toEqual(["A single-choice question has exactly one correct option."]);
    const ok = await ask({ text: "Two right?", type: "multiple", options: [{ text: "a", correct: true }, { text: "b", correct: true }, { text: "c", correct: false }] });
    expect(ok.status).toBe(201);
    const toSingle = await api.patch(questionItem.PATCH, `/questions/${ok.json.data.id}`, { type: "single" }, { id: String(ok.json.data.id) });
    expectErrorEnvelope(toSingle, 422);
  });
});

describe("admin catalogue: publishing", () => {
  it("refuses to publish without a module, or with a module without questions (422 naming it)", async () => {
    const api = as(admin.token);
    const c = (await api.post(courses.POST, "/courses", courseBody())).json.data;
    const id = String(c.id);
    const empty = await api.post(publish.POST, `/courses/${id}/publish`, undefined, { id });
    expectErrorEnvelope(empty, 422);
    expect(empty.json.errors.modules).toBeDefined();
    await api.post(courseModules.POST, `/courses/${id}/modules`, { title: "Gas laws", content: "Boyle" }, { id });
    const noQuestions = await api.post(publish.POST, `/courses/${id}/publish`, undefined, { id });
    expectErrorEnvelope(noQuestions, 422);
    expect(noQuestions.json.errors["modules.0.questions"]).toEqual(['Module 1 "Gas laws" needs at least one question.']);
    // Nothing changed: still unpublished, not in the store, not sold.
    const diver = await createUser();
    const store = await call(storeCourses.GET, { path: "/api/v1/diver/store/courses", token: diver.token });
    expect(store.json.data.map((x: { id: number }) => x.id)).not.toContain(c.id);
    const buy = await call(checkout.POST, { method: "POST", path: `/api/v1/diver/store/courses/${id}/checkout`, token: diver.token, body: { currency: "USD" }, params: { course: id } });
    expectErrorEnvelope(buy, 422);
  });

  it("publishes version 1, then a second publish needs a draft (409)", async () => {
    const c = await publishedCourse();
    const api = as(admin.token);
    const got = await api.get(courseItem.GET, `/courses/${c.id}`, { id: String(c.id) });
    expect(got.json.data).toMatchObject({ published_version: 1, draft_version: null, draft_pending: false, content_version: 1 });
    expect(got.json.data.modules[0].questions[0].options.filter((o: { correct: boolean }) => o.correct)).toHaveLength(1);
    const again = await api.post(publish.POST, `/courses/${c.id}/publish`, undefined, { id: String(c.id) });
    expectErrorEnvelope(again, 409);
    const diver = await createUser();
    const store = await call(storeCourses.GET, { path: "/api/v1/diver/store/courses", token: diver.token });
    expect(store.json.data.find((x: { id: number }) => x.id === c.id)).toMatchObject({ price: 15000, modules_count: 1 });
  });

  it("keeps a running course log on its version; a new enrolment gets the new one", async () => {
    const c = await publishedCourse();
    const api = as(admin.token);
    const [first, second] = await Promise.all([createUser(), createUser()]);
    const oldLog = (await enrol({ userId: first.user.id, courseId: c.id })).logCode;
    const oldModule = c.modules[0]!;

    // The first edit makes a draft (a copy): the answer is the draft's module, with a new id.
    const edited = await api.patch(moduleItem.PATCH, `/modules/${oldModule.id}`, { title: "Breathing, revised", content: "# New text" }, { id: String(oldModule.id) });
    expect(edited.status).toBe(200);
    const newModuleId = edited.json.data.id as number;
    expect(newModuleId).not.toBe(oldModule.id);
    // The published row is not editable any more while the draft exists.
    const stale = await api.patch(moduleItem.PATCH, `/modules/${oldModule.id}`, { title: "x" }, { id: String(oldModule.id) });
    expectErrorEnvelope(stale, 409);
    const draftQ = edited.json.data.questions[0].id as number;
    await api.del(questionItem.DELETE, `/questions/${draftQ}`, { id: String(draftQ) });
    await api.post(moduleQuestions.POST, `/modules/${newModuleId}/questions`, question("New Q?", 2), { id: String(newModuleId) });
    const skills = (await api.get(courseItem.GET, `/courses/${c.id}`, { id: String(c.id) })).json.data.skills;
    await api.del(skillItem.DELETE, `/skills/${skills[0].id}`, { id: String(skills[0].id) });
    const draft = (await api.get(courseItem.GET, `/courses/${c.id}`, { id: String(c.id) })).json.data;
    expect(draft).toMatchObject({ published_version: 1, draft_version: 2, draft_pending: true, content_version: 2 });
    expect(draft.modules[0].questions.map((q: { text: string; position: number }) => [q.position, q.text])).toEqual([[1, "Q2?"], [2, "New Q?"]]);
    expect(draft.skills.map((s: { position: number; name: string }) => [s.position, s.name])).toEqual([[1, "Buoyancy"]]);

    // Before publishing, a new enrolment still gets version 1.
    const published = await api.post(publish.POST, `/courses/${c.id}/publish`, undefined, { id: String(c.id) });
    expect(published.json.data).toMatchObject({ published_version: 2, draft_version: null, draft_pending: false });
    const newLog = (await enrol({ userId: second.user.id, courseId: c.id })).logCode;

    const detail = async (token: string, logCode: string) => (await call(diverLog.GET, { path: `/api/v1/diver/courses/${logCode}`, token, params: { log_code: logCode } })).json.data;
    const before = await detail(first.token, oldLog);
    expect(before.modules).toMatchObject([{ id: oldModule.id, title: "Breathing", quiz: { questions_count: 2 } }]);
    expect(before.skills.map((s: { name: string }) => s.name)).toEqual(["Mask clearing", "Buoyancy"]);
    const after = await detail(second.token, newLog);
    expect(after.modules).toMatchObject([{ id: newModuleId, title: "Breathing, revised", quiz: { questions_count: 2 } }]);
    expect(after.skills.map((s: { name: string }) => s.name)).toEqual(["Buoyancy"]);

    // Each log reaches only its own version's module; the old one's text is unchanged.
    const mod = (token: string, logCode: string, id: number) => call(diverModule.GET, { path: `/api/v1/diver/courses/${logCode}/modules/${id}`, token, params: { log_code: logCode, module: String(id) } });
    expect((await mod(first.token, oldLog, oldModule.id)).json.data.content).toBe("# Breathe\n\nNever hold your breath.");
    expect((await mod(first.token, oldLog, newModuleId)).status).toBe(404);
    expect((await mod(second.token, newLog, oldModule.id)).status).toBe(404);
    const skillList = await call(diverSkills.GET, { path: `/api/v1/diver/courses/${oldLog}/skills`, token: first.token, params: { log_code: oldLog } });
    expect(skillList.json.data).toHaveLength(2);

    // Scoring uses the log's version: version 1's right answers pass the old log's quiz.
    const answers = oldModule.questions.map((q) => ({ question_id: q.id, option_ids: [q.options.find((o) => o.correct)!.id] }));
    const quiz = await call(diverQuiz.POST, { method: "POST", path: `/api/v1/diver/courses/${oldLog}/modules/${oldModule.id}/quiz`, token: first.token, body: { answers }, params: { log_code: oldLog, module: String(oldModule.id) } });
    expect(quiz.status).toBe(200);
    expect(quiz.json.data).toMatchObject({ score: 100, passed: true, total: 2 });
    const wrongVersion = await call(diverQuiz.POST, { method: "POST", path: `/api/v1/diver/courses/${newLog}/modules/${oldModule.id}/quiz`, token: second.token, body: { answers }, params: { log_code: newLog, module: String(oldModule.id) } });
    expect(wrongVersion.status).toBe(404);

    const db = await getDb();
    const logs = await db.courseLog.findMany({ where: { logCode: { in: [oldLog, newLog] } }, select: { logCode: true, courseVersion: { select: { number: true } } } });
    expect(Object.fromEntries(logs.map((l) => [l.logCode, l.courseVersion.number]))).toEqual({ [oldLog]: 1, [newLog]: 2 });
  });

  it("applies a price change to orders created after it only", async () => {
    const c = await publishedCourse({ price: 10000 });
    const [first, second] = await Promise.all([createUser({ country: "US" }), createUser({ country: "US" })]);
    const buy = (token: string) => call(checkout.POST, { method: "POST", path: `/api/v1/diver/store/courses/${c.id}/checkout`, token, body: { currency: "USD" }, params: { course: String(c.id) } });
    const before = await buy(first.token);
    expect(before.status).toBe(200);
    const api = as(admin.token);
    const changed = await api.patch(courseItem.PATCH, `/courses/${c.id}`, { price: 12500 }, { id: String(c.id) });
    expect(changed.json.data).toMatchObject({ price: 12500, draft_pending: false });
    const after = await buy(second.token);
    expect(after.json.data.amount).toBe(12500);
    const db = await getDb();
    const orders = await db.order.findMany({ where: { courseId: c.id }, orderBy: { id: "asc" }, select: { amountCents: true } });
    expect(orders.map((o) => o.amountCents)).toEqual([before.json.data.amount, 12500]);
    expect(before.json.data.amount).toBe(10000);
  });

  it("writes audit rows with before and after for every change", async () => {
    const c = await publishedCourse();
    const api = as(admin.token);
    await api.patch(courseItem.PATCH, `/courses/${c.id}`, { name: "Renamed course" }, { id: String(c.id) });
    const rows = await auditRows("course", c.id);
    expect(rows.map((r) => r.action)).toEqual(["course.created", "course.published", "course.updated"]);
    expect(rows[1]).toMatchObject({ before: { published_version: null }, after: { published_version: 1 }, actorId: admin.user.id });
    expect(rows[2]).toMatchObject({ before: { name: expect.stringMatching(/^Catalogue Course/) }, after: { name: "Renamed course" } });
    const moduleRows = await auditRows("module", c.modules[0]!.id);
    expect(moduleRows.map((r) => r.action)).toEqual(["module.created"]);
    const skillRows = await auditRows("skill", c.skills[0]!.id);
    expect(skillRows.map((r) => r.action)).toEqual(["skill.created"]);
    // A refused change leaves no row.
    const other = await publishedCourse();
    expect((await api.patch(courseItem.PATCH, `/courses/${c.id}`, { code: other.code }, { id: String(c.id) })).status).toBe(422);
    expect(await auditRows("course", c.id)).toHaveLength(3);
  });

  it("has the seeded catalogue as published version 1", async () => {
    const db = await getDb();
    await seedCatalogue(db);
    const owd = await db.course.findUniqueOrThrow({ where: { code: "OWD" }, select: { publishedVersion: { select: { number: true, _count: { select: { modules: true } } } } } });
    expect(owd.publishedVersion?.number).toBe(1);
    expect(owd.publishedVersion?._count.modules).toBeGreaterThan(0);
  });
});
