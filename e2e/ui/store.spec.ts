import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiToken, bearer, DESKTOP, INSTRUCTOR, newVerifiedDiver, screenshots, signIn } from "@/e2e/support/session";

// The store pages: catalogue (filters, empty state), course page, payment with the emulator's
// test-mode card form (a declined card, then a good one) and the order page that turns "paid".
// Each test buys with a freshly registered, verified diver, so the demo data stays as seeded.
// `screenshots`, not `shoot`: this spec has never asserted on sideways scroll at 375px.

/** A course without prerequisites that a new diver can buy, from the store API. */
async function entryCourses(request: APIRequestContext, email: string, password: string) {
  const token = await apiToken(request, email, password);
  const res = await request.get("/api/v1/diver/store/courses", { headers: bearer(token) });
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
    const diver = await newVerifiedDiver(request, "store");
    const [course] = await entryCourses(request, diver.email, diver.password);
    await signIn(page, diver.email, diver.password, "/store");

    await expect(page.getByRole("heading", { level: 1, name: "Course store" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).first().getByRole("link", { name: "Store" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText(/with your VAT \(22%\)/).first()).toBeVisible();
    await screenshots(page, "store");

    await page.getByLabel("Level").selectOption("diver");
    await page.waitForURL(/level=diver/);
    await expect(page.getByRole("heading", { level: 2, name: /^Diver/ })).toBeVisible();
    await page.getByLabel("Search courses").fill("no-such-course-zzz");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No courses match your search")).toBeVisible();
    await screenshots(page, "store-empty");

    await page.goto("/store");
    await page.getByRole("link", { name: course!.name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: course!.name })).toBeVisible();
    await expect(page.getByText("Course price")).toBeVisible();
    await screenshots(page, "store-course");

    await page.getByRole("button", { name: /^Buy for \$/ }).click();
    await page.waitForURL(/\/orders\/\d+\/pay$/);
    await expect(page.getByRole("heading", { name: "Test mode — no real payment" })).toBeVisible();
    await expect(page.getByTestId("order-amount")).toContainText("$");
    await screenshots(page, "order-pay");

    await payWith(page, "4000 0000 0000 0002");
    await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();
    await screenshots(page, "order-pay-declined");

    await payWith(page, "4242 4242 4242 4242");
    await page.waitForURL(/\/orders\/\d+(\?.*)?$/);
    await expect(page.getByTestId("order-status")).toHaveText("Paid", { timeout: 30_000 });
    await expect(page.getByRole("status").filter({ hasText: "Payment received" })).toBeVisible();
    const start = page.getByRole("link", { name: `Start ${course!.name}` });
    await expect(start).toHaveAttribute("href", /^\/courses\/[A-Z0-9-]+$/);
    await screenshots(page, "order-paid");

    // Back on the course page, buying again is refused inline (already active).
    await page.goto(`/store/${course!.code}`);
    await page.getByRole("button", { name: /^Buy for \$/ }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This course cannot be bought right now." })).toContainText("already has an active course log");
    await screenshots(page, "store-course-refused");
  });

  test("a professional buys a course for a student by member id", async ({ page, request }) => {
    const student = await newVerifiedDiver(request, "store");
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
    await screenshots(page, "professional-store");

    await page.getByRole("button", { name: "Buy for Marina Corallo" }).click();
    await page.waitForURL(/\/orders\/\d+\/pay$/);
    await expect(page.getByText(`Marina Corallo (${student.memberId})`)).toBeVisible();
    await payWith(page, "4242 4242 4242 4242");
    await page.waitForURL(/\/orders\/\d+(\?.*)?$/);
    await expect(page.getByTestId("order-status")).toHaveText("Paid", { timeout: 30_000 });
    await expect(page.getByText(`Marina Corallo (${student.memberId}) can now start`)).toBeVisible();
    await screenshots(page, "professional-order-paid");
  });
});
