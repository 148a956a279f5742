import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "@/e2e/support/contract";
import { apiToken, bearer, DEMO, INSTRUCTOR, newVerifiedDiver } from "@/e2e/support/session";

// Professional routes over HTTP against `npm start`, plus the public certification card PNG.
// The demo data (SEED_DEMO): instructor@example.com teaches diver@example.com (a completed OWD
// with its certification, an active AOWD). The demo logs are only read here; signing and
// enabling the exam happen on a fresh student this test enrols, so other suites keep their data.

type Person = { id: number; member_id: string; full_name: string | null };
type Student = { log_code: string; status: string; progress: number; course: { code: string }; student: Person };
type Skill = { id: number; name: string; requires_dive: boolean; instructor_signed_at: string | null; instructor: Person | null };
type Progress = Student & { modules: { id: number; quiz: { pass_mark: number } }[]; exam: { state: string } | null; exam_enabled: boolean; skills: Skill[] };
type Certification = { id: number; number: string; level: string; status: string; course: { code: string }; card_url: string; holder?: Person };

async function getData<T>(request: APIRequestContext, path: string, token: string, status = 200): Promise<T> {
  const res = await request.get(`/api/v1${path}`, { headers: bearer(token) });
  expect(res.status(), `GET ${path}: ${await res.text()}`).toBe(status);
  return (await res.json()).data as T;
}

test.describe("professional API", () => {
  test("students list and a student's progress (demo AOWD log)", async ({ request }) => {
    const token = await apiToken(request, INSTRUCTOR.email, INSTRUCTOR.password);
    const page = await getData<{ data: Student[]; total: number; current_page: number; per_page: number }>(request, "/professional/students?per_page=100", token);
    expect(page.current_page).toBe(1);
    expect(page.per_page).toBe(100);
    const aowd = page.data.find((s) => s.course.code === "AOWD" && s.student.full_name && s.status === "active");
    expect(aowd, "the demo diver's active AOWD log is listed").toBeTruthy();

    const active = await getData<{ data: Student[] }>(request, "/professional/students?status=active&per_page=100", token);
    expect(active.data.every((s) => s.status === "active")).toBe(true);

    const progress = await getData<Progress>(request, `/professional/students/${aowd!.log_code}/progress`, token);
    expect(progress.log_code).toBe(aowd!.log_code);
    expect(progress.student.member_id).toBe(aowd!.student.member_id);
    expect(progress.modules.length).toBeGreaterThan(0);
    expect(progress.skills.length).toBeGreaterThan(0);
    expect(progress.progress).toBeGreaterThanOrEqual(0);
    expect(progress.skills.some((s) => s.instructor_signed_at !== null), "the demo log has a signed skill").toBe(true);

    const skills = await getData<Skill[]>(request, `/professional/students/${aowd!.log_code}/skills`, token);
    expect(skills.map((s) => s.id)).toEqual(progress.skills.map((s) => s.id));
    const quiz = await getData<{ score: number; passed: boolean }>(request, `/professional/students/${aowd!.log_code}/modules/${progress.modules[0]!.id}/quiz-result`, token);
    expect(typeof quiz.score).toBe("number");
  });

  test("enrol a student, sign a skill and enable the exam", async ({ request }) => {
    const token = await apiToken(request, INSTRUCTOR.email, INSTRUCTOR.password);
    const student = await newVerifiedDiver(request, "pro-student", { first_name: "Ada", last_name: "Student", dob: "1995-03-10" });

    const unknown = await request.post("/api/v1/professional/students", { headers: bearer(token), data: { member_id: "ZZ99-999-999", course: "OWD" } });
    expect(unknown.status()).toBe(422);
    expect((await unknown.json()).errors.member_id).toBeTruthy();

    const enrolled = await request.post("/api/v1/professional/students", { headers: bearer(token), data: { email: student.email, course: "OWD" } });
    expect(enrolled.status(), await enrolled.text()).toBe(201);
    const log = (await enrolled.json()).data as Student;
    expect(log.student.member_id).toBe(student.memberId);
    expect(log.status).toBe("active");

    const before = await getData<Progress>(request, `/professional/students/${log.log_code}/progress`, token);
    const skill = before.skills.find((s) => s.instructor_signed_at === null)!;
    expect(skill, "a fresh log has unsigned skills").toBeTruthy();
    const signed = await request.post(`/api/v1/professional/students/${log.log_code}/skills/sign`, { headers: bearer(token), data: { skill_ids: [skill.id] } });
    expect(signed.status(), await signed.text()).toBe(200);
    const after = ((await signed.json()).data as Skill[]).find((s) => s.id === skill.id)!;
    expect(after.instructor_signed_at).not.toBeNull();
    expect(after.instructor?.full_name).toBeTruthy();

    const bad = await request.post(`/api/v1/professional/students/${log.log_code}/skills/sign`, { headers: bearer(token), data: { skill_ids: [] } });
    expect(bad.status()).toBe(422);

    expect(before.exam_enabled).toBe(false);
    const enable = await request.post(`/api/v1/professional/students/${log.log_code}/exam/enable`, { headers: bearer(token) });
    expect(enable.status(), await enable.text()).toBe(200);
    const detail = (await enable.json()).data as Progress;
    expect(detail.exam_enabled).toBe(true);
    expect(detail.exam?.state, "the exam stays locked until every quiz is passed").toBe("locked");
  });

  test("certifications issued, by level", async ({ request }) => {
    const token = await apiToken(request, INSTRUCTOR.email, INSTRUCTOR.password);
    const diver = await apiToken(request, DEMO.email, DEMO.password);
    const owd = (await getData<Certification[]>(request, "/user/certifications", diver)).find((c) => c.course.code === "OWD")!;
    expect(owd, "the demo diver holds an OWD certification").toBeTruthy();

    const all = await getData<{ data: Certification[]; total: number }>(request, "/professional/certifications/all?per_page=100", token);
    expect(all.data.map((c) => c.number)).toContain(owd.number);
    expect(all.data.find((c) => c.number === owd.number)!.holder?.full_name).toBeTruthy();
    const diverLevel = await getData<{ data: Certification[] }>(request, "/professional/certifications/diver?per_page=100", token);
    expect(diverLevel.data.map((c) => c.number)).toContain(owd.number);
    expect(diverLevel.data.every((c) => c.level === "diver")).toBe(true);
    for (const level of ["specialty", "professional", "trainer", "examiner"]) {
      const page = await getData<{ data: Certification[]; total: number }>(request, `/professional/certifications/${level}`, token);
      expect(page.data.every((c) => c.level === level), level).toBe(true);
      expect(page.data.map((c) => c.number)).not.toContain(owd.number);
    }
    expect((await request.get("/api/v1/professional/certifications/bogus", { headers: bearer(token) })).status()).toBe(404);
  });

  test("a diver gets 403, an unknown log code 404", async ({ request }) => {
    const diver = await apiToken(request, DEMO.email, DEMO.password);
    for (const path of ["/professional/students", "/professional/certifications/all"]) {
      const res = await request.get(`/api/v1${path}`, { headers: bearer(diver) });
      expect(res.status(), path).toBe(403);
      expect((await res.json()).status).toBe("error");
    }
    const token = await apiToken(request, INSTRUCTOR.email, INSTRUCTOR.password);
    for (const path of ["/professional/students/CL-ZZZZZZZZ/progress", "/professional/students/CL-ZZZZZZZZ/skills"]) {
      expect((await request.get(`/api/v1${path}`, { headers: bearer(token) })).status(), path).toBe(404);
    }
    const enable = await request.post("/api/v1/professional/students/CL-ZZZZZZZZ/exam/enable", { headers: bearer(token) });
    expect(enable.status()).toBe(404);
  });

  test("the certification card PNG of the demo diver's OWD", async ({ request }) => {
    const diver = await apiToken(request, DEMO.email, DEMO.password);
    const owd = (await getData<Certification[]>(request, "/user/certifications", diver)).find((c) => c.course.code === "OWD")!;
    const path = new URL(owd.card_url).pathname;
    expect(path).toBe(`/cards/certifications/${owd.number}.png`);

    const png = await request.get(path);
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect(png.headers()["cache-control"]).toBe("public, max-age=60");
    const body = await png.body();
    expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([body.readUInt32BE(16), body.readUInt32BE(20)], "width × height from the IHDR chunk").toEqual([1012, 638]);

    const card = await getData<{ card_url: string; verify_url: string }>(request, `/user/certifications/${owd.id}/card`, diver);
    expect(card.card_url).toBe(owd.card_url);

    for (const missing of ["/cards/certifications/DC-1999-999999.png", "/cards/certifications/not a number.png", `/cards/certifications/${owd.number}`]) {
      expect((await request.get(missing)).status(), missing).toBe(404);
    }
  });
});
