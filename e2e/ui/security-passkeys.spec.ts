import { expect, test, type Page } from "@playwright/test";
import { newVerifiedDiver, shoot, signIn } from "@/e2e/support/session";

// Passkeys (issue 23) with Chromium's virtual authenticator (CDP WebAuthn domain): a diver adds a
// named passkey on the security page, renames it, signs out and signs in with it alone, then
// with password and passkey as the second step, and finally removes it.

async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials };
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
}

test.describe("security page: passkeys", () => {
  test("a diver adds and renames a passkey, signs in with it (alone and as the second step), and removes it", async ({ page, request }) => {
    const diver = await newVerifiedDiver(request, "passkey");
    const authenticator = await virtualAuthenticator(page);
    await signIn(page, diver.email, diver.password, "/profile/security");
    const section = page.getByRole("region", { name: "Passkeys" });
    await expect(section.getByText("You have no passkeys yet.")).toBeVisible();

    await section.getByLabel("Name (optional)").fill("Test laptop");
    await section.getByRole("button", { name: "Add a passkey" }).click();
    await expect(section.getByText("Passkey “Test laptop” added.")).toBeVisible();
    const item = section.getByTestId("passkey");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText("Test laptop");
    await expect(item).toContainText("never used");
    // A discoverable credential on the authenticator, for the sign-in without password.
    await expect.poll(async () => (await authenticator.credentials()).map((c) => c.isResidentCredential)).toEqual([true]);

    await section.getByRole("button", { name: "Rename Test laptop" }).click();
    await section.getByLabel("New name for Test laptop").fill("Work laptop");
    await section.getByRole("button", { name: "Save" }).click();
    await expect(section.getByText("Passkey renamed.")).toBeVisible();
    await expect(item).toContainText("Work laptop");
    await shoot(page, "security-passkeys");

    // Without a password.
    await signOut(page);
    await page.goto("/login?next=%2Fprofile%2Fsecurity");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL((url) => url.pathname === "/profile/security");
    await expect(page.getByRole("region", { name: "Passkeys" }).getByTestId("passkey")).toContainText("last used");

    // With the password, the passkey is the second step.
    await signOut(page);
    await page.goto("/login?next=%2Fdashboard");
    await page.getByLabel("E-mail").fill(diver.email);
    await page.getByLabel("Password", { exact: true }).fill(diver.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
    // A passkey is this account's only factor: no code field, the passkey is the way on.
    await expect(page.getByText("Confirm the sign-in with your passkey.")).toBeVisible();
    await expect(page.locator('input[name="code"]')).toHaveCount(0);
    await shoot(page, "login-second-step-passkey");
    await page.getByRole("button", { name: "Use a passkey" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");

    // Removed, it no longer counts: the password alone signs in again.
    await page.goto("/profile/security");
    const again = page.getByRole("region", { name: "Passkeys" });
    await again.getByRole("button", { name: "Remove Work laptop" }).click();
    await again.getByRole("button", { name: "Yes, remove" }).click();
    await expect(again.getByText("Passkey “Work laptop” removed.")).toBeVisible();
    await expect(again.getByText("You have no passkeys yet.")).toBeVisible();
    await signOut(page);
    await signIn(page, diver.email, diver.password, "/dashboard");
  });
});
