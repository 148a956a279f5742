import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { shots1280And390 } from "@/e2e/support/centers";
import { ADMIN, apiToken, bearer, DESKTOP, newVerifiedDiver, signIn } from "@/e2e/support/session";
import { readZip } from "@/tests/support/zip";
import de from "../../messages/de.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };

// Issue 39: "Add to Apple Wallet" and "Add to Google Wallet" on the certification page. One diver
// with two certifications issued by staff, one of them revoked. The e2e server runs embedded, so
// both wallets are in test mode: the page says its passes are test passes and links the test root.
// Apple's button downloads the signed .pkpass (a ZIP with pass.json, manifest.json, signature),
// Google's link answers 303 to Google's save page; a revoked certification offers neither; the
// German diver reads the platforms' German wording.

type Cert = { id: number; number: string };
type Diver = { email: string; password: string; token: string; valid: Cert; revoked: Cert };

async function certify(request: APIRequestContext, admin: string, user: number, course: number): Promise<Cert> {
  const res = await request.post("/api/v1/admin/certifications", {
    headers: bearer(admin),
    data: { user, course, issued_on: new Date().toISOString().slice(0, 10), reason: "e2e: wallet passes" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as Cert;
}

async function walletDiver(request: APIRequestContext): Promise<Diver> {
  const admin = await apiToken(request, ADMIN.email, ADMIN.password);
  const person = await newVerifiedDiver(request, "wallet", { first_name: "Walter", last_name: "Wallet" }, admin);
  const list = await request.get("/api/v1/admin/courses?per_page=2", { headers: bearer(admin) });
  expect(list.status(), await list.text()).toBe(200);
  const courses = (await list.json()).data.data as { id: number }[];
  expect(courses.length, "the demo catalogue has two courses").toBe(2);
  const valid = await certify(request, admin, person.id, courses[0]!.id);
  const revoked = await certify(request, admin, person.id, courses[1]!.id);
  const revoke = await request.post(`/api/v1/admin/certifications/${revoked.id}/revoke`, { headers: bearer(admin), data: { reason: "e2e: a revoked card has no pass" } });
  expect(revoke.status(), await revoke.text()).toBe(200);
  return { ...person, token: await apiToken(request, person.email, person.password), valid, revoked };
}

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

test.describe.serial("wallet passes on the certification page", () => {
  test.use({ viewport: DESKTOP });
  let diver: Diver;

  test.beforeAll(async ({ request }) => {
    diver = await walletDiver(request);
  });

  test("shows both buttons, the test-pass notice and the test root, accessible at both widths", async ({ page }) => {
    const t = en.credentials.walletPasses;
    await signIn(page, diver.email, diver.password, `/certifications/${diver.valid.id}`);
    const apple = page.getByRole("link", { name: t.addApple, exact: true });
    const google = page.getByRole("link", { name: t.addGoogle, exact: true });
    await expect(apple).toHaveAttribute("href", `/certifications/${diver.valid.id}/wallet/apple`);
    await expect(apple).toHaveAttribute("type", "application/vnd.apple.pkpass");
    await expect(google).toHaveAttribute("href", `/certifications/${diver.valid.id}/wallet/google`);

    // Side by side on a desktop, one above the other on a phone, never wider than the screen.
    const [a, g] = [await apple.boundingBox(), await google.boundingBox()];
    expect(a!.y).toBe(g!.y);
    expect(Math.round(a!.width)).toBe(Math.round(g!.width));

    const note = page.getByRole("note").filter({ hasText: t.testNote });
    await expect(note).toBeVisible();
    const root = note.getByRole("link", { name: "test root certificate" });
    await expect(root).toHaveAttribute("href", "/.well-known/divecert-test-pass-ca.pem");
    const pem = await page.request.get("/.well-known/divecert-test-pass-ca.pem");
    expect(pem.status()).toBe(200);
    expect(await pem.text()).toMatch(/^-----BEGIN CERTIFICATE-----\r?\n[A-Za-z0-9+/=\r\n]+-----END CERTIFICATE-----\s*$/);
    await expect(note.getByRole("link", { name: "JSON Web Key Set" })).toHaveAttribute("href", "/.well-known/divecert-test-wallet-jwks.json");

    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    const [pa, pg] = [await apple.boundingBox(), await google.boundingBox()];
    expect(pg!.y).toBeGreaterThan(pa!.y + pa!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    await shots1280And390(page, "wallet-buttons");
  });

  test("Apple's button downloads <number>.pkpass: a ZIP with pass.json, manifest.json and signature", async ({ page }) => {
    await signIn(page, diver.email, diver.password, `/certifications/${diver.valid.id}`);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: en.credentials.walletPasses.addApple, exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${diver.valid.number}.pkpass`);
    const files = await readZip(await readFile(await download.path()));
    for (const name of ["pass.json", "manifest.json", "signature"]) expect(files.has(name), name).toBe(true);
    const pass = JSON.parse(files.get("pass.json")!.toString("utf8")) as { serialNumber: string; voided?: boolean };
    expect(pass.serialNumber).toBe(diver.valid.number);
    expect(pass.voided ?? false).toBe(false);
    const manifest = JSON.parse(files.get("manifest.json")!.toString("utf8")) as Record<string, string>;
    expect(Object.keys(manifest)).toContain("pass.json");
    expect(files.get("signature")!.length).toBeGreaterThan(0);
  });

  test("Google's button answers 303 to Google's save page, with the page's session", async ({ page }) => {
    await signIn(page, diver.email, diver.password, `/certifications/${diver.valid.id}`);
    const href = await page.getByRole("link", { name: en.credentials.walletPasses.addGoogle, exact: true }).getAttribute("href");
    const res = await page.request.get(href!, { maxRedirects: 0 });
    expect(res.status()).toBe(303);
    expect(res.headers()["location"]).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  test("offline, the buttons say they need a connection instead of leading nowhere", async ({ page, context }) => {
    await signIn(page, diver.email, diver.password, `/certifications/${diver.valid.id}`);
    const apple = page.getByRole("link", { name: en.credentials.walletPasses.addApple, exact: true });
    await expect(apple).toHaveAttribute("data-needs-network", "");
    await context.setOffline(true);
    await expect(page.getByText(en.credentials.walletPasses.offline)).toBeVisible();
    await expect(apple).toHaveAttribute("aria-disabled", "true");
    await apple.click({ force: true });
    expect(new URL(page.url()).pathname).toBe(`/certifications/${diver.valid.id}`);
    await context.setOffline(false);
    await expect(page.getByText(en.credentials.walletPasses.offline)).toHaveCount(0);
    await expect(apple).not.toHaveAttribute("aria-disabled", "true");
  });

  test("a revoked certification's page offers no wallet pass", async ({ page }) => {
    await signIn(page, diver.email, diver.password, `/certifications/${diver.revoked.id}`);
    await expect(page.getByText(en.credentials.wallet.revoked)).toBeVisible();
    await expect(page.getByRole("link", { name: en.credentials.walletPasses.addApple })).toHaveCount(0);
    await expect(page.getByRole("link", { name: en.credentials.walletPasses.addGoogle })).toHaveCount(0);
    await expect(page.getByRole("note").filter({ hasText: en.credentials.walletPasses.testNote })).toHaveCount(0);
  });

  test("a German diver reads the platforms' German wording", async ({ page, request }) => {
    const patched = await request.patch("/api/v1/profile", { headers: bearer(diver.token), data: { default_language: "de" } });
    expect(patched.status(), await patched.text()).toBe(200);
    await signIn(page, diver.email, diver.password, `/certifications/${diver.valid.id}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const t = de.credentials.walletPasses;
    expect(t.addApple).toBe("Zu Apple Wallet hinzufügen");
    expect(t.addGoogle).toBe("Zu Google Wallet hinzufügen");
    await expect(page.getByRole("link", { name: t.addApple, exact: true })).toHaveAttribute("href", `/certifications/${diver.valid.id}/wallet/apple`);
    await expect(page.getByRole("link", { name: t.addGoogle, exact: true })).toHaveAttribute("href", `/certifications/${diver.valid.id}/wallet/google`);
    await expect(page.getByRole("note").filter({ hasText: t.testNote }).getByRole("link", { name: "Test-Stammzertifikat" })).toBeVisible();
    await shots1280And390(page, "wallet-buttons-de");
  });
});
