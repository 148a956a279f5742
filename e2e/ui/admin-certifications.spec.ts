import { expect, test, type Page } from "@playwright/test";
import { ADMIN, apiToken, bearer, DESKTOP, newVerifiedDiver, shoot, signIn } from "@/e2e/support/session";

// The staff console's organisation pages (issue 24): an administrator (with a second factor)
// issues a certification by hand and revokes it, and the public verify page says so; creates a
// dive center, deactivates it, and it leaves the public dive-center search at once.

const PHONE_390 = { width: 390, height: 844 };

/** Desktop + 375 px (the house helper, with its sideways-scroll check) and 390 px. */
async function shots(page: Page, name: string) {
  await shoot(page, name);
  await page.setViewportSize(PHONE_390);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath(`${name}-390.jpg`), fullPage: true });
  await page.setViewportSize(DESKTOP);
}

test.describe("staff console: certifications, dive centers and distributors", () => {
  test("an administrator issues a certification by hand, revokes it, and the verify page says so", async ({ page, request }) => {
    const admin = await apiToken(request, ADMIN.email, ADMIN.password);
    const diver = await newVerifiedDiver(request, "revoke", { first_name: "Rita", last_name: "Revocata" }, admin);
    await signIn(page, ADMIN.email, ADMIN.password, "/admin/certifications/new");
    await expect(page.getByRole("heading", { level: 1, name: "Issue a certification by hand" })).toBeVisible();

    // Inline errors first: nothing filled in.
    await page.getByRole("button", { name: "Issue certification" }).click();
    await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
    await expect(page.getByLabel("Reason")).toHaveAttribute("aria-invalid", "true");
    await shots(page, "admin-certification-issue-errors");

    await page.getByLabel("Holder's member ID").fill(diver.memberId);
    await page.getByLabel("Course", { exact: true }).selectOption({ index: 1 });
    await page.getByLabel("Date certified").fill("2024-06-15");
    await page.getByLabel("Reason").fill("Transfer from another agency (e2e)");
    await page.getByRole("button", { name: "Issue certification" }).click();
    await expect(page).toHaveURL(/\/admin\/certifications\?q=DC-2024-/);
    await expect(page.getByText(/Certification DC-2024-\d{6} issued to Rita Revocata\./)).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: diver.memberId });
    await expect(row).toHaveCount(1);
    await expect(row.getByText("Valid", { exact: true })).toBeVisible();
    await shots(page, "admin-certifications-issued");

    // Revoke, with confirmation and a reason (required).
    await row.getByRole("button", { name: /^Revoke/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: /^Revoke DC-2024-/ })).toBeVisible();
    await dialog.getByRole("button", { name: "Revoke" }).click();
    await expect(dialog.getByText("Give a reason of 3 to 500 characters.")).toBeVisible();
    await dialog.getByLabel("Reason for revoking").fill("Issued in error (e2e)");
    await page.screenshot({ path: test.info().outputPath("admin-certification-revoke-dialog-desktop.jpg") });
    await dialog.getByRole("button", { name: "Revoke" }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText("Revoked", { exact: true })).toBeVisible();
    await expect(row.getByText(/Issued in error \(e2e\)/)).toBeVisible();
    await shots(page, "admin-certifications-revoked");

    // The public verify page lists it apart, marked revoked; its card image is gone.
    const certs = (await (await request.get(`/api/v1/verify/${diver.memberId}`)).json()).data.certifications as { number: string; status: string }[];
    expect(certs.map((c) => c.status)).toEqual(["revoked"]);
    expect((await request.get(`/cards/certifications/${certs[0]!.number}.png`)).status()).toBe(410);
    await page.context().clearCookies();
    await page.goto(`/verify/${diver.memberId}`);
    const revoked = page.getByRole("heading", { level: 2, name: "Revoked certifications" });
    await expect(revoked).toBeVisible();
    await expect(page.getByTestId("revoked-certifications").getByText("revoked", { exact: true })).toBeVisible();
    await expect(page.getByText(certs[0]!.number)).toBeVisible();
    await expect(page.getByText("No valid certifications", { exact: true })).toBeVisible();
    await shots(page, "verify-revoked");

    // The holder sees it on their own certifications page, marked revoked.
    const diverToken = await apiToken(request, diver.email, diver.password);
    const mine = (await (await request.get("/api/v1/diver/certifications", { headers: bearer(diverToken) })).json()).data as { status: string }[];
    expect(mine.map((c) => c.status)).toEqual(["revoked"]);
  });

  test("an administrator creates a dive center, deactivates it, and it leaves the public search", async ({ page }) => {
    const name = `E2E Reef Base ${Date.now().toString(36)}`;
    await signIn(page, ADMIN.email, ADMIN.password, "/admin/dive-centers");
    await expect(page.getByRole("heading", { level: 1, name: "Dive centers" })).toBeVisible();
    await shots(page, "admin-dive-centers");
    await page.getByRole("link", { name: "New dive center" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New dive center" })).toBeVisible();

    // Inline errors, values kept.
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Country").selectOption("IT");
    await page.getByLabel("State or region code").fill("FR-75");
    await page.getByLabel("Website").fill("not a website");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Enter an ISO 3166-2 code of the chosen country (e.g. IT-RM), or leave it empty.")).toBeVisible();
    await expect(page.getByText("Enter a full web address starting with https:// (or http://).")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
    await shots(page, "admin-dive-center-errors");

    await page.getByLabel("State or region code").fill("IT-GE");
    await page.getByLabel("Website").fill("https://reef.example.com");
    await page.getByLabel("City").fill("Portofino");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Edit ${name}` })).toBeVisible();
    await expect(page.getByText("Created.", { exact: true })).toBeVisible();
    await shots(page, "admin-dive-center-edit");

    // Listed publicly while active.
    const search = await page.context().newPage();
    await search.goto(`/dive-centers?name=${encodeURIComponent(name)}`);
    await expect(search.getByRole("link", { name: new RegExp(name) })).toBeVisible();

    await page.getByRole("button", { name: "Deactivate" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: `Deactivate ${name}?` })).toBeVisible();
    await dialog.getByRole("button", { name: "Deactivate" }).click();
    await expect(page.getByText("This dive center is deactivated: it is not listed publicly.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Reactivate" })).toBeVisible();

    await search.reload();
    await expect(search.getByText("No dive center found")).toBeVisible();
    await search.close();

    // Still in the console, under the deactivated filter.
    await page.goto(`/admin/dive-centers?active=false&q=${encodeURIComponent(name)}`);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row.getByText("Deactivated")).toBeVisible();
  });

  test("distributors: list, create and edit", async ({ page }) => {
    const name = `E2E Distributor ${Date.now().toString(36)}`;
    await signIn(page, ADMIN.email, ADMIN.password, "/admin/distributors/new");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Country").selectOption("ES");
    await page.getByLabel("E-mail").fill("not-an-address");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Enter a valid e-mail address.")).toBeVisible();
    await page.getByLabel("E-mail").fill("info@distributor.example");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Edit ${name}` })).toBeVisible();
    await shots(page, "admin-distributor-edit");
    await page.goto(`/admin/distributors?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
    await shots(page, "admin-distributors");
  });
});
