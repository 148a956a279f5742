import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { apiToken, bearer, DEMO, DESKTOP, newVerifiedDiver } from "../support/session";

// Keyboard only: sign in, take a quiz, log a dive and pay for a course with Tab, Shift+Tab,
// Space, arrows and Enter — no mouse. Every element that takes focus on the way must show it
// (an outline or a ring), and Tab must be able to leave every page region (no focus trap).

test.use({ viewport: DESKTOP });

/** What the focused element looks like: a selector-ish name and whether focus is drawn. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: "body", visible: true, key: "body" };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "none" && style.boxShadow !== "";
    const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}[${(el.getAttribute("aria-label") ?? el.getAttribute("name") ?? el.textContent ?? "").trim().slice(0, 40)}]`;
    if (!el.dataset.kbd) el.dataset.kbd = String(Math.random());
    return { name, visible: outline || ring, key: el.dataset.kbd };
  });
}

/** Presses Tab until `target` has focus, checking on every stop that focus is visible. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const now = await focused(page);
    expect(now.visible, `focus is visible on ${now.name}`).toBe(true);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Tab walks through every stop of the page and comes back out of it: no stop holds focus. */
async function noTrap(page: Page) {
  // Start from the top: focusing the body moves the sequential focus starting point there.
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute("tabindex");
  });
  const seen: string[] = [];
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press("Tab");
    const now = await focused(page);
    if (now.key === "body" || now.key === seen[0]) return seen.length;
    expect(seen.slice(-3).filter((k) => k === now.key).length, `focus is stuck on ${now.name}`).toBe(0);
    seen.push(now.key);
  }
  throw new Error("Tab went round 400 stops without leaving the page: a focus trap");
}

async function keyboardSignIn(page: Page, email: string, password: string, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await tabTo(page, page.getByLabel("E-mail"));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel("Password", { exact: true }), 3);
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === next);
}

async function entryCourse(request: APIRequestContext, email: string, password: string) {
  const token = await apiToken(request, email, password);
  const res = await request.get("/api/v1/diver/store/courses", { headers: bearer(token) });
  return ((await res.json()).data as { code: string; name: string; prerequisites: string[] }[]).find((c) => c.prerequisites.length === 0)!;
}

test("sign in with the keyboard; the login page has no focus trap", async ({ page }) => {
  await page.goto("/login");
  // The first stop is the skip link, and it works.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await expect.poll(() => noTrap(page), { timeout: 30_000 }).toBeGreaterThan(4);
  await keyboardSignIn(page, DEMO.email, DEMO.password, "/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => noTrap(page), { timeout: 30_000 }).toBeGreaterThan(10);
});

test("take a quiz with the keyboard", async ({ page }) => {
  await keyboardSignIn(page, DEMO.email, DEMO.password, "/courses");
  const course = await page.locator('main a[href^="/courses/"]').first().getAttribute("href");
  await page.goto(course!);
  const module = await page.locator('main a[href*="/modules/"]').first().getAttribute("href");
  await page.goto(`${module}/quiz`);
  await expect(page.getByRole("heading", { level: 1, name: /^Quiz:/ })).toBeVisible();
  await expect.poll(() => noTrap(page), { timeout: 30_000 }).toBeGreaterThan(3);

  // Each question is a radio group (one answer) or a set of checkboxes (several): Tab reaches its
  // first answer, Space picks it.
  const groups = page.locator("main form fieldset");
  // The questions render together (one React commit): once the first is there, all are.
  await expect(groups.first()).toBeVisible();
  const count = await groups.count();
  for (let i = 0; i < count; i++) {
    const first = groups.nth(i).locator("input[type=radio], input[type=checkbox]").first();
    await tabTo(page, first);
    await page.keyboard.press("Space");
    await expect(first).toBeChecked();
  }
  await tabTo(page, page.getByRole("button", { name: "Submit answers" }), 5);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("attempt-result")).toBeVisible();
  await expect(page.getByTestId("attempt-result")).toContainText(/Passed|Not passed/);
});

test("log a dive with the keyboard", async ({ page, request }) => {
  const diver = await newVerifiedDiver(request, "kbd");
  await keyboardSignIn(page, diver.email, diver.password, "/logbook/new");
  const site = `Keyboard Reef ${Date.now()}`;
  await tabTo(page, page.getByLabel("Dive site"));
  await page.keyboard.type(site);
  await tabTo(page, page.getByLabel("Country"), 10);
  await page.keyboard.type("Italy");
  await expect(page.getByLabel("Country")).toHaveValue("IT");
  await tabTo(page, page.getByLabel("Dive time (min)"), 20);
  await page.keyboard.type("41");
  await tabTo(page, page.getByLabel("Max depth (m)"), 5);
  await page.keyboard.type("17.5");
  await tabTo(page, page.getByRole("button", { name: "Save dive" }), 120);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/logbook\/\d+(\?.*)?$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dive #1");
  await expect(page.getByText(site).first()).toBeVisible();
  await expect.poll(() => noTrap(page), { timeout: 30_000 }).toBeGreaterThan(5);
});

test("buy a course and pay with the keyboard", async ({ page, request }) => {
  const diver = await newVerifiedDiver(request, "kbd");
  const course = await entryCourse(request, diver.email, diver.password);
  await keyboardSignIn(page, diver.email, diver.password, `/store/${course.code}`);
  await tabTo(page, page.getByRole("button", { name: /^Buy for \$/ }));
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/orders\/\d+\/pay$/);
  await tabTo(page, page.getByLabel("Card number"));
  await page.keyboard.type("4242 4242 4242 4242");
  await tabTo(page, page.getByLabel("Expiry (MM / YY)"), 3);
  await page.keyboard.type("12 / 34");
  await tabTo(page, page.getByLabel("CVC"), 3);
  await page.keyboard.type("123");
  await tabTo(page, page.getByLabel("Name on card"), 3);
  await page.keyboard.type("Marina Corallo");
  await tabTo(page, page.getByRole("button", { name: /^Pay \$/ }), 5);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/orders\/\d+(\?.*)?$/);
  await expect(page.getByTestId("order-status")).toHaveText("Paid", { timeout: 30_000 });
  await expect.poll(() => noTrap(page), { timeout: 30_000 }).toBeGreaterThan(5);
});
