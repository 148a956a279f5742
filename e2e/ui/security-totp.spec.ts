import { expect, test } from "@playwright/test";
import { codeAt, finishMfaPage } from "@/e2e/support/mfa";
import { newVerifiedDiver, shoot, signIn } from "@/e2e/support/session";

// Two-step sign-in with an authenticator app (issue 23): a diver turns it on from the profile's
// security page (the code computed here as an app would), keeps the recovery codes shown once,
// signs out, and signs in again with password and code, then with a recovery code.

test.describe("security page: authenticator app", () => {
  test("a diver turns TOTP on, then signs in with password and code, and with a recovery code", async ({ page, request }) => {
    const diver = await newVerifiedDiver(request, "totp");
    await signIn(page, diver.email, diver.password, "/profile/security");
    await expect(page.getByRole("heading", { name: "Sign-in security", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Security" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Off: your password alone signs you in.")).toBeVisible();

    await page.getByRole("button", { name: "Set up an authenticator app" }).click();
    await expect(page.getByRole("img", { name: "QR code of the new authenticator secret" })).toBeVisible();
    const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await shoot(page, "security-totp-setup");

    // A wrong code is refused inline.
    await page.getByLabel("Code from the app").fill("12345");
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect(page.getByText("The code is invalid.")).toBeVisible();

    await page.getByLabel("Code from the app").fill(codeAt(secret));
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect(page.getByText("Two-step sign-in is on.")).toBeVisible();
    const codes = page.getByTestId("recovery-codes").getByRole("listitem");
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.allInnerTexts()).map((c) => c.trim());
    for (const c of recovery) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await shoot(page, "security-totp-recovery-codes");

    // Shown once: after a reload the page says TOTP is on and shows no codes.
    await page.reload();
    await expect(page.getByText(/^On since /)).toBeVisible();
    await expect(page.getByTestId("recovery-codes")).toHaveCount(0);
    await expect(page.getByText("10 unused codes left.")).toBeVisible();

    // Sign out, then in again: the password is not enough, the app's code finishes it.
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.goto("/login?next=%2Fdashboard");
    await page.getByLabel("E-mail").fill(diver.email);
    await page.getByLabel("Password", { exact: true }).fill(diver.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
    await shoot(page, "login-second-step");
    await finishMfaPage(page, secret, "/dashboard");

    // And with a recovery code.
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.goto("/login?next=%2Fprofile%2Fsecurity");
    await page.getByLabel("E-mail").fill(diver.email);
    await page.getByLabel("Password", { exact: true }).fill(diver.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByLabel("Authentication code").fill(recovery[0]!);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/profile/security");
    await expect(page.getByText("9 unused codes left.")).toBeVisible();

    // Turning it off needs the password.
    const removeForm = page.locator("form").filter({ has: page.getByRole("button", { name: "Turn off" }) });
    await removeForm.getByLabel("Password").fill("Wrong-password-1");
    await page.getByRole("button", { name: "Turn off" }).click();
    await expect(page.getByText("The password is incorrect.")).toBeVisible();
    await removeForm.getByLabel("Password").fill(diver.password);
    await page.getByRole("button", { name: "Turn off" }).click();
    await expect(page.getByText("The authenticator app no longer signs you in.")).toBeVisible();
  });
});
