import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

// The professional pages as instructor@example.com uses them: students (filter, enrol with an
// inline 422, a student's course with quiz results, "Enable exam" and skill signing) and the
// certifications issued by level. Writes happen on a fresh student enrolled here; the demo
// diver's logs are only read. A diver gets the 403 message.

const PASSWORD = "DiveCert!2026";
const INSTRUCTOR = "instructor@example.com";
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

async function signIn(page: Page, email: string, next: string, password = PASSWORD) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname === next);
}

/** Full-page screenshots at desktop size and at 375×812; nothing wider than the phone. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at 375px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
}

async function newVerifiedDiver(request: APIRequestContext) {
  const email = `pro-ui-${randomUUID().slice(0, 8)}@example.com`;
  const password = "Reef-Walk-2026";
  const reg = await request.post("/api/v1/auth/register", {
    data: { email, password, password_confirmation: password, first_name: "Tomas", last_name: "Pupil", dob: "1990-09-09", country: "IT", terms: true, gdpr: true },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const login = await request.post("/api/v1/auth/login", { data: { email: "admin@example.com", password: PASSWORD } });
  const admin = (await login.json()).data.access_token as string;
  let link: string | undefined;
  await expect(async () => {
    const box = await request.get("/api/v1/dev/mailbox?per_page=50", { headers: { Authorization: `Bearer ${admin}` } });
    const mails = (await box.json()).data.data as { to: string; text: string }[];
    link = mails.filter((m) => m.to === email).map((m) => /https?:\/\/\S+\/api\/v1\/auth\/email\/verify\/\S+/.exec(m.text)?.[0]).find(Boolean);
    expect(link).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  const url = new URL(link!);
  expect((await request.get(`${url.pathname}${url.search}`)).status()).toBe(200);
  return { email, memberId: (await reg.json()).data.member_id as string };
}

test.describe("professional pages", () => {
  test.use({ viewport: DESKTOP });

  test("students list, status filter and the demo student's course", async ({ page }) => {
    await signIn(page, INSTRUCTOR, "/professional/students");
    await expect(page.getByRole("heading", { level: 1, name: "Students" })).toBeVisible();
    const list = page.getByTestId("student-list");
    const aowd = list.getByRole("listitem").filter({ hasText: "Advanced Open Water Diver" }).filter({ hasText: "Active" }).first();
    await expect(aowd).toBeVisible();
    await expect(aowd.getByRole("progressbar")).toBeVisible();
    await shoot(page, "pro-students");

    await page.getByRole("navigation", { name: "Filter students by status" }).getByRole("link", { name: "Completed" }).click();
    await expect(page).toHaveURL(/status=completed/);
    await expect(page.getByTestId("student-list").getByText("Open Water Diver", { exact: true }).first()).toBeVisible();

    await page.goto("/professional/students?status=active");
    await page.getByTestId("student-list").getByRole("listitem").filter({ hasText: "Advanced Open Water Diver" }).first().getByRole("link").click();
    await expect(page).toHaveURL(/\/professional\/students\/CL-/);
    await expect(page.getByRole("heading", { level: 2, name: "Module quizzes" })).toBeVisible();
    await expect(page.getByTestId("quiz-results").getByText("Passed", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Final exam" })).toBeVisible();
    await expect(page.getByTestId("skills").getByText(/Signed by/).first()).toBeVisible();
    await expect(page.getByText(/Requires a logged dive/).first()).toBeVisible();
    await shoot(page, "pro-student-demo");
  });

  test("enrol a student (inline 422 first), sign a skill and enable the exam", async ({ page, request }) => {
    const student = await newVerifiedDiver(request);
    await signIn(page, INSTRUCTOR, "/professional/students/enrol");
    const who = page.getByLabel("Student's member ID or e-mail");
    await who.fill("ZZ99-999-999");
    await page.getByLabel("Course").selectOption("OWD");
    await page.getByRole("button", { name: "Enrol student" }).click();
    await expect(page.getByText("No diver matches this member id.")).toBeVisible();
    await expect(page.getByLabel("Student's member ID or e-mail")).toHaveAttribute("aria-invalid", "true");
    await shoot(page, "pro-enrol-error");

    await page.getByLabel("Student's member ID or e-mail").fill(student.memberId);
    await page.getByLabel("Course").selectOption("OWD");
    await page.getByRole("button", { name: "Enrol student" }).click();
    await page.waitForURL(/\/professional\/students\/CL-[A-Z0-9]+\?enrolled=1/);
    await expect(page.getByText("Student enrolled")).toBeVisible();
    await expect(page.getByText(student.memberId)).toBeVisible();

    const skills = page.getByTestId("skills").getByRole("checkbox");
    const first = skills.first();
    await expect(first).toBeEnabled();
    await first.check();
    await page.getByRole("button", { name: "Sign selected skills" }).click();
    await expect(page.getByText("1 skill signed.", { exact: false })).toBeVisible();
    await expect(page.getByTestId("skills").getByRole("checkbox").first()).toBeDisabled();
    await expect(page.getByTestId("skills").getByText(/Signed by/).first()).toBeVisible();

    await page.getByRole("button", { name: "Enable exam" }).click();
    await expect(page.getByText("You have enabled the exam.", { exact: false })).toBeVisible();
    await shoot(page, "pro-student-new");
  });

  test("certifications issued, by level tab", async ({ page }) => {
    await signIn(page, INSTRUCTOR, "/professional/certifications");
    await expect(page.getByRole("heading", { level: 1, name: "Issued certifications" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Filter by level" });
    for (const name of ["All", "Diver", "Specialty Diver", "Professional", "Trainer", "Examiner"]) {
      await expect(tabs.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId("issued-certifications").getByText("Open Water Diver", { exact: true }).first()).toBeVisible();
    await shoot(page, "pro-certifications-all");

    await tabs.getByRole("link", { name: "Diver", exact: true }).click();
    await expect(page).toHaveURL(/level=diver/);
    await expect(page.getByTestId("issued-certifications").getByText("Open Water Diver", { exact: true }).first()).toBeVisible();
    await tabs.getByRole("link", { name: "Examiner", exact: true }).click();
    await expect(page.getByText("No Examiner certifications issued")).toBeVisible();
    await shoot(page, "pro-certifications-examiner");
  });

  test("a diver is refused with a clear message", async ({ page }) => {
    await signIn(page, "diver@example.com", "/professional/students");
    await expect(page.getByText("This area is reserved for dive professionals.")).toBeVisible();
    await page.goto("/professional/certifications");
    await expect(page.getByText("This area is reserved for dive professionals.")).toBeVisible();
    await shoot(page, "pro-refused");
  });
});
