import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Cookie, type Page } from "@playwright/test";
import { adminSecret, finishMfaApi, finishMfaPage } from "@/e2e/support/mfa";

// What every end-to-end spec needs: the seeded demo accounts, signing in through the login page,
// API tokens, a freshly registered and verified diver, and screenshots at two sizes.

export const DEMO_PASSWORD = "DiveCert!2026";
export const DEMO = { email: "diver@example.com", password: DEMO_PASSWORD };
export const INSTRUCTOR = { email: "instructor@example.com", password: DEMO_PASSWORD };
export const ADMIN = { email: "admin@example.com", password: DEMO_PASSWORD };
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 812 };

/** Signs in through /login and waits for the page `next` (default: the dashboard). */
// The administrator's browser session, kept per worker: every admin sign-in costs a TOTP step (a
// code works once), and many suites sign the administrator in; a kept session is reused while the
// service still accepts it (a test that signs out ends it, and the next sign-in uses the form).
let adminCookies: Cookie[] | undefined;

/**
 * A sign-in of the administrator may wait for a fresh TOTP step (a code works once, and other
 * workers use codes too): that wait is added to the test's time rather than taken from its work.
 */
function allowForTotpStep() {
  try {
    test.info().setTimeout(test.info().timeout + 45_000);
  } catch {
    // Outside a test (a hook without test info): the hook's own timeout applies.
  }
}

export async function signIn(page: Page, email: string, password: string, next = "/dashboard") {
  if (email === ADMIN.email && adminCookies) {
    await page.context().addCookies(adminCookies);
    await page.goto(next);
    if (new URL(page.url()).pathname === next) return;
    await page.context().clearCookies();
  }
  if (email === ADMIN.email) allowForTotpStep();
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // The administrator has a second factor (e2e/setup/admin-mfa.setup.ts): the code step.
  if (email === ADMIN.email) await finishMfaPage(page, adminSecret(), next);
  await page.waitForURL((url) => url.pathname === next);
  if (email === ADMIN.email) adminCookies = await page.context().cookies();
}

/** Full-page screenshots at desktop size and at 375×812; nothing may scroll sideways on the phone. */
export async function shoot(page: Page, name: string) {
  await screenshots(page, name, { checkOverflow: true });
}

/** The same two screenshots as `shoot`; the sideways-scroll check only when asked for. */
export async function screenshots(page: Page, name: string, { checkOverflow = false } = {}) {
  await page.screenshot({ path: test.info().outputPath(`${name}-desktop.jpg`), fullPage: true });
  await page.setViewportSize(PHONE);
  if (checkOverflow) {
    // Polled: the page lays itself out again for the new width.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${name} scrolls sideways at 375px` }).toBeLessThanOrEqual(0);
  }
  await page.screenshot({ path: test.info().outputPath(`${name}-375.jpg`), fullPage: true });
  await page.setViewportSize(DESKTOP);
}

/** The administrator's API token, one per worker (each sign-in needs a fresh TOTP code). */
let adminToken: { token: string; at: number } | undefined;

export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const admin = email === ADMIN.email && password === ADMIN.password;
  if (admin && adminToken && Date.now() - adminToken.at < 40 * 60_000) return adminToken.token;
  if (admin) allowForTotpStep();
  const res = await request.post("/api/v1/auth/login", { data: { email, password } });
  expect(res.status(), `API login of ${email}: ${await res.text()}`).toBe(200);
  const data = (await res.json()).data as { access_token?: string; mfa_required?: boolean; mfa_token?: string };
  if (!data.mfa_required) return data.access_token as string;
  expect(admin, `${email} has a second factor the suites do not know`).toBe(true);
  const pair = await finishMfaApi(request, data.mfa_token!, adminSecret());
  adminToken = { token: pair.access_token, at: Date.now() };
  return pair.access_token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Registers through the API and follows the verification link from the admin mailbox. */
export async function newVerifiedDiver(request: APIRequestContext, prefix = "e2e", profile: Record<string, unknown> = {}, adminBearer?: string) {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
  const password = "Reef-Walk-2026";
  const reg = await request.post("/api/v1/auth/register", {
    data: { email, password, password_confirmation: password, first_name: "Marina", last_name: "Corallo", dob: "1990-03-21", country: "IT", terms: true, gdpr: true, ...profile },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const user = (await reg.json()).data as { id: number; member_id: string };
  const admin = adminBearer ?? (await apiToken(request, ADMIN.email, ADMIN.password));
  let link: string | undefined;
  await expect(async () => {
    const box = await request.get("/api/v1/dev/mailbox?per_page=50", { headers: bearer(admin) });
    expect(box.status()).toBe(200);
    const mails = (await box.json()).data.data as { to: string; text: string }[];
    link = mails.filter((m) => m.to === email).map((m) => /https?:\/\/\S+\/api\/v1\/auth\/email\/verify\/\S+/.exec(m.text)?.[0]).find(Boolean);
    expect(link, `verification mail for ${email}`).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  const url = new URL(link!);
  expect((await request.get(`${url.pathname}${url.search}`)).status()).toBe(200);
  return { email, password, memberId: user.member_id, id: user.id };
}
