import { expect, test } from "@playwright/test";
import { ADMIN, DEMO, DESKTOP, shoot, signIn } from "@/e2e/support/session";
import type { Page } from "@playwright/test";

// The check is a server action: wait for its answer and for the form to leave its pending
// state (it is then re-rendered), so the next step types into the new form.
async function check(page: Page) {
  const button = page.getByRole("button", { name: "Check", exact: true });
  await Promise.all([page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/divers/check")), button.click()]);
  await expect(button).toBeEnabled();
}

// The public search pages from the home page to the public profiles, and the recognition pages
// (request form without a card yet, the admin queue, a diver refused the queue).

test.describe("public search pages", () => {
  test.use({ viewport: DESKTOP, extraHTTPHeaders: { "x-forwarded-for": "203.0.113.7" } });

  test("check a diver by member id and by names, from the home page", async ({ page }) => {
    await page.goto("/");
    await shoot(page, "home-find");
    await page.getByRole("link", { name: /Check a diver/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check a diver" })).toBeVisible();
    await page.getByLabel("Member ID", { exact: true }).fill("IT26-104-512");
    await check(page);
    const results = page.getByRole("list", { name: "Matching divers" });
    await expect(results.getByText("Giulia Marino")).toBeVisible();
    await shoot(page, "search-diver");

    await page.getByLabel("By name and date of birth").check();
    await page.getByLabel("First name").fill("giulia");
    await page.getByLabel("Last name").fill("MARINÒ");
    await page.getByLabel("Date of birth", { exact: true }).fill("1994-05-17");
    await check(page);
    await expect(page.getByRole("list", { name: "Matching divers" }).getByText("Giulia Marino")).toBeVisible();

    await page.getByLabel("First name").fill("Giul");
    await check(page);
    await expect(page.getByText("No diver found")).toBeVisible();

    await page.getByLabel("Last name").fill("");
    await check(page);
    await expect(page.getByText(/last name is missing/)).toBeVisible();
  });

  test("find an instructor and open the public profile and the dive center", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: /Find an instructor/ }).click();
    await shoot(page, "search-instructors-empty");
    await page.getByLabel("Name").fill("navarro");
    await page.getByLabel("Country").selectOption("ES");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/name=navarro/);
    await shoot(page, "search-instructors");
    await page.getByRole("list", { name: "Instructors" }).getByRole("link", { name: /Carlos Navarro/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Carlos Navarro" })).toBeVisible();
    // Nothing private on the public profile: no e-mail address, no date of birth.
    await expect(page.locator("main")).toContainText("Carlos Navarro");
    await expect(page.locator("main")).not.toContainText(/@|1983-09-02/);
    await shoot(page, "instructor-profile");

    await page.getByRole("definition").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/dive-centers\/\d+$/);
    // The public page lists the center's instructor members (contract section 6); the demo instructor
    // is the center's owner, not one of its instructor members, so the page says whom to ask.
    await expect(page.getByRole("heading", { level: 2, name: "Instructors" })).toBeVisible();
    await expect(page.getByText("No active instructors listed")).toBeVisible();
    await shoot(page, "dive-center-profile");
  });

  test("find a dive center by country", async ({ page }) => {
    await page.goto("/dive-centers");
    await page.getByLabel("Country").selectOption("IT");
    await page.getByRole("button", { name: "Search" }).click();
    const list = page.getByRole("list", { name: "Dive centers" });
    await expect(list.getByRole("link").first()).toBeVisible();
    await shoot(page, "search-dive-centers");
    await page.getByLabel("Name").fill("no such center anywhere");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No dive center found")).toBeVisible();
  });
});

test.describe("recognition pages", () => {
  test.use({ viewport: DESKTOP });

  test("a diver without a card is sent to upload one; the queue is refused", async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password, "/recognitions");
    await expect(page.getByRole("heading", { level: 1, name: "Recognitions" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Upload a picture of your card" })).toHaveAttribute("href", "/documents?kind=license");
    await page.getByRole("button", { name: "Ask for recognition" }).click();
    await expect(page.getByText("Choose the card you uploaded.")).toBeVisible();
    await shoot(page, "recognitions");
    await page.goto("/admin/recognitions");
    await expect(page.getByText("403 · Access denied")).toBeVisible();
  });

  test("an administrator sees the queue with its status tabs", async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password, "/admin/recognitions");
    await expect(page.getByRole("heading", { level: 1, name: "Recognition queue" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Filter requests by status" }).getByRole("link", { name: "Pending" })).toHaveAttribute("aria-current", "page");
    // recognition-flow.spec.ts (another worker) may have a request pending at this moment.
    await expect(page.getByText("Nothing waiting").or(page.getByRole("article").first())).toBeVisible();
    await shoot(page, "admin-recognitions");
  });
});
