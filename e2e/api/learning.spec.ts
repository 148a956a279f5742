import { randomUUID } from "node:crypto";
import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "@/e2e/support/contract";
import { apiToken } from "@/e2e/support/session";

// Diver courses and free learnings over HTTP against `npm start` with the demo data: the demo
// diver has an active AOWD log (module 1 quiz passed), an expired EAN log and a completed OWD.
// Quiz attempts on the demo diver only add failed attempts (the best score is unchanged); the
// free learning is enrolled by a freshly registered account, so reruns find one available.

const DEMO = { email: "diver@example.com", password: "DiveCert!2026" };
const INSTRUCTOR = { email: "instructor@example.com", password: "DiveCert!2026" };
const ADMIN = { email: "admin@example.com", password: "DiveCert!2026" };

type Question = { id: number; text: string; type: "single" | "multiple"; options: { id: number; text: string }[] };
type Review = { question_id: number; correct: boolean; correct_option_ids: number[] | null };
type Result = { attempt: number; score: number; passed: boolean; correct: number; total: number; review: Review[] };
type Log = { log_code: string; status: string; progress: number; course: { code: string }; expires_at: string };
type Groups = Record<"active" | "expired" | "completed", Log[]>;
type Detail = Log & {
  modules: { id: number; position: number; quiz: { passed: boolean; pass_mark: number; best_score: number | null } }[];
  exam: { state: string; attempts_used: number } | null;
  skills: { id: number; instructor_signed_at: string | null; diver_signed_at: string | null }[];
};

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
async function login(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const res = await request.post("/api/v1/auth/login", { data: who });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.access_token as string;
}

async function get<T>(request: APIRequestContext, token: string, path: string, status = 200): Promise<T> {
  const res = await request.get(`/api/v1${path}`, { headers: bearer(token) });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
  return (await res.json()).data as T;
}

async function post(request: APIRequestContext, token: string, path: string, data?: unknown) {
  return request.post(`/api/v1${path}`, { headers: bearer(token), data });
}

async function demoLog(request: APIRequestContext, token: string, code: string, group: "active" | "expired" | "completed") {
  const courses = await get<Groups>(request, token, "/diver/courses");
  const log = courses[group].find((l) => l.course.code === code);
  expect(log, `demo ${code} log among the ${group} courses`).toBeTruthy();
  return log!;
}

/** Options no correct answer includes, one per question (a guaranteed wrong attempt). */
const wrongAnswers = (questions: Question[], review: Review[]) =>
  questions.map((q) => {
    const right = review.find((r) => r.question_id === q.id)?.correct_option_ids ?? [];
    return { question_id: q.id, option_ids: [q.options.find((o) => !right.includes(o.id))!.id] };
  });

const rightAnswers = (questions: Question[], review: Review[]) =>
  questions.map((q) => ({ question_id: q.id, option_ids: review.find((r) => r.question_id === q.id)!.correct_option_ids! }));

/** Registers an account and follows the verification link from the admin mailbox. */
async function newVerifiedDiver(request: APIRequestContext) {
  const email = `learner-${randomUUID().slice(0, 8)}@example.com`;
  const password = "Reef-Walk-2026";
  const reg = await request.post("/api/v1/auth/register", {
    data: { email, password, password_confirmation: password, first_name: "Lea", last_name: "Learner", dob: "1990-04-02", country: "IT", terms: true, gdpr: true },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const admin = await apiToken(request, ADMIN.email, ADMIN.password);
  let link: string | undefined;
  await expect(async () => {
    const mails = (await get<{ data: { to: string; text: string }[] }>(request, admin, "/dev/mailbox?per_page=50")).data;
    link = mails.filter((m) => m.to === email).map((m) => /https?:\/\/\S+\/api\/v1\/auth\/email\/verify\/\S+/.exec(m.text)?.[0]).find(Boolean);
    expect(link, `verification mail for ${email}`).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  const url = new URL(link!);
  expect((await request.get(`${url.pathname}${url.search}`)).status()).toBe(200);
  return login(request, { email, password });
}

test.describe("diver courses", () => {
  test("lists course logs by state, with progress and expiry", async ({ request }) => {
    const token = await login(request, DEMO);
    const aowd = await demoLog(request, token, "AOWD", "active");
    expect(aowd.status).toBe("active");
    expect(aowd.progress).toBeGreaterThan(0);
    expect(aowd.log_code).toMatch(/^CL-[A-Z0-9]+$/);
    expect(aowd.expires_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await demoLog(request, token, "EAN", "expired")).status).toBe("expired");
    expect((await demoLog(request, token, "OWD", "completed")).progress).toBe(100);
    const onlyExpired = await get<Groups>(request, token, "/diver/courses?status=expired");
    expect(onlyExpired.active).toEqual([]);
    expect(onlyExpired.expired.map((l) => l.course.code)).toContain("EAN");
  });

  test("detail has modules with quiz state, a locked exam and skills; others get 404", async ({ request }) => {
    const token = await login(request, DEMO);
    const { log_code } = await demoLog(request, token, "AOWD", "active");
    const detail = await get<Detail>(request, token, `/diver/courses/${log_code}`);
    expect(detail.modules.length).toBeGreaterThan(1);
    expect(detail.modules[0]!.quiz.passed).toBe(true);
    expect(detail.modules[0]!.quiz.best_score).toBeGreaterThanOrEqual(detail.modules[0]!.quiz.pass_mark);
    expect(detail.exam?.state).toBe("locked");
    expect(detail.skills.some((s) => s.instructor_signed_at && !s.diver_signed_at)).toBe(true);
    // A lower-case code still finds the log; someone else's log is simply not found.
    expect((await get<Detail>(request, token, `/diver/courses/CL-${log_code.slice(3).toLowerCase()}`)).log_code).toBe(log_code);
    await get(request, await login(request, INSTRUCTOR), `/diver/courses/${log_code}`, 404);
    await get(request, token, "/diver/courses/CL-NOPE0000", 404);
  });

  test("a module never tells which options are correct", async ({ request }) => {
    const token = await login(request, DEMO);
    const { log_code } = await demoLog(request, token, "AOWD", "active");
    const detail = await get<Detail>(request, token, `/diver/courses/${log_code}`);
    const mod = await get<{ content: string; questions: Question[] }>(request, token, `/diver/courses/${log_code}/modules/${detail.modules[1]!.id}`);
    expect(mod.content.length).toBeGreaterThan(100);
    expect(mod.questions.length).toBeGreaterThan(0);
    for (const q of mod.questions) {
      expect(Object.keys(q).sort()).toEqual(["id", "options", "text", "type"]);
      for (const o of q.options) expect(Object.keys(o).sort()).toEqual(["id", "text"]);
    }
    expect(JSON.stringify(mod)).not.toMatch(/correct/i);
  });

  test("a wrong quiz attempt is scored, not passed, and reviewed; bad answers are 422", async ({ request }) => {
    const token = await login(request, DEMO);
    const { log_code } = await demoLog(request, token, "AOWD", "active");
    const detail = await get<Detail>(request, token, `/diver/courses/${log_code}`);
    const moduleId = detail.modules[1]!.id;
    const path = `/diver/courses/${log_code}/modules/${moduleId}`;
    const { questions } = await get<{ questions: Question[] }>(request, token, path);

    // One question answered with an option that is not its own: 422 on that answer.
    const other = questions[1]!.options[0]!.id;
    const bad = await post(request, token, `${path}/quiz`, { answers: [{ question_id: questions[0]!.id, option_ids: [other] }] });
    expect(bad.status(), await bad.text()).toBe(422);
    expect(Object.keys((await bad.json()).errors)).toContain("answers.0.option_ids");

    // Only the first question answered (the rest count as wrong): never a pass, and the review shows the key.
    const one = [{ question_id: questions[0]!.id, option_ids: [questions[0]!.options[0]!.id] }];
    const probe = (await (await post(request, token, `${path}/quiz`, { answers: one })).json()).data as Result;
    expect(probe.passed).toBe(false);
    expect(probe.review).toHaveLength(questions.length);

    const result = (await (await post(request, token, `${path}/quiz`, { answers: wrongAnswers(questions, probe.review) })).json()).data as Result;
    expect(result).toMatchObject({ score: 0, passed: false, correct: 0, total: questions.length, attempt: probe.attempt + 1 });
    expect(result.review.every((r) => r.correct === false && (r.correct_option_ids?.length ?? 0) > 0)).toBe(true);
    const best = await get<Result>(request, token, `${path}/quiz/result`);
    expect(best.score).toBeGreaterThanOrEqual(result.score);
  });

  test("the exam is locked (403 on submission) and an expired log is read-only (409)", async ({ request }) => {
    const token = await login(request, DEMO);
    const { log_code } = await demoLog(request, token, "AOWD", "active");
    const exam = await get<{ state: string; questions?: unknown }>(request, token, `/diver/courses/${log_code}/exam`);
    expect(exam).toMatchObject({ state: "locked" });
    expect(exam.questions).toBeUndefined();
    const submitted = await post(request, token, `/diver/courses/${log_code}/exam`, { answers: [{ question_id: 1, option_ids: [1] }] });
    expect(submitted.status(), await submitted.text()).toBe(403);

    const eanDetail = await get<Detail>(request, token, `/diver/courses/${(await demoLog(request, token, "EAN", "expired")).log_code}`);
    const path = `/diver/courses/${eanDetail.log_code}/modules/${eanDetail.modules[0]!.id}`;
    const { questions } = await get<{ questions: Question[] }>(request, token, path);
    const late = await post(request, token, `${path}/quiz`, { answers: [{ question_id: questions[0]!.id, option_ids: [questions[0]!.options[0]!.id] }] });
    expect(late.status(), await late.text()).toBe(409);
  });
});

test.describe("diver free learnings", () => {
  test("enrol in an available free learning, then take and pass a quiz", async ({ request }) => {
    const token = await newVerifiedDiver(request);
    const available = await get<{ id: number; code: string }[]>(request, token, "/diver/free-learnings/available");
    expect(available.length, "free learnings in the catalogue").toBeGreaterThan(0);
    const pick = available[0]!;

    const enrolled = await post(request, token, `/diver/free-learnings/${pick.code}/enroll`);
    expect(enrolled.status(), await enrolled.text()).toBe(201);
    const log = (await enrolled.json()).data as Log;
    expect(log).toMatchObject({ status: "active", progress: 0, course: { code: pick.code } });
    expect((await post(request, token, `/diver/free-learnings/${pick.code}/enroll`)).status()).toBe(409);
    expect((await get<{ code: string }[]>(request, token, "/diver/free-learnings/available")).map((l) => l.code)).not.toContain(pick.code);
    expect((await get<Log[]>(request, token, "/diver/free-learnings")).map((l) => l.log_code)).toContain(log.log_code);
    // Free learnings are not reached through the courses door.
    await get(request, token, `/diver/courses/${log.log_code}`, 404);

    const detail = await get<Detail>(request, token, `/diver/free-learnings/${log.log_code}`);
    expect(detail.exam === null && detail.modules.length > 0).toBe(true);
    const path = `/diver/free-learnings/${log.log_code}/modules/${detail.modules[0]!.id}`;
    const { questions } = await get<{ questions: Question[] }>(request, token, path);
    await get(request, token, `${path}/quiz/result`, 404);

    const firstOptions = questions.map((q) => ({ question_id: q.id, option_ids: [q.options[0]!.id] }));
    const probe = (await (await post(request, token, `${path}/quiz`, { answers: firstOptions })).json()).data as Result;
    expect(probe.attempt).toBe(1);
    const res = await post(request, token, `${path}/quiz`, { answers: rightAnswers(questions, probe.review) });
    expect((await res.json()).data).toMatchObject({ attempt: 2, score: 100, passed: true, correct: questions.length });
    expect((await get<Result>(request, token, `${path}/quiz/result`)).score).toBe(100);
    const progressed = await get<Detail>(request, token, `/diver/free-learnings/${log.log_code}`);
    expect(progressed.modules[0]!.quiz.passed).toBe(true);
    expect(progressed.progress).toBeGreaterThan(0);
  });
});
