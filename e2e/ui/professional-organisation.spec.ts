import { expect, test } from "@playwright/test";
import { DEMO, DESKTOP, INSTRUCTOR, shoot, signIn } from "@/e2e/support/session";

// The classroom and renewal pages as instructor@example.com uses them: an empty or filled list,
// the create form with session rows added and removed and an inline error, the detail page
// with a student's progress and medical status, and a renewal paid with the emulator's test card
// on the store's own payment page. A diver gets the 403 message.

test.describe("professional organisation pages", () => {
  test.use({ viewport: DESKTOP });

  test("create a classroom with sessions (inline error first), add and remove a student", async ({ page }) => {
    await signIn(page, INSTRUCTOR.email, INSTRUCTOR.password, "/professional/classrooms");
    await expect(page.getByRole("heading", { level: 1, name: "Classrooms" })).toBeVisible();
    await shoot(page, "pro-classrooms");
    await page.getByRole("link", { name: "New classroom" }).first().click();
    await page.waitForURL("**/professional/classrooms/new");
    await page.getByLabel("Name").fill("Winter AOWD group");
    await page.getByLabel("Course").selectOption("AOWD");
    await page.getByLabel("Starts on").fill("2026-12-05");
    await page.getByLabel("Ends on").fill("2026-12-07");
    await page.getByLabel("Capacity").fill("6");
    for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "+ Add a session" }).click();
    await expect(page.getByTestId("session-row")).toHaveCount(3);
    await page.getByRole("button", { name: "Remove session 3" }).click();
    await expect(page.getByTestId("session-row")).toHaveCount(2);
    const rows = page.getByTestId("session-row");
    await rows.nth(0).getByLabel("Date and time").fill("2026-12-05T09:00");
    await rows.nth(0).getByLabel("Place").fill("Dive center classroom");
    await rows.nth(1).getByLabel("Kind").selectOption("open_water");
    await rows.nth(1).getByLabel("Date and time").fill("2027-02-01T09:00");
    await rows.nth(1).getByLabel("Place").fill("Secca di Capo Noli");
    await page.getByRole("button", { name: "Create classroom" }).click();
    await expect(page.getByText(/The session must take place between/)).toBeVisible();
    await expect(page.getByTestId("session-row").nth(1).getByLabel("Date and time")).toHaveAttribute("aria-invalid", "true");
    await shoot(page, "pro-classroom-new-error");

    await page.getByTestId("session-row").nth(1).getByLabel("Date and time").fill("2026-12-07T08:30");
    await page.getByRole("button", { name: "Create classroom" }).click();
    await page.waitForURL(/\/professional\/classrooms\/\d+\?created=1/);
    await expect(page.getByRole("heading", { level: 1, name: "Winter AOWD group" })).toBeVisible();
    await expect(page.getByText("Secca di Capo Noli")).toBeVisible();

    const picker = page.getByLabel("Student", { exact: true });
    const option = picker.locator("option").nth(1);
    await picker.selectOption(await option.getAttribute("value"));
    await page.getByRole("button", { name: "Add student" }).click();
    const student = page.getByTestId("classroom-student").first();
    await expect(student).toBeVisible();
    await expect(student.getByRole("progressbar")).toBeVisible();
    await expect(student.getByTestId("medical-status")).toBeVisible();
    await shoot(page, "pro-classroom-detail");
    await student.getByRole("button", { name: /^Remove/ }).click();
    await expect(page.getByTestId("classroom-student")).toHaveCount(0);
    await expect(page.getByText("No students yet.")).toBeVisible();
    await page.getByRole("link", { name: "← Classrooms" }).click();
    await expect(page.getByRole("link", { name: /Winter AOWD group/ }).first()).toBeVisible();
    await shoot(page, "pro-classrooms-list");
  });

  test("renew the membership with the test card on the store's payment page", async ({ page }) => {
    await signIn(page, INSTRUCTOR.email, INSTRUCTOR.password, "/professional/renewal");
    await expect(page.getByRole("heading", { level: 1, name: "Membership renewal" })).toBeVisible();
    await expect(page.getByTestId("professional-status")).toHaveText("Professional Active");
    await shoot(page, "pro-renewal");
    await page.getByRole("button", { name: /^Renew for \$/ }).click();
    await page.waitForURL(/\/orders\/\d+\/pay/);
    await expect(page.getByText("Professional membership renewal (12 months)")).toBeVisible();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
    await page.getByLabel("CVC").fill("123");
    await page.getByLabel("Name on card").fill("Demo Instructor");
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Payment received" })).toBeVisible();
    await page.getByRole("link", { name: "Back to my membership" }).click();
    await page.waitForURL("**/professional/renewal");
    await expect(page.getByTestId("renewal-row").first()).toBeVisible();
    await shoot(page, "pro-renewal-paid");
  });

  test("a diver is refused", async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password, "/professional/classrooms");
    await expect(page.getByText("403 · Access denied")).toBeVisible();
  });
});
