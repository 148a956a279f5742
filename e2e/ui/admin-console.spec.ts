import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import de from "../../messages/de.json" with { type: "json" };
import { codeAt, finishMfaPage } from "@/e2e/support/mfa";
import { ADMIN, apiToken, bearer, DEMO, newVerifiedDiver, signIn } from "@/e2e/support/session";

// The staff console as a place of its own (issue 36): its own navigation, a landmark outside the
// page's main, every link of it in view on a 1280×800 laptop without scrolling; a home at /admin
// that shows what waits for staff with links, each queue only for the permission that works it;
// the diver's pages one link away. Screenshots at 1280×800 and 390×844.

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
test.use({ viewport: LAPTOP });

const consoleNav = (page: Page, name = "Staff console") => page.getByRole("navigation", { name });

/** A fresh diver made staff with `permissions` (and a second factor, which the console needs). */
async function staffWith(request: APIRequestContext, permissions: string[], profile: Record<string, unknown> = {}) {
  const diver = await newVerifiedDiver(request, "staff", profile);
  const token = await apiToken(request, diver.email, diver.password);
  const setup = await request.post("/api/v1/auth/mfa/totp/setup", { headers: bearer(token) });
  expect(setup.status(), await setup.text()).toBe(200);
  const secret = (await setup.json()).data.secret as string;
  const confirm = await request.post("/api/v1/auth/mfa/totp/confirm", { headers: bearer(token), data: { code: codeAt(secret) } });
  expect(confirm.status(), await confirm.text()).toBe(200);
  const admin = await apiToken(request, ADMIN.email, ADMIN.password);
  const role = await request.patch(`/api/v1/admin/users/${diver.id}/role`, { headers: bearer(admin), data: { role: "staff", permissions } });
  expect(role.status(), await role.text()).toBe(200);
  return { ...diver, secret };
}

async function signInWithCode(page: Page, who: { email: string; password: string; secret: string }, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await finishMfaPage(page, who.secret, next);
}

/** Every link of the console's navigation lies inside the viewport, and nothing had to scroll. */
async function expectAllInView(page: Page, name?: string) {
  const nav = consoleNav(page, name);
  await expect(nav).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The navigation itself does not scroll either.
  expect(await nav.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
  const links = nav.getByRole("link");
  const count = await links.count();
  const viewport = page.viewportSize()!;
  for (let i = 0; i < count; i++) {
    const box = (await links.nth(i).boundingBox())!;
    const name = await links.nth(i).innerText();
    expect(box, `${name} is laid out`).toBeTruthy();
    expect(box.y, `${name} starts in view`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${name} ends in view (${box.y + box.height} > ${viewport.height})`).toBeLessThanOrEqual(viewport.height);
    expect(box.x + box.width, `${name} fits the width`).toBeLessThanOrEqual(viewport.width);
  }
  return count;
}

test.describe("the staff console", () => {
  test("at 1280×800 every link of its navigation is in view, in a landmark outside main; the skip link still leads to the page", async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password, "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Staff console" })).toBeVisible();
    const nav = consoleNav(page);
    // An administrator: home, the twelve console pages, and the way back to the diver's pages.
    const hrefs = await nav.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/admin", "/admin/users", "/admin/dive-centers", "/admin/distributors", "/admin/dive-center-applications", "/admin/audit-log", "/admin/courses",
      "/admin/certifications", "/admin/documents", "/admin/recognitions", "/admin/orders", "/admin/jobs", "/dev/mailbox", "/dashboard",
    ]);
    expect(await expectAllInView(page)).toBe(14);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    // The landmark is not inside the page's main, and there is one main.
    await expect(page.getByRole("main")).toHaveCount(1);
    expect(await nav.evaluate((el) => el.closest("main") === null)).toBe(true);
    expect(await page.locator("main nav").evaluateAll((navs) => navs.map((n) => n.getAttribute("aria-label")))).not.toContain("Staff console");
    await page.screenshot({ path: test.info().outputPath("admin-home-1280x800.jpg") });

    // The same on a long page deeper in the console, whose own link is the current one.
    await nav.getByRole("link", { name: "Background jobs" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Background jobs" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Background jobs" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    await expectAllInView(page);
    await page.screenshot({ path: test.info().outputPath("admin-jobs-1280x800.jpg") });

    // The skip link is the first stop; after it, the next stop is inside main, past the navigation.
    await page.goto("/admin");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
  });

  test("/admin shows what waits for staff, with counts and working links", async ({ page, request }) => {
    await signIn(page, ADMIN.email, ADMIN.password, "/admin");
    const ready = (await (await request.get("/api/v1/ready")).json()) as { data: { jobs: { failed: number } | null } };
    const card = (id: string) => page.getByTestId(`waiting-${id}`);
    for (const id of ["documents", "recognitions", "jobs", "refunds"]) {
      await expect(card(id)).toBeVisible();
      await expect(page.getByTestId(`waiting-${id}-count`)).toHaveText(/^\d+$/);
    }
    if (ready.data.jobs) await expect(page.getByTestId("waiting-jobs-count")).toHaveText(String(ready.data.jobs.failed));
    await expect(card("refunds")).toContainText("no refund waits for a decision");
    // Dive-center applications waiting for a decision (issue 37), counted like the others.
    await expect(card("applications")).toBeVisible();
    await expect(page.getByTestId("waiting-applications-count")).toHaveText(/^\d+$/);
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: test.info().outputPath("admin-home-390x844.jpg"), fullPage: true });
    await page.setViewportSize(LAPTOP);

    const links: [string, string, RegExp, string][] = [
      ["documents", "Review documents", /\/admin\/documents$/, "Document review"],
      ["recognitions", "Open the recognition queue", /\/admin\/recognitions$/, "Recognition queue"],
      ["jobs", "See the failed jobs", /\/admin\/jobs\?state=failed$/, "Background jobs"],
      ["refunds", "Orders and refunds", /\/admin\/orders$/, "Orders"],
    ];
    for (const [id, label, url, heading] of links) {
      await page.goto("/admin");
      await card(id).getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
  });

  test("a staff member sees only the links and counts their permission opens", async ({ page, request }) => {
    const staff = await staffWith(request, ["records"]);
    // Something waits for records: a diver's upload.
    const diver = await newVerifiedDiver(request, "upload");
    const token = await apiToken(request, diver.email, diver.password);
    const pdf = await PDFDocument.create();
    pdf.addPage([200, 120]);
    const upload = await request.post("/api/v1/diver/documents", {
      headers: bearer(token),
      multipart: { title: "Console licence", kind: "license", file: { name: "card.pdf", mimeType: "application/pdf", buffer: Buffer.from(await pdf.save()) } },
    });
    expect(upload.status(), await upload.text()).toBeLessThan(300);

    await signInWithCode(page, staff, "/admin");
    const nav = consoleNav(page);
    const hrefs = await nav.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/admin", "/admin/documents", "/admin/recognitions", "/dashboard"]);
    for (const refused of ["Accounts", "Orders and refunds", "Background jobs", "Mailbox", "Course catalogue", "Audit log"]) {
      await expect(nav.getByRole("link", { name: refused })).toHaveCount(0);
    }
    await expect(page.getByTestId("waiting-documents-count")).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByTestId("waiting-recognitions")).toBeVisible();
    for (const hidden of ["jobs", "refunds", "applications"]) await expect(page.getByTestId(`waiting-${hidden}`)).toHaveCount(0);
    await expectAllInView(page);
    await page.screenshot({ path: test.info().outputPath("admin-home-records-staff-1280x800.jpg") });
    // A page outside the permission is still refused at its door.
    await page.goto("/admin/orders");
    await expect(page.getByText('This action needs the staff permission "finance".')).toBeVisible();
  });

  test("in German, with longer words, every link still fits the laptop's screen", async ({ page, request }) => {
    const staff = await staffWith(request, ["accounts", "catalogue", "certifications", "finance", "records"], { default_language: "de" });
    await signInWithCode(page, staff, "/admin");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1, name: de.adminHome.title })).toBeVisible();
    // Home, the ten console pages of the five permissions (not the administrators' jobs and mailbox), the way back.
    expect(await expectAllInView(page, de.nav.console.label)).toBe(12);
    await page.screenshot({ path: test.info().outputPath("admin-home-de-1280x800.jpg") });
  });

  test("the diver's pages are one link away, and the console one link away from them", async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password, "/admin");
    await consoleNav(page).getByRole("link", { name: "Back to my pages" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    const main = page.getByRole("navigation", { name: "Main" });
    // The diver's navigation has one link to the console instead of a section of its pages.
    await expect(main.getByRole("link", { name: "Staff console" })).toHaveAttribute("href", "/admin");
    await expect(main.getByRole("link", { name: "Accounts" })).toHaveCount(0);
    await expect(main.getByRole("link", { name: "Background jobs" })).toHaveCount(0);
    await main.getByRole("link", { name: "Staff console" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await expect(consoleNav(page)).toBeVisible();
  });

  test("a diver has no way in: no link, and the home refuses", async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password, "/dashboard");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Staff console" })).toHaveCount(0);
    await page.goto("/admin");
    await expect(page.getByText("This page is for DiveCert staff.")).toBeVisible();
    await expect(consoleNav(page).getByRole("link", { name: "Home" })).toHaveCount(0);
    await expect(consoleNav(page).getByRole("link", { name: "Back to my pages" })).toBeVisible();
  });

  test("on a phone the navigation is behind a menu button, keyboard and screen-reader friendly", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, ADMIN.email, ADMIN.password, "/admin");
    await expect(consoleNav(page)).toHaveCount(0);
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(consoleNav(page).getByRole("link", { name: "Document review" })).toBeVisible();
    await expect(consoleNav(page).getByRole("link", { name: "Back to my pages" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath("admin-menu-390x844.jpg") });
    await consoleNav(page).getByRole("link", { name: "Document review" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Document review" })).toBeVisible();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await page.screenshot({ path: test.info().outputPath("admin-documents-390x844.jpg"), fullPage: true });
  });

  test("the home has no serious or critical accessibility violation at either width", async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password, "/admin");
    for (const size of [LAPTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.goto("/admin");
      const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${size.width}px ${v.id}: ${v.help}`);
      expect(serious).toEqual([]);
    }
  });
});
