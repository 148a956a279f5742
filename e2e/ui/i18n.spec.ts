import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import de from "../../messages/de.json" with { type: "json" };
import it from "../../messages/it.json" with { type: "json" };
import ko from "../../messages/ko.json" with { type: "json" };
import zh from "../../messages/zh.json" with { type: "json" };
import { apiToken, bearer, newVerifiedDiver, screenshots } from "../support/session";

// The pages in other languages: the language follows the browser (Accept-Language) when signed
// out, the profile's default_language when signed in, and the switcher on every page changes it
// (a cookie when signed out, the profile when signed in). Texts are read from the catalogues, so
// the walk-through checks the language, not a copy of the wording.

/** Picks a language in the switcher, whose label is "Language" in the page's current language. */
async function switchTo(page: Page, current: string, endonym: string, language: string) {
  await page.getByRole("combobox", { name: current, exact: true }).first().selectOption({ label: endonym });
  await expect(page.locator("html")).toHaveAttribute("lang", language);
}

test.describe("pages in Chinese", () => {
  test.use({ locale: "zh-CN" });

  test("a signed-out visitor reads the site in the browser's language, then signs in and logs a dive", async ({ page, request }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh");
    await expect(page.getByRole("link", { name: zh.header.signIn }).first()).toBeVisible();
    await expect(page.getByText(zh.common.skipToContent)).toBeAttached();
    await screenshots(page, "i18n-zh-home");

    const diver = await newVerifiedDiver(request, "zh", { default_language: "zh" });
    await page.goto("/login?next=%2Fdashboard");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh");
    await page.locator('input[name="email"]').fill(diver.email);
    await page.locator('input[name="password"]').fill(diver.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    const nav = page.getByRole("navigation", { name: zh.nav.main }).first();
    await expect(nav.getByRole("link", { name: zh.nav.items.logbook })).toBeVisible();
    await screenshots(page, "i18n-zh-dashboard");

    await nav.getByRole("link", { name: zh.nav.items.logbook }).click();
    await page.waitForURL((url) => url.pathname === "/logbook");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh");
    await expect(page.getByRole("heading", { level: 1, name: zh.logbook.title })).toBeVisible();
    await expect(page.getByText(zh.logbook.empty)).toBeVisible();
    await screenshots(page, "i18n-zh-logbook");

    // Log a dive in Chinese: labels, the required-field message and the saved dive's page.
    await page.getByRole("link", { name: zh.logbook.logDive }).first().click();
    await page.waitForURL((url) => url.pathname === "/logbook/new");
    await expect(page.getByRole("heading", { level: 1, name: zh.logbook.logDive })).toBeVisible();
    await page.getByLabel(zh.logbook.form.location).fill("Secca della Meloria");
    await page.getByLabel(zh.logbook.form.diveTime).fill("42");
    // A depth out of range: the service's inline error is shown in Chinese, naming the field.
    await page.getByLabel(zh.logbook.form.maxDepth.replace("{unit}", "m")).fill("900");
    await page.getByRole("button", { name: zh.logbook.saveDive }).click();
    await expect(page.getByText(zh.common.form.correctFields)).toBeVisible();
    const depthError = zh.service.messages.betweenUnit.replace("{field}", zh.service.fields.max_depth).replace("{min}", "0").replace("{max}", "350").replace("{unit}", "m");
    await expect(page.getByText(depthError)).toBeVisible();
    await page.getByLabel(zh.logbook.form.maxDepth.replace("{unit}", "m")).fill("18");
    await screenshots(page, "i18n-zh-new-dive");
    await page.getByRole("button", { name: zh.logbook.saveDive }).click();
    await page.waitForURL(/\/logbook\/\d+\?saved=created$/);
    await expect(page.getByRole("heading", { level: 1, name: zh.logbook.detail.heading.replace("{number}", "1") })).toBeVisible();
    await expect(page.getByText(zh.logbook.detail.created.replace("{number}", "1"))).toBeVisible();
    await screenshots(page, "i18n-zh-dive");

    // The store in Chinese: prices in the Chinese locale's format, the availability of each course.
    await nav.getByRole("link", { name: zh.nav.items.store }).click();
    await expect(page.getByRole("heading", { level: 1, name: zh.store.title })).toBeVisible();
    await screenshots(page, "i18n-zh-store");
  });
});

test.describe("switching language", () => {
  test.use({ locale: "en-GB" });

  test("the switcher changes a visitor's pages and, once signed in, the profile's default language", async ({ page, request }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await switchTo(page, "Language", "Italiano", "it");
    await expect(page.getByRole("link", { name: it.header.signIn }).first()).toBeVisible();
    // The choice outlives the page: another page opens in Italian although the browser asks for English.
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await screenshots(page, "i18n-it-login");

    const diver = await newVerifiedDiver(request, "lang", { default_language: "ko" });
    await page.locator('input[name="email"]').fill(diver.email);
    await page.locator('input[name="password"]').fill(diver.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    // Signed in, the profile decides: Korean, whatever the cookie and the browser say.
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    await expect(page.getByRole("link", { name: ko.nav.items.logbook }).first()).toBeVisible();
    await screenshots(page, "i18n-ko-dashboard");

    await switchTo(page, ko.common.language, "Deutsch", "de");
    await expect(page.getByRole("link", { name: de.nav.items.logbook }).first()).toBeVisible();
    const token = await apiToken(request, diver.email, diver.password);
    const profile = await request.get("/api/v1/profile", { headers: bearer(token) });
    expect((await profile.json()).data.default_language).toBe("de");
  });
});

test.describe("pages in Italian", () => {
  test.use({ locale: "it-IT" });

  test("a diver signs a form: the service's refusal, the confirmation and the PDF are in Italian", async ({ page, request }) => {
    const diver = await newVerifiedDiver(request, "it", { default_language: "it" });
    await page.goto(`/login?next=${encodeURIComponent("/forms/safe_diving_practices")}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await page.locator('input[name="email"]').fill(diver.email);
    await page.locator('input[name="password"]').fill(diver.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === "/forms/safe_diving_practices");

    // A name that is not the account's: the service's 422, shown in Italian under the field.
    await page.getByLabel(it.forms.fullName).fill("Qualcun Altro");
    await page.getByLabel(it.forms.accept).check();
    await page.getByRole("button", { name: it.forms.submit }).click();
    await expect(page.getByText(it.service.messages.nameExact)).toBeVisible();
    await screenshots(page, "i18n-it-form-error");

    await page.getByLabel(it.forms.fullName).fill("Marina Corallo");
    await page.getByLabel(it.forms.accept).check();
    await page.getByRole("button", { name: it.forms.submit }).click();
    await expect(page.getByText(it.forms.youSigned.split(" {date}")[0]!.replace("{version}", "1"))).toBeVisible();

    // The PDF: the form's published text, its header and signature block in Italian.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: it.forms.pdf }).click()]);
    const pdf = await PDFDocument.load(readFileSync((await download.path())!));
    const title = await page.getByRole("heading", { level: 1 }).innerText();
    expect(pdf.getTitle()).toBe(it.forms.pdfFile.title.replace("{title}", title).replace("{version}", "1"));
  });
});
