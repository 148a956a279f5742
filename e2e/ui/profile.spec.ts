import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { apiToken, bearer, DEMO, DESKTOP, newVerifiedDiver, screenshots, signIn } from "@/e2e/support/session";

// The profile pages: overview (QR code, e-card), editing, dive center, password and deletion.
// The demo diver is used read-mostly and restored afterwards; password and deletion run on a
// fresh registered-and-verified account of their own.
// `screenshots`, not `shoot`: this spec has never asserted on sideways scroll at 375px.

async function apiProfile(request: APIRequestContext, token: string): Promise<Record<string, unknown>> {
  const res = await request.get("/api/v1/profile", { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

// The person this spec has always registered its fresh accounts as.
const NEMO = { first_name: "Nemo", last_name: "Tester", dob: "1992-06-15" };

test.describe("profile", () => {
  test.use({ viewport: DESKTOP });

  test("overview shows the QR code, the e-card and the personal sections", async ({ page, request }) => {
    await signIn(page, DEMO.email, DEMO.password, "/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();

    const qr = page.getByTestId("profile-qr");
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute("src", /^data:image\/svg\+xml;base64,/);

    const card = page.getByTestId("profile-e-card");
    await expect(card).toBeVisible();
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1012);
    const download = page.getByRole("link", { name: /Download e-card/ });
    // The e-card is the card of the highest valid certification (the demo diver holds one),
    // or the membership card for someone without certifications.
    await expect(download).toHaveAttribute("href", /^\/cards\/(member\/[A-Z]{2}\d{2}-\d{3}-\d{3}|certifications\/DC-\d{4}-\d{6})\.png$/);
    await expect(download).toHaveAttribute("download", /.+/);
    const href = await download.getAttribute("href");
    const png = await request.get(href!);
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");

    for (const section of ["Personal details", "Address", "Next of kin", "Parent or guardian", "Membership"]) {
      await expect(page.getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();
    }
    await screenshots(page, "profile-overview");
  });

  test("editing saves the city, and a bad value shows an inline error", async ({ page, request }) => {
    const token = await apiToken(request, DEMO.email, DEMO.password);
    const before = await apiProfile(request, token);
    const city = `Porto Azzurro ${randomUUID().slice(0, 4)}`;
    try {
      await signIn(page, DEMO.email, DEMO.password, "/profile/edit");
      await screenshots(page, "profile-edit");

      await page.getByLabel("City").fill(city);
      await page.getByRole("button", { name: "Save profile" }).click();
      await expect(page.getByText("Your profile has been saved.")).toBeVisible();
      await expect(page.getByLabel("City")).toHaveValue(city);
      await page.goto("/profile");
      await expect(page.getByText(city)).toBeVisible();

      await page.goto("/profile/edit");
      const kinEmail = page.getByRole("group", { name: "Next of kin" }).getByLabel("Email");
      await kinEmail.fill("not-an-email");
      await page.getByRole("button", { name: "Save profile" }).click();
      await expect(page.getByText("The email must be a valid email address.")).toBeVisible();
      await expect(kinEmail).toHaveAttribute("aria-invalid", "true");
      await expect(kinEmail).toHaveValue("not-an-email");
      await screenshots(page, "profile-edit-error");

      // The state list follows the chosen country (fetched from the utility API).
      await page.getByLabel("Country of residence").selectOption("ES");
      const state = page.getByLabel("State / province");
      await expect(state.locator("option", { hasText: "Catalonia" })).toHaveCount(1);
      await expect(state).toBeEnabled();
    } finally {
      await request.patch("/api/v1/profile", { headers: bearer(token), data: { city: before.city ?? null } });
    }
  });

  test("choosing and leaving a dive center", async ({ page, request }) => {
    const token = await apiToken(request, DEMO.email, DEMO.password);
    const before = await apiProfile(request, token);
    try {
      await signIn(page, DEMO.email, DEMO.password, "/profile/dive-center");
      await expect(page.getByRole("heading", { level: 1, name: "Your dive center" })).toBeVisible();
      await screenshots(page, "profile-dive-center");

      const choose = page.getByRole("button", { name: /^Choose / }).first();
      const name = (await choose.locator("xpath=ancestor::li[1]").getByRole("heading").textContent())!.trim();
      await choose.click();
      await expect(page.getByText("Your dive center has been updated.")).toBeVisible();
      const current = page.getByRole("heading", { level: 2, name: "Your dive center", exact: true }).locator("xpath=ancestor::section[1]");
      await expect(current.getByText(name, { exact: true })).toBeVisible();

      await page.goto("/profile");
      await expect(page.getByRole("heading", { name: "Membership", exact: true }).locator("xpath=ancestor::section[1]")).toContainText(name);

      await page.goto("/profile/dive-center");
      await page.getByRole("button", { name: "Leave dive center" }).click();
      await expect(page.getByText("You have left your dive center.")).toBeVisible();
      await expect(page.getByText("You are not linked to a dive center.", { exact: false })).toBeVisible();

      await page.getByLabel("Name or city").fill("no such dive center anywhere");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page.getByText("No dive centers found")).toBeVisible();
    } finally {
      const id = typeof before.dive_center_id === "number" ? before.dive_center_id : null;
      await request.patch("/api/v1/profile/dive-center", { headers: bearer(token), data: { dive_center_id: id } });
    }
  });

  test("changing the password (a fresh account)", async ({ page, request }) => {
    const user = await newVerifiedDiver(request, "profile", NEMO);
    await signIn(page, user.email, user.password, "/profile/password");
    await screenshots(page, "profile-password");

    const current = page.getByLabel("Current password");
    const next = page.getByLabel("New password", { exact: true });
    const confirm = page.getByLabel("Confirm new password");
    await current.fill("wrong-password-1");
    await next.fill("Kelp-Forest-2027");
    await confirm.fill("Kelp-Forest-2027");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("The password is incorrect.")).toBeVisible();

    await current.fill(user.password);
    await next.fill("Kelp-Forest-2027");
    await confirm.fill("Something-else-2027");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("The password field confirmation does not match.")).toBeVisible();

    await current.fill(user.password);
    await next.fill("Kelp-Forest-2027");
    await confirm.fill("Kelp-Forest-2027");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your password has been changed.", { exact: false })).toBeVisible();

    // Still signed in here; the new password works for the API and the old one does not.
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();
    expect((await request.post("/api/v1/auth/login", { data: { email: user.email, password: "Kelp-Forest-2027" } })).status()).toBe(200);
    expect((await request.post("/api/v1/auth/login", { data: { email: user.email, password: user.password } })).status()).toBe(401);
  });

  test("deleting the account signs out and lands on the home page (a fresh account)", async ({ page, request }) => {
    const user = await newVerifiedDiver(request, "profile", NEMO);
    await signIn(page, user.email, user.password, "/profile/delete");
    await expect(page.getByText("The certifications you earned", { exact: false })).toBeVisible();
    await screenshots(page, "profile-delete");

    await page.getByLabel("Password", { exact: true }).fill("not-my-password");
    await page.getByLabel(/I understand/).check();
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("The password is incorrect.")).toBeVisible();

    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByLabel(/I understand/).check();
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    expect((await request.post("/api/v1/auth/login", { data: { email: user.email, password: user.password } })).status()).toBe(401);
    expect((await request.get(`/cards/member/${user.memberId}.png`)).status()).toBe(404);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login/);
  });
});
