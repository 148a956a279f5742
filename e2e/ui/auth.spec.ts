import { expect, test, type Page } from "@playwright/test";
import { DEMO, PHONE } from "@/e2e/support/session";

// Sign-up, sign-in and the landing pages of e-mail links, as a person uses them in Chromium.
// Each test makes its own account when it needs one; the demo diver comes from SEED_DEMO.

const uniqueEmail = (tag: string) => `ui-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A Y-m-d date of birth `years` ago (minus a week, so the birthday has passed). */
function dobYearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 7);
  return d.toISOString().slice(0, 10);
}

async function snap(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.jpg`), fullPage: true });
}

/** Nothing is wider than the viewport (no sideways scrolling on a phone). */
async function expectNoHorizontalScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: "scrolls sideways" }).toBeLessThanOrEqual(0);
}

// Not the shared signIn: only fills and submits the form already open, so tests can check what follows.
async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function fillAdult(page: Page, email: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Reef-Diver-2026");
  await page.getByLabel("Confirm password").fill("Reef-Diver-2026");
  await page.getByLabel("First name", { exact: true }).fill("Marta");
  await page.getByLabel("Last name", { exact: true }).fill("Coral");
  await page.getByLabel("Date of birth").fill(dobYearsAgo(30));
  await page.getByLabel("Country of residence").selectOption("IT");
  await page.getByLabel(/terms of service/).check();
  await page.getByLabel(/personal data/).check();
}

test.describe("desktop", () => {
  test("home page explains DiveCert and links to sign-in and registration", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Learn to dive");
    await expect(page.getByRole("link", { name: "Create a free account" })).toHaveAttribute("href", "/register");
    await expect(page.getByRole("link", { name: "Sign in" }).first()).toHaveAttribute("href", "/login");
    await expect(page.getByLabel("Member ID")).toBeVisible();
    await snap(page, "home-desktop");
  });

  test("registering an adult ends on 'check your e-mail'", async ({ page }) => {
    const email = uniqueEmail("adult");
    await page.goto("/register");
    await snap(page, "register-desktop");
    await fillAdult(page, email);
    await expect(page.getByTestId("guardian-fields")).toHaveCount(0);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await snap(page, "register-success-desktop");
  });

  test("an empty registration shows inline errors next to the fields", async ({ page }) => {
    await page.goto("/register");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
    await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter your first name.")).toBeVisible();
    await expect(page.getByText("Please accept the terms of service.")).toBeVisible();
    await snap(page, "register-errors-desktop");
  });

  test("the registration form asks for a guardian when the date of birth is a minor's", async ({ page }) => {
    await page.goto("/register");
    await page.getByLabel("Date of birth").fill(dobYearsAgo(12));
    const guardian = page.getByTestId("guardian-fields");
    await expect(guardian).toBeVisible();
    await expect(guardian.getByLabel("Guardian's first name")).toBeVisible();
    await expect(guardian.getByLabel("Guardian's last name")).toBeVisible();
    await expect(guardian.getByLabel("Guardian's e-mail")).toBeVisible();
    await snap(page, "register-minor-desktop");
    // Back to an adult: the guardian fields go away.
    await page.getByLabel("Date of birth").fill(dobYearsAgo(25));
    await expect(guardian).toHaveCount(0);
  });

  test("a minor who leaves the guardian out gets inline errors", async ({ page }) => {
    await page.goto("/register");
    await fillAdult(page, uniqueEmail("minor"));
    await page.getByLabel("Date of birth").fill(dobYearsAgo(15));
    await page.getByRole("button", { name: "Create account" }).click();
    const guardian = page.getByTestId("guardian-fields");
    await expect(guardian.getByText(/required for divers under 18/).first()).toBeVisible();
    await expect(guardian.getByLabel("Guardian's e-mail")).toHaveAttribute("aria-invalid", "true");
  });

  test("the demo diver signs in and sees the dashboard", async ({ page }) => {
    await page.goto("/login");
    await snap(page, "login-desktop");
    await signIn(page, DEMO.email, DEMO.password);
    await page.waitForURL("**/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome");
    await expect(page.getByTestId("member-id")).toHaveText(/^[A-Z]{2}\d{2}-\d{3}-\d{3}$/);
    await expect(page.getByRole("link", { name: "Profile", exact: true })).toHaveAttribute("href", "/profile");
    await snap(page, "dashboard-desktop");
  });

  test("a wrong password shows an inline error and stays on the sign-in page", async ({ page }) => {
    await page.goto("/login");
    await signIn(page, DEMO.email, "not-the-password-1");
    await expect(page.getByRole("alert").filter({ hasText: "Invalid credentials." })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByLabel("E-mail")).toHaveValue(DEMO.email);
    await snap(page, "login-error-desktop");
  });

  test("a signed-out visitor of the dashboard is sent to sign in and comes back", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard/);
    await signIn(page, DEMO.email, DEMO.password);
    await page.waitForURL("**/dashboard");
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/login/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login/);
  });

  test("a next address that leaves the app is refused: the sign-in and a signed-in visit stay on the app (issue 35)", async ({ page, baseURL }) => {
    const app = new URL(baseURL!).origin;
    // Were the browser sent away, it would land here rather than on the network.
    await page.route((url) => url.hostname.endsWith("evil.example"), (route) => route.fulfill({ contentType: "text/html", body: "<h1>Outside the app</h1>" }));
    // The tab makes "/\t/evil.example" a protocol-relative address for the browser.
    await page.goto("/login?next=/%09/evil.example");
    await signIn(page, DEMO.email, DEMO.password);
    // Wherever the sign-in leads (a busy machine can take longer than an assertion's timeout), then where that is.
    await page.waitForURL((url) => url.pathname === "/dashboard" || url.hostname.endsWith("evil.example"));
    await expect(page).toHaveURL((url) => url.origin === app && url.pathname === "/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome");

    // Signed in, the login page sends the visitor on at once: the Location stays on the app.
    for (const next of ["/%09/evil.example", "/%0A/evil.example", "//evil.example", "/%5Cevil.example", "/%2F/evil.example", "https:evil.example"]) {
      const res = await page.request.get(`/login?next=${next}`, { maxRedirects: 0 });
      expect(res.status(), next).toBe(307);
      const target = new URL(res.headers().location!, app);
      expect(`${target.origin}${target.pathname}`, next).toBe(`${app}/dashboard`);
    }
  });

  test("forgot password always gives the same neutral answer", async ({ page }) => {
    await page.goto("/forgot-password");
    await snap(page, "forgot-password-desktop");
    await page.getByLabel("E-mail").fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("If the address belongs to an account")).toBeVisible();
    await snap(page, "forgot-password-sent-desktop");
  });

  test("reset password with a bad token explains the link does not work", async ({ page }) => {
    await page.goto(`/reset-password?token=not-a-real-token-123&email=${encodeURIComponent(DEMO.email)}`);
    await expect(page.getByRole("textbox", { name: "Account" })).toHaveValue(DEMO.email);
    await snap(page, "reset-password-desktop");
    await page.getByLabel("New password", { exact: true }).fill("Another-Pass-2026");
    await page.getByLabel("Confirm new password").fill("Another-Pass-2026");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("This reset link does not work")).toBeVisible();
  });

  test("e-mail verification landing pages", async ({ page }) => {
    for (const [result, heading] of [
      ["ok", "Your e-mail address is verified"],
      ["expired", "This verification link has expired"],
      ["invalid", "This verification link is not valid"],
    ] as const) {
      await page.goto(`/email-verified?result=${result}`);
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      await snap(page, `email-verified-${result}-desktop`);
    }
    await page.goto("/email-verified?result=expired");
    await expect(page.getByRole("link", { name: "Sign in to get a new link" })).toBeVisible();
  });

  test("guardian consent landing pages", async ({ page }) => {
    for (const [result, heading] of [
      ["ok", "Thank you, your consent is recorded"],
      ["expired", "This consent link has expired"],
      ["invalid", "This consent link is not valid"],
    ] as const) {
      await page.goto(`/guardian-consent?result=${result}`);
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      await snap(page, `guardian-consent-${result}-desktop`);
    }
  });
});

test.describe("phone (375×812)", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("sign-in page fits a phone and signs in", async ({ page }) => {
    await page.goto("/login");
    await expectNoHorizontalScroll(page);
    await snap(page, "login-phone");
    await signIn(page, DEMO.email, DEMO.password);
    await page.waitForURL("**/dashboard");
    await expectNoHorizontalScroll(page);
    await snap(page, "dashboard-phone");
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu.getByRole("link", { name: "Profile", exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Dive log", exact: true })).toBeVisible();
    await snap(page, "dashboard-menu-phone");
  });

  test("registration form fits a phone", async ({ page }) => {
    await page.goto("/register");
    await expectNoHorizontalScroll(page);
    await snap(page, "register-phone");
    await page.getByLabel("Date of birth").fill(dobYearsAgo(16));
    await expect(page.getByTestId("guardian-fields")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await snap(page, "register-minor-phone");
  });
});
