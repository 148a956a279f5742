import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

// The diver's certifications page (cards, download and verify links, tabs, empty state) and the
// public verify page the QR codes open. The demo diver holds a valid Open Water Diver
// certification (SEED_DEMO); the empty state uses a fresh, verified account.

const DEMO = { email: "diver@example.com", password: "DiveCert!2026" };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

async function signIn(page: Page, email: string, password: string, next: string) {
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

async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post("/api/v1/auth/login", { data: { email, password } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.access_token as string;
}

async function newVerifiedUser(request: APIRequestContext) {
  const email = `cert-ui-${randomUUID().slice(0, 8)}@example.com`;
  const password = "Reef-Walk-2026";
  const reg = await request.post("/api/v1/auth/register", {
    data: { email, password, password_confirmation: password, first_name: "Lena", last_name: "Novice", dob: "1994-02-01", country: "IT", terms: true, gdpr: true },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const admin = await apiLogin(request, "admin@example.com", DEMO.password);
  let link: string | undefined;
  await expect(async () => {
    const box = await request.get("/api/v1/dev/mailbox?per_page=50", { headers: { Authorization: `Bearer ${admin}` } });
    const mails = (await box.json()).data.data as { to: string; text: string }[];
    link = mails.filter((m) => m.to === email).map((m) => /https?:\/\/\S+\/api\/v1\/auth\/email\/verify\/\S+/.exec(m.text)?.[0]).find(Boolean);
    expect(link).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  const url = new URL(link!);
  expect((await request.get(`${url.pathname}${url.search}`)).status()).toBe(200);
  return { email, password };
}

test.describe("certifications", () => {
  test.use({ viewport: DESKTOP });

  test("lists the OWD certification with its card, download and verify links", async ({ page, request }) => {
    await signIn(page, DEMO.email, DEMO.password, "/certifications");
    await expect(page.getByRole("heading", { level: 1, name: "Your certifications" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Current/ })).toHaveAttribute("aria-current", "page");

    const owd = page.getByTestId("certification").filter({ has: page.getByRole("heading", { name: "Open Water Diver" }) });
    await expect(owd).toBeVisible();
    await expect(owd.getByText("Valid", { exact: true })).toBeVisible();
    await expect(owd.getByText("ISO 24801-2")).toBeVisible();

    const image = owd.getByTestId("certification-card-image");
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    const download = owd.getByRole("link", { name: /Download card/ });
    const href = await download.getAttribute("href");
    expect(href).toMatch(/^\/cards\/certifications\/DC-\d{4}-\d{6}\.png$/);
    expect(await download.getAttribute("download")).toBeTruthy();
    const png = await request.get(href!);
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");

    const verify = owd.getByRole("link", { name: /Verify online/ });
    expect(await verify.getAttribute("href")).toMatch(/^\/verify\/[A-Z]{2}\d{2}-\d{3}-\d{3}$/);
    await shoot(page, "certifications-current");

    await page.getByRole("link", { name: /History/ }).click();
    await expect(page).toHaveURL(/view=history/);
    await expect(page.getByRole("heading", { name: "Open Water Diver" })).toBeVisible();
    await shoot(page, "certifications-history");
  });

  test("the public verify page shows the OWD certification", async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password, "/certifications");
    const href = await page.getByRole("link", { name: /Verify online/ }).first().getAttribute("href");
    await page.context().clearCookies();
    await page.goto(href!);
    await expect(page.getByRole("heading", { level: 2, name: "Valid certifications" })).toBeVisible();
    await expect(page.getByText("Open Water Diver", { exact: true })).toBeVisible();
    await expect(page.getByText(/ISO 24801-2/)).toBeVisible();
    await shoot(page, "verify-owd");
  });

  test("a diver without certifications sees the empty state", async ({ page, request }) => {
    const user = await newVerifiedUser(request);
    await signIn(page, user.email, user.password, "/certifications");
    await expect(page.getByText("No current certifications")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse courses" })).toHaveAttribute("href", "/store");
    await shoot(page, "certifications-empty");
  });
});
