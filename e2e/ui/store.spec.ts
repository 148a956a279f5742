import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

// The store pages: catalogue (filters, empty state), course page, payment with the emulator's
// test-mode card form (a declined card, then a good one) and the order page that turns "paid".
// Each test buys with a freshly registered, verified diver, so the demo data stays as seeded.

const ADMIN = { email: "admin@example.com", password: "DiveCert!2026" };
const INSTRUCTOR = { email: "instructor@example.com", password: "DiveCert!2026" };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

async function signIn(page: Page, email: string, password: string, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === next);
}

/** A full-page screenshot at desktop size and at 375×812, kept with the test's artefacts. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
}

async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post("/api/v1/auth/login", { data: { email, password } });
  expect(res.status(), `API login of ${email}`).toBe(200);
  return (await res.json()).data.access_token as string;
}

/** Registers through the API and follows the verification link from the admin mailbox. */
async function newVerifiedDiver(request: APIRequestContext) {
  const email = `store-${randomUUID().slice(0, 8)}@example.com`;
  const password = "Reef-Walk-2026";
  const reg = await request.post("/api/v1/auth/register", {
    data: { email, password, password_confirmation: password, first_name: "Marina", last_name: "Corallo", dob: "1990-03-21", country: "IT", terms: true, gdpr: true },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const memberId = (await reg.json()).data.member_id as string;
  const admin = await apiToken(request, ADMIN.email, ADMIN.password);
  let link: string | undefined;
  await expect(async () => {
    const box = await request.get("/api/v1/dev/mailbox?per_page=50", { headers: { Authorization: `Bearer ${admin}` } });
    expect(box.status()).toBe(200);
    const mails = (await box.json()).data.data as { to: string; text: string }[];
    link = mails.filter((m) => m.to === email).map((m) => /https?:\/\/\S+\/api\/v1\/auth\/email\/verify\/\S+/.exec(m.text)?.[0]).find(Boolean);
    expect(link, `verification mail for ${email}`).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  const url = new URL(link!);
  expect((await request.get(`${url.pathname}${url.search}`)).status()).toBe(200);
  return { email, password, memberId };
}

/** A course without prerequisites that a new diver can buy, from the store API. */
async function entryCourses(request: APIRequestContext, email: string, password: string) {
  const token = await apiToken(request, email, password);
  const res = await request.get("/api/v1/diver/store/courses", { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const courses = ((await res.json()).data as { code: string; name: string; prerequisites: string[] }[]).filter((c) => c.prerequisites.length === 0);
  expect(courses.length, "the demo catalogue sells at least one course without prerequisites").toBeGreaterThan(0);
  return courses;
}

async function payWith(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Marina Corallo");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

test.describe("store", () => {
  test.use({ viewport: DESKTOP });

  test("browse, buy, a declined card, then pay and land on the paid order", async ({ page, request }) => {
    const diver = await newVerifiedDiver(request);
    const [course] = await entryCourses(request, diver.email, diver.password);
    await signIn(page, diver.email, diver.password, "/store");

    await expect(page.getByRole("heading", { level: 1, name: "Course store" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).first().getByRole("link", { name: "Store" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText(/with your VAT \(22%\)/).first()).toBeVisible();
    await shoot(page, "store");

    await page.getByLabel("Level").selectOption("diver");
    await page.waitForURL(/level=diver/);
    await expect(page.getByRole("heading", { level: 2, name: /^Diver/ })).toBeVisible();
    await page.getByLabel("Search courses").fill("no-such-course-zzz");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No courses match your search")).toBeVisible();
    await shoot(page, "store-empty");

    await page.goto("/store");
    await page.getByRole("link", { name: course!.name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: course!.name })).toBeVisible();
    await expect(page.getByText("Course price")).toBeVisible();
    await shoot(page, "store-course");

    await page.getByRole("button", { name: /^Buy for \$/ }).click();
    await page.waitForURL(/\/orders\/\d+\/pay$/);
    await expect(page.getByRole("heading", { name: "Test mode — no real payment" })).toBeVisible();
    await expect(page.getByTestId("order-amount")).toContainText("$");
    await shoot(page, "order-pay");

    await payWith(page, "4000 0000 0000 0002");
    await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();
    await shoot(page, "order-pay-declined");

    await payWith(page, "4242 4242 4242 4242");
    await page.waitForURL(/\/orders\/\d+(\?.*)?$/);
    await expect(page.getByTestId("order-status")).toHaveText("Paid", { timeout: 30_000 });
    await expect(page.getByRole("status").filter({ hasText: "Payment received" })).toBeVisible();
    const start = page.getByRole("link", { name: `Start ${course!.name}` });
    await expect(start).toHaveAttribute("href", /^\/courses\/[A-Z0-9-]+$/);
    await shoot(page, "order-paid");

    // Back on the course page, buying again is refused inline (already active).
    await page.goto(`/store/${course!.code}`);
    await page.getByRole("button", { name: /^Buy for \$/ }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This course cannot be bought right now." })).toContainText("already has an active course log");
    await shoot(page, "store-course-refused");
  });

  test("a professional buys a course for a student by member id", async ({ page, request }) => {
    const student = await newVerifiedDiver(request);
    const [course] = await entryCourses(request, student.email, student.password);
    await signIn(page, INSTRUCTOR.email, INSTRUCTOR.password, "/professional/store");

    await expect(page.getByRole("heading", { level: 1, name: "Buy a course for a student" })).toBeVisible();
    await page.getByLabel("Member ID").fill("ZZ00-000-000");
    await page.getByRole("button", { name: "Find diver" }).click();
    await expect(page.getByText("No active, verified diver has this member id.")).toBeVisible();

    await page.getByLabel("Member ID").fill(student.memberId);
    await page.getByRole("button", { name: "Find diver" }).click();
    await expect(page.getByRole("status").filter({ hasText: student.memberId })).toContainText("Marina Corallo");
    await page.getByLabel("Course").selectOption(course!.code);
    await shoot(page, "professional-store");

    await page.getByRole("button", { name: "Buy for Marina Corallo" }).click();
    await page.waitForURL(/\/orders\/\d+\/pay$/);
    await expect(page.getByText(`Marina Corallo (${student.memberId})`)).toBeVisible();
    await payWith(page, "4242 4242 4242 4242");
    await page.waitForURL(/\/orders\/\d+(\?.*)?$/);
    await expect(page.getByTestId("order-status")).toHaveText("Paid", { timeout: 30_000 });
    await expect(page.getByText(`Marina Corallo (${student.memberId}) can now start`)).toBeVisible();
    await shoot(page, "professional-order-paid");
  });
});
