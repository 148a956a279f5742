import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiToken } from "@/e2e/support/session";

// The learning pages: dashboard progress, the course list, a course, a module, its quiz with the
// review, the locked exam, an expired (read-only) course, and free learning enrolment. The demo
// diver only adds quiz attempts (the best score counts); enrolment uses a fresh account so
// reruns always find a free learning available.

const DEMO = { email: "diver@example.com", password: "DiveCert!2026" };
const ADMIN = { email: "admin@example.com", password: "DiveCert!2026" };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

async function signIn(page: Page, email: string, password: string, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname === next);
}

/** A full-page screenshot at desktop size and at 375×812, kept with the test's artefacts. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-desktop.jpg`), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: test.info().outputPath(`${name}-375.jpg`), fullPage: true });
  await page.setViewportSize(DESKTOP);
}

/** Answers every question of the form with its first option. */
async function answerAll(page: Page) {
  const groups = page.getByRole("form").getByRole("group");
  // The questions render together (one React commit): once the first is there, all are.
  await expect(groups.first()).toBeVisible();
  const count = await groups.count();
  for (let i = 0; i < count; i++) {
    await groups.nth(i).locator("input[type=radio], input[type=checkbox]").first().check();
  }
  return count;
}

/** Registers through the API and follows the verification link from the admin mailbox. */
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
    const box = await request.get("/api/v1/dev/mailbox?per_page=50", { headers: { Authorization: `Bearer ${admin}` } });
    const mails = (await box.json()).data.data as { to: string; text: string }[];
    link = mails.filter((m) => m.to === email).map((m) => /https?:\/\/\S+\/api\/v1\/auth\/email\/verify\/\S+/.exec(m.text)?.[0]).find(Boolean);
    expect(link, `verification mail for ${email}`).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  const url = new URL(link!);
  expect((await request.get(`${url.pathname}${url.search}`)).status()).toBe(200);
  return { email, password };
}

test.describe("learning", () => {
  test.use({ viewport: DESKTOP });

  test("dashboard → course → module 2 → quiz with review → locked exam", async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password, "/dashboard");
    await expect(page.getByRole("heading", { level: 2, name: "Your courses" })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "AOWD progress" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Certifications" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Latest certifications" }).getByText("Open Water Diver", { exact: true })).toBeVisible();
    await shoot(page, "learning-dashboard");

    await page.getByRole("link", { name: "Courses", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Your courses" })).toBeVisible();
    for (const group of ["Active", "Completed", "Expired"]) await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${group}`) })).toBeVisible();
    await shoot(page, "learning-courses");

    await page.getByRole("region", { name: /^Active/ }).getByRole("link", { name: "Advanced Open Water Diver" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Advanced Open Water Diver" })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Progress \d+%/ })).toBeVisible();
    await expect(page.getByText(/Quiz passed · best \d+%/).first()).toBeVisible();
    await expect(page.getByText("Your instructor has not opened the exam yet.")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Confirm / }).first()).toBeVisible();
    await shoot(page, "learning-course");
    const courseUrl = page.url();

    await page.getByRole("link", { name: /^Read module 2:/ }).click();
    // The course page names "Module 2" too: wait for the module's own page, then for its text.
    await page.waitForURL(/\/modules\/\d+$/);
    await expect(page.getByText("Module 2", { exact: true })).toBeVisible();
    await expect.poll(() => page.getByRole("article").locator("p").count()).toBeGreaterThan(2);
    await shoot(page, "learning-module");

    await page.getByRole("link", { name: /^Take the quiz/ }).click();
    await page.waitForURL(/\/quiz$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Quiz:/ })).toBeVisible();
    // Nothing answered: the form says so inline, question by question.
    await page.getByRole("button", { name: "Submit answers" }).click();
    await expect(page.getByText(/Please answer every question/)).toBeVisible();
    await expect(page.getByText("Choose an answer to this question.").first()).toBeVisible();
    await shoot(page, "learning-quiz-errors");

    const total = await answerAll(page);
    await page.getByRole("button", { name: "Submit answers" }).click();
    const result = page.getByTestId("attempt-result");
    await expect(result).toBeVisible();
    await expect(result).toContainText(/Passed|Not passed/);
    await expect(result).toContainText(new RegExp(`of ${total}`));
    await expect(page.getByRole("heading", { level: 2, name: "Review" })).toBeVisible();
    await expect(page.getByText("Correct answer").first()).toBeVisible();
    await expect(page.getByText("Your answer")).toHaveCount(total);
    await shoot(page, "learning-quiz-result");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("button", { name: "Submit answers" })).toBeVisible();

    await page.goto(courseUrl);
    await page.getByRole("link", { name: "Exam details" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Final exam/ })).toBeVisible();
    await expect(page.getByText("Locked", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("list", { name: "Why the exam is locked" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit the exam" })).toHaveCount(0);
    await shoot(page, "learning-exam-locked");
  });

  test("an expired course is read-only", async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password, "/courses");
    await page.getByRole("region", { name: /^Expired/ }).getByRole("link").first().click();
    await expect(page.getByText(/expired on/).first()).toBeVisible();
    await expect(page.getByText(/It is read-only/)).toBeVisible();
    await expect(page.getByRole("link", { name: /^Take quiz/ })).toHaveCount(0);
    await shoot(page, "learning-expired");
  });

  test("free learning: enrol, read, take a quiz", async ({ page, request }) => {
    const diver = await newVerifiedDiver(request);
    await signIn(page, diver.email, diver.password, "/learn");
    await expect(page.getByRole("heading", { level: 1, name: "Free learning" })).toBeVisible();
    await expect(page.getByText("You have not enrolled in a free learning yet. Pick one below.")).toBeVisible();
    await shoot(page, "learning-free-list");

    const enrol = page.getByRole("button", { name: /^Enrol in / }).first();
    const name = ((await enrol.textContent()) ?? "").replace(/^Enrol(Enrol in )?/, "").trim();
    await enrol.click();
    await page.waitForURL(/\/learn\/CL-[A-Z0-9]+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Final exam" })).toHaveCount(0);
    await shoot(page, "learning-free-detail");

    await page.getByRole("link", { name: /^Read module 1:/ }).click();
    await page.waitForURL(/\/modules\/\d+$/);
    await expect(page.getByText("Module 1", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: /^Take the quiz/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Quiz:/ })).toBeVisible();
    const total = await answerAll(page);
    await page.getByRole("button", { name: "Submit answers" }).click();
    await expect(page.getByTestId("attempt-result")).toContainText(new RegExp(`of ${total}`));
    await expect(page.getByRole("heading", { level: 2, name: "Review" })).toBeVisible();
    await shoot(page, "learning-free-quiz-result");

    await page.goto("/courses");
    await expect(page.getByText("You are not enrolled in any course yet")).toBeVisible();
    await shoot(page, "learning-courses-empty");
  });
});
