import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "@/e2e/support/contract";
import { mailLink } from "@/e2e/support/mailbox";
import { DEMO, INSTRUCTOR, apiToken, bearer, newVerifiedDiver } from "@/e2e/support/session";

// Diver records over HTTP: forms (list, text, signing, PDF, minors), the medical questionnaire,
// the skill gate it puts on instructors, and the results behind a certification.

type Form = { code: string; version: number; signed: boolean; signed_version: number | null; download_url: string };

async function data<T>(request: APIRequestContext, token: string, path: string, status = 200): Promise<T> {
  const res = await request.get(`/api/v1${path}`, { headers: bearer(token) });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
  return (await res.json()).data as T;
}

const post = (request: APIRequestContext, token: string, path: string, body?: unknown) => request.post(`/api/v1${path}`, { headers: bearer(token), data: body });

test.describe("forms", () => {
  test("the demo diver's forms show an older version to sign again", async ({ request }) => {
    const token = await apiToken(request, DEMO.email, DEMO.password);
    const forms = await data<Form[]>(request, token, "/diver/forms");
    expect(forms.map((f) => f.code)).toEqual(["liability_release", "safe_diving_practices", "medical_statement"]);
    expect(forms[0]).toMatchObject({ version: 2, signed: false, signed_version: 1 });
    expect(forms[1]).toMatchObject({ signed: true });
  });

  test("sign with the account's name: 422 for another name or no accept, then 200, then 409; the PDF downloads", async ({ request }) => {
    const diver = await newVerifiedDiver(request, "forms");
    const token = await apiToken(request, diver.email, diver.password);
    const form = await data<{ text: string; can_sign: boolean }>(request, token, "/diver/forms/medical_statement");
    expect(form.can_sign).toBe(true);
    expect(form.text.length).toBeGreaterThan(1000);
    const wrong = await post(request, token, "/diver/forms/medical_statement/sign", { full_name: "Someone Else", accept: true });
    expect(wrong.status()).toBe(422);
    expect((await wrong.json()).errors.full_name).toBeTruthy();
    const noAccept = await post(request, token, "/diver/forms/medical_statement/sign", { full_name: "Marina Corallo", accept: false });
    expect((await noAccept.json()).errors.accept).toBeTruthy();
    const ok = await post(request, token, "/diver/forms/medical_statement/sign", { full_name: " marina  corallo ", accept: true });
    expect(ok.status(), await ok.text()).toBe(200);
    expect((await ok.json()).data).toMatchObject({ signed: true, signed_version: 1, signed_by: "diver" });
    expect((await post(request, token, "/diver/forms/medical_statement/sign", { full_name: "Marina Corallo", accept: true })).status()).toBe(409);
    const listed = await data<Form[]>(request, token, "/diver/forms");
    const pdf = await request.get(new URL(listed[2]!.download_url).pathname, { headers: bearer(token) });
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    expect((await request.get(new URL(listed[2]!.download_url).pathname)).status()).toBe(401);
    expect((await request.get("/api/v1/diver/forms/unknown_form", { headers: bearer(token) })).status()).toBe(404);
  });

  test("a minor cannot sign (403); the guardian's e-mailed link opens the signing page", async ({ request }) => {
    const guardianEmail = `guardian-${Date.now()}@example.com`;
    const minor = await newVerifiedDiver(request, "minor", {
      dob: `${new Date().getUTCFullYear() - 15}-02-01`, guardian_first_name: "Paola", guardian_last_name: "Corallo", guardian_email: guardianEmail,
    });
    const token = await apiToken(request, minor.email, minor.password);
    const denied = await post(request, token, "/diver/forms/liability_release/sign", { full_name: "Marina Corallo", accept: true });
    expect(denied.status()).toBe(403);
    expect((await denied.json()).message).toMatch(/under 18/);
    const sent = await post(request, token, "/diver/forms/liability_release/guardian-link");
    expect(sent.status(), await sent.text()).toBe(200);
    const link = new URL(await mailLink(request, guardianEmail, "/guardian-forms/"));
    const page = await request.get(`${link.pathname}${link.search}`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain("Release of Liability");
  });
});

test.describe("medical questionnaire and the skill gate", () => {
  test("422 names the missing follow-ups; with them the outcome needs a physician", async ({ request }) => {
    const diver = await newVerifiedDiver(request, "medical");
    const token = await apiToken(request, diver.email, diver.password);
    const q = await data<{ structure: { questions: { id: string; follow_up_group: string | null }[]; follow_up_groups: { id: string; questions: { id: string }[] }[] }; status: string }>(request, token, "/diver/medical-questionnaire");
    expect(q.status).toBe("missing");
    const answers: Record<string, boolean> = Object.fromEntries(q.structure.questions.map((x) => [x.id, false]));
    answers.ears_sinuses = true;
    const missing = await post(request, token, "/diver/medical-questionnaire", { answers });
    expect(missing.status()).toBe(422);
    const group = q.structure.follow_up_groups.find((g) => g.id === "ears_sinuses")!;
    expect(Object.keys((await missing.json()).errors).sort()).toEqual(group.questions.map((x) => `answers.${x.id}`).sort());
    for (const f of group.questions) answers[f.id] = false;
    const done = await post(request, token, "/diver/medical-questionnaire", { answers });
    expect(done.status()).toBe(201);
    expect((await done.json()).data).toMatchObject({ outcome: "physician_approval_required", status: "physician_approval_required" });
  });

  test("the instructor signs in-water skills only once the student is fit", async ({ request }) => {
    const pro = await apiToken(request, INSTRUCTOR.email, INSTRUCTOR.password);
    const student = await newVerifiedDiver(request, "gate");
    const enrolled = await post(request, pro, "/professional/students", { email: student.email, course: "OWD" });
    expect(enrolled.status(), await enrolled.text()).toBe(201);
    const logCode = (await enrolled.json()).data.log_code as string;
    const progress = await data<{ medical_status: string; skills: { id: number; requires_dive: boolean }[] }>(request, pro, `/professional/students/${logCode}/progress`);
    expect(progress.medical_status).toBe("missing");
    const wet = progress.skills.find((s) => s.requires_dive)!;
    const refused = await post(request, pro, `/professional/students/${logCode}/skills/sign`, { skill_ids: [wet.id] });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toMatch(/medical status: missing/);
    const token = await apiToken(request, student.email, student.password);
    const q = await data<{ structure: { questions: { id: string }[] } }>(request, token, "/diver/medical-questionnaire");
    expect((await post(request, token, "/diver/medical-questionnaire", { answers: Object.fromEntries(q.structure.questions.map((x) => [x.id, false])) })).status()).toBe(201);
    expect((await post(request, pro, `/professional/students/${logCode}/skills/sign`, { skill_ids: [wet.id] })).status()).toBe(200);
  });
});

test.describe("results behind a certification", () => {
  test("the demo diver's Open Water certification has quiz, exam and skill results; others get 404", async ({ request }) => {
    const token = await apiToken(request, DEMO.email, DEMO.password);
    const certs = await data<{ id: number; course: { code: string } }[]>(request, token, "/diver/certifications");
    const owd = certs.find((c) => c.course.code === "OWD")!;
    const quizzes = await data<{ module: { id: number; position: number; title: string }; result: { passed: boolean } | null }[]>(request, token, `/diver/certifications/${owd.id}/quiz-result`);
    expect(quizzes.length).toBeGreaterThan(0);
    expect(quizzes.every((q) => q.result?.passed)).toBe(true);
    const exam = await data<{ passed: boolean; attempts_left: number }>(request, token, `/diver/certifications/${owd.id}/exam-result`);
    expect(exam.passed).toBe(true);
    const skills = await data<{ completed: boolean }[]>(request, token, `/diver/certifications/${owd.id}/skills`);
    expect(skills.every((s) => s.completed)).toBe(true);
    const other = await apiToken(request, INSTRUCTOR.email, INSTRUCTOR.password);
    for (const tail of ["quiz-result", "exam-result", "skills"]) {
      expect((await request.get(`/api/v1/diver/certifications/${owd.id}/${tail}`, { headers: bearer(other) })).status()).toBe(404);
    }
  });
});
