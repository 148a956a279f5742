import { expect, test, type APIRequestContext } from "@playwright/test";
import { ADMIN, INSTRUCTOR, apiToken, bearer, newVerifiedDiver, shoot, signIn } from "@/e2e/support/session";

// The staff catalogue (decision 0029): an administrator (with a second factor) edits a module of a
// published course and publishes the draft; a diver whose course log started before keeps the
// text of version 1, and a diver enrolled after gets version 2.

type Course = { id: number; code: string; modules: { id: number; title: string }[] };

async function publishedCourse(request: APIRequestContext, admin: string): Promise<Course> {
  const headers = bearer(admin);
  const code = `E2E-${Date.now().toString(36)}`.toUpperCase();
  const made = await request.post("/api/v1/admin/courses", {
    headers,
    data: { code, name: "Wreck Awareness", level: "specialty", price: 9900, validity_months: 6, min_age: 12, description: "Penetration-free wreck diving." },
  });
  expect(made.status(), await made.text()).toBe(201);
  const id = (await made.json()).data.id as number;
  const mod = await request.post(`/api/v1/admin/courses/${id}/modules`, { headers, data: { title: "Planning", content: "Plan every wreck dive with a buddy." } });
  expect(mod.status()).toBe(201);
  const question = { text: "Who do you plan with?", type: "single", options: [{ text: "A buddy", correct: true }, { text: "Nobody", correct: false }] };
  expect((await request.post(`/api/v1/admin/modules/${(await mod.json()).data.id}/questions`, { headers, data: question })).status()).toBe(201);
  const pub = await request.post(`/api/v1/admin/courses/${id}/publish`, { headers });
  expect(pub.status(), await pub.text()).toBe(200);
  return (await pub.json()).data as Course;
}

/** The instructor enrols the diver (a course log on the course's published version). */
async function enrol(request: APIRequestContext, instructor: string, memberId: string, code: string): Promise<string> {
  const res = await request.post("/api/v1/professional/students", { headers: bearer(instructor), data: { member_id: memberId, course: code } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.log_code as string;
}

async function firstModuleId(request: APIRequestContext, token: string, logCode: string): Promise<number> {
  const res = await request.get(`/api/v1/diver/courses/${logCode}`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return (await res.json()).data.modules[0].id as number;
}

test("an edit published by an administrator reaches new enrolments only", async ({ page, request }) => {
  const admin = await apiToken(request, ADMIN.email, ADMIN.password);
  const instructor = await apiToken(request, INSTRUCTOR.email, INSTRUCTOR.password);
  const course = await publishedCourse(request, admin);
  const early = await newVerifiedDiver(request, "catalogue-early", {}, admin);
  const earlyLog = await enrol(request, instructor, early.memberId, course.code);

  // The administrator finds the course, edits the module's Markdown (live preview) and publishes.
  await signIn(page, ADMIN.email, ADMIN.password, `/admin/courses`);
  await page.getByLabel("Code or name").fill(course.code.toLowerCase());
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("table", { name: "Courses of the catalogue" }).getByRole("row")).toHaveCount(2);
  await page.getByRole("link", { name: course.code }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${course.code} · Wreck Awareness` })).toBeVisible();
  await expect(page.getByText("New enrolments get version 1.")).toBeVisible();
  const modules = page.getByRole("region", { name: "Modules" });
  await modules.getByText("1. Planning").click();
  const content = modules.getByLabel("Content (Markdown)").first();
  await content.fill("## Wreck hazards\n\nPlan every wreck dive with a **buddy** and a guideline.");
  const preview = modules.getByRole("region", { name: "Preview, as divers see it" }).first();
  await expect(preview.getByRole("heading", { name: "Wreck hazards" })).toBeVisible();
  await expect(preview.locator("strong", { hasText: "buddy" })).toBeVisible();
  await modules.getByRole("button", { name: "Save module" }).first().click();
  await expect(modules.getByText("Module saved.")).toBeVisible();
  await expect(page.getByText("Draft version 2 is being edited; new enrolments get version 1.")).toBeVisible();
  await shoot(page, "admin-catalogue-course");

  await page.getByRole("button", { name: "Publish draft" }).click();
  const dialog = page.getByRole("dialog", { name: `Publish the draft of ${course.code}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Publish draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published." })).toBeVisible();
  await expect(page.getByText("New enrolments get version 2.")).toBeVisible();

  // A diver enrolled after the publish gets version 2.
  const late = await newVerifiedDiver(request, "catalogue-late", {}, admin);
  const lateLog = await enrol(request, instructor, late.memberId, course.code);

  await page.context().clearCookies();
  await signIn(page, early.email, early.password, `/courses/${earlyLog}/modules/${course.modules[0]!.id}`);
  await expect(page.getByText("Plan every wreck dive with a buddy.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Wreck hazards" })).toHaveCount(0);

  const lateToken = await apiToken(request, late.email, late.password);
  const lateModule = await firstModuleId(request, lateToken, lateLog);
  expect(lateModule).not.toBe(course.modules[0]!.id);
  await page.context().clearCookies();
  await signIn(page, late.email, late.password, `/courses/${lateLog}/modules/${lateModule}`);
  await expect(page.getByRole("heading", { name: "Wreck hazards" })).toBeVisible();
  await expect(page.locator("strong", { hasText: "buddy" })).toBeVisible();
});

test("the catalogue list at desktop and phone width", async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password, "/admin/courses");
  const search = page.getByRole("search", { name: "Search courses" });
  await search.getByLabel("Level").selectOption({ label: "Diver" });
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/level=diver/);
  await expect(page.getByRole("heading", { level: 1, name: "Course catalogue" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "OWD", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "New course" })).toBeVisible();
  await shoot(page, "admin-catalogue-list");
});
