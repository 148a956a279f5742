import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

// The logbook pages: totals, chart and table; the dive form (an inline error, then a valid
// dive) and the dive it created; the awards; and the instructor's queue signing a dive the test
// logged for the purpose (SEED_DEMO accounts; the demo dives are only read).

const PASSWORD = "DiveCert!2026";
const DIVER = "diver@example.com";
const INSTRUCTOR = "instructor@example.com";
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

async function signIn(page: Page, email: string, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname === next);
}

/** Full-page screenshots at desktop size and at 375×812; nothing wider than the phone. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-desktop.jpg`), fullPage: true });
  await page.setViewportSize(PHONE);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${name} scrolls sideways at 375px` }).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath(`${name}-375.jpg`), fullPage: true });
  await page.setViewportSize(DESKTOP);
}

async function apiLogin(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post("/api/v1/auth/login", { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.access_token as string;
}

test.describe("logbook", () => {
  test.use({ viewport: DESKTOP });

  test("shows the totals, the chart and the dives, filters them, and offers the exports", async ({ page }) => {
    await signIn(page, DIVER, "/logbook");
    await expect(page.getByRole("heading", { level: 1, name: "Dive log" })).toBeVisible();
    const totals = page.getByTestId("logbook-totals");
    await expect(totals.getByText("Dives", { exact: true })).toBeVisible();
    await expect(totals.getByText("Deepest")).toBeVisible();
    await expect(totals.getByText("Coldest water")).toBeVisible();
    await expect(page.getByRole("img", { name: /Depth and time of the dives on this page/ })).toBeVisible();
    await expect(page.getByTestId("dive-table").locator("tbody tr")).toHaveCount(15);
    await expect(page.getByRole("navigation", { name: "Dive log pages" })).toBeVisible();
    await expect(page.getByRole("link", { name: /UDDF/ })).toHaveAttribute("href", "/logbook/export?format=uddf");
    const csv = await page.request.get("/logbook/export?format=csv");
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toMatch(/^id,uuid,number,/);
    await shoot(page, "logbook");

    await page.getByLabel("Signature").selectOption("true");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/signed=true/);
    const signedRows = page.getByTestId("dive-table").locator("tbody tr");
    await expect(signedRows.first()).toContainText("Signed");
    await signedRows.first().getByRole("link").click();
    await expect(page.getByTestId("signature-state")).toContainText("Signed by");
    await expect(page.getByRole("link", { name: "Edit dive" })).toHaveCount(0);
    await page.goto(`${new URL(page.url()).pathname}/edit`);
    await expect(page.getByText("This dive is signed and read-only")).toBeVisible();
  });

  test("adds a dive: an inline error first, then the saved dive with its figures", async ({ page }) => {
    const site = `UI test reef ${randomUUID().slice(0, 8)}`;
    await signIn(page, DIVER, "/logbook/new");
    await expect(page.getByRole("heading", { level: 1, name: "Log a dive" })).toBeVisible();
    await page.getByLabel("Dive site").fill(site);
    await page.getByLabel("Country").selectOption("IT");
    await page.getByLabel("Dive time (min)").fill("44");
    await page.getByLabel("Max depth (m)").fill("18.4");
    await page.getByLabel("Average depth (m)").fill("21");
    await page.getByLabel("Gas", { exact: true }).selectOption("nitrox");
    await page.getByLabel("Oxygen (%)").fill("32");
    await page.getByLabel("Cylinder size (L)").fill("12");
    await page.getByLabel("Start pressure (bar)").fill("200");
    await page.getByLabel("End pressure (bar)").fill("50");
    await page.getByRole("button", { name: "Save dive" }).click();

    const average = page.getByLabel("Average depth (m)");
    await expect(average).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("The average depth must not be greater than the max depth.")).toBeVisible();
    await expect(page.getByLabel("Dive site")).toHaveValue(site);
    await shoot(page, "logbook-new-error");

    await page.getByLabel("Average depth (m)").fill("13.2");
    await page.getByRole("button", { name: "Save dive" }).click();
    await page.waitForURL(/\/logbook\/\d+\?saved=created$/);
    await expect(page.getByText(/is in your logbook/)).toBeVisible();
    const figures = page.getByTestId("dive-figures");
    await expect(figures).toContainText("33 m");
    await expect(figures).toContainText("L/min");
    await expect(page.getByText(site).first()).toBeVisible();
    await shoot(page, "logbook-dive");
  });

  test("shows the awards with their progress", async ({ page }) => {
    await signIn(page, DIVER, "/awards");
    await expect(page.getByRole("heading", { name: /Dive awards/ })).toBeVisible();
    await expect(page.getByTestId("award-card")).toHaveCount(4);
    await expect(page.getByRole("progressbar", { name: "Progress toward 100 Logged Dives" })).toBeVisible();
    await shoot(page, "awards");
  });

  test("the instructor signs a dive from the queue", async ({ page, request }) => {
    const [diver, instructor] = await Promise.all([apiLogin(request, DIVER), apiLogin(request, INSTRUCTOR)]);
    const me = (await (await request.get("/api/v1/profile", { headers: { Authorization: `Bearer ${instructor}` } })).json()).data as { id: number };
    const site = `Sign me reef ${randomUUID().slice(0, 8)}`;
    const created = await request.post("/api/v1/diver/dive-logs", {
      headers: { Authorization: `Bearer ${diver}` },
      data: { date: "2026-10-10", dive_time: 41, max_depth: 12, average_depth: 8, depth_unit: "m", gas: "air", location: site, instructor_id: me.id },
    });
    expect(created.status(), await created.text()).toBe(201);

    await signIn(page, INSTRUCTOR, "/professional/dive-logs");
    await expect(page.getByRole("heading", { level: 1, name: "Dives to sign" })).toBeVisible();
    const item = page.getByTestId("queue-dive").filter({ hasText: site });
    await expect(item).toContainText("Awaiting signature");
    await shoot(page, "dives-to-sign");

    await item.getByRole("link", { name: /Review and sign/ }).click();
    await page.getByRole("button", { name: "Sign this dive…" }).click();
    await expect(page.getByText(/You confirm that you supervised this dive/)).toBeVisible();
    await shoot(page, "dives-to-sign-confirm");
    await page.getByRole("button", { name: "Yes, sign this dive" }).click();
    await page.waitForURL(/\?signed=1$/);
    await expect(page.getByText("Dive signed.")).toBeVisible();
    await expect(page.getByTestId("signature-state")).toContainText("Signed by");
    await shoot(page, "dives-to-sign-signed");
  });
});
