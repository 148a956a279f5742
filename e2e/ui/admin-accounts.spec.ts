import { expect, test } from "@playwright/test";
import { ADMIN, newVerifiedDiver, PHONE, DESKTOP, shoot, signIn } from "@/e2e/support/session";

// The staff console's accounts (issue 24): an administrator (with a second factor) finds a
// diver by a folded name, suspends the account with a reason and a number of days after a
// confirmation step; the diver then signs in and reads the status and the reason. The audit log
// shows the change and verifies its chain. Rules in detail: tests/integration/engines/admin-accounts.test.ts.

test.describe("accounts in the staff console", () => {
  test("an administrator suspends a diver with a reason; the diver sees it; the audit log shows it", async ({ page, request, browser }) => {
    const tag = `e2e${Date.now().toString(36)}`;
    const diver = await newVerifiedDiver(request, "accounts", { first_name: "Zoë", last_name: `Brontë${tag}` });

    await signIn(page, ADMIN.email, ADMIN.password, "/admin/users");
    await expect(page.getByRole("heading", { name: "Accounts", level: 1 })).toBeVisible();
    // Case and accents do not matter.
    await page.getByLabel("Name, e-mail or member ID").fill(`zoe bronte${tag.toUpperCase()}`);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=zoe/);
    const table = page.getByRole("table", { name: "Accounts" });
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table.getByRole("cell", { name: diver.memberId })).toBeVisible();
    await shoot(page, "admin-users");

    await table.getByRole("link", { name: `Zoë Brontë${tag}` }).click();
    await expect(page.getByRole("heading", { name: `Zoë Brontë${tag}`, level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Change status…" }).click();
    const dialog = page.getByRole("dialog", { name: "Change the account status" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Reason (sent to the account holder)")).toBeFocused();
    await dialog.getByLabel("New status").selectOption("suspended");
    // No reason: the service's refusal shows inline, the dialog stays open.
    await dialog.getByRole("button", { name: "Change status" }).click();
    await expect(dialog.getByText("Give a reason: it is required unless the new status is active.")).toBeVisible();
    await dialog.getByLabel("Reason (sent to the account holder)").fill("Unpaid course fees, please contact the office.");
    await dialog.getByLabel("Days (optional)").fill("5");
    await page.screenshot({ path: test.info().outputPath("status-dialog-desktop.jpg") });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: test.info().outputPath("status-dialog-375.jpg") });
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole("button", { name: "Change status" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Status changed." })).toBeVisible();
    await expect(page.getByTestId("status-reason")).toHaveText("Unpaid course fees, please contact the office.");
    await expect(page.getByText("user.status.changed").first()).toBeVisible();
    await shoot(page, "admin-user");

    // The audit log, filtered by the account, with the chain verified.
    await page.getByRole("link", { name: "Audit log of this account" }).click();
    await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
    const log = page.getByRole("table", { name: "Audit log entries" });
    await expect(log.getByRole("cell", { name: "user.status.changed" })).toBeVisible();
    await page.getByRole("button", { name: "Verify the chain" }).click();
    await expect(page.getByText(/The chain is intact: \d+ entries checked\./)).toBeVisible();
    const csv = await page.request.get(await page.getByRole("link", { name: "Download CSV" }).getAttribute("href") ?? "");
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain("user.status.changed");
    await shoot(page, "admin-audit-log");

    // The diver signs in (a suspended account still can) and reads the status and the reason.
    const context = await browser.newContext();
    const diverPage = await context.newPage();
    await signIn(diverPage, diver.email, diver.password, "/dashboard");
    const notice = diverPage.getByRole("status").filter({ hasText: "Account Suspended" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Unpaid course fees, please contact the office.");
    await expect(notice).toContainText("Your account becomes active again by itself on");
    await shoot(diverPage, "suspended-dashboard");
    await context.close();
  });
});
