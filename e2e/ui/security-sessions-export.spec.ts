import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { mailLink } from "@/e2e/support/mailbox";
import { bearer, DESKTOP, newVerifiedDiver, shoot, signIn } from "@/e2e/support/session";
import { readZip } from "@/tests/support/zip";

// The profile's Sessions and Your data pages (issue 23, decision 0026): ending another session
// refuses its token at once; an export is built by the job queue, downloaded from the page and
// from the mailed link, and opened as a ZIP.

const APP_UA = "DiveCertApp/3.1 (iPhone; iOS 17.5)";

async function appSession(request: APIRequestContext, email: string, password: string, device_name: string) {
  const res = await request.post("/api/v1/auth/login", { data: { email, password, device_name }, headers: { "User-Agent": APP_UA } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.access_token as string;
}
const profileStatus = async (request: APIRequestContext, token: string) => (await request.get("/api/v1/profile", { headers: bearer(token) })).status();

test.describe("sessions and data export", () => {
  test.use({ viewport: DESKTOP });

  test("ending another session from the list refuses its token at once; sign out everywhere else", async ({ page, request }) => {
    const diver = await newVerifiedDiver(request, "e2e-sessions");
    const phone = await appSession(request, diver.email, diver.password, "Marina's iPhone");
    expect(await profileStatus(request, phone)).toBe(200);

    await signIn(page, diver.email, diver.password, "/profile/sessions");
    await expect(page.getByRole("heading", { level: 1, name: "Where you are signed in" })).toBeVisible();
    const sessions = page.getByTestId("session");
    // The app session and this browser.
    await expect(sessions).toHaveCount(2);
    const current = sessions.filter({ hasText: "This device" });
    await expect(current).toHaveCount(1);
    await expect(current).toContainText("Browser");
    const app = sessions.filter({ hasText: "Marina's iPhone" });
    await expect(app).toContainText("App");
    await expect(app).toContainText(/\d+\.\d+\.\d+\.0\/24|::\/48/);
    await shoot(page, "profile-sessions");

    await app.getByRole("button", { name: /End the session of/ }).click();
    await expect(page.getByText("The session has ended; its device is signed out.")).toBeVisible();
    await expect(sessions).toHaveCount(1);
    expect(await profileStatus(request, phone)).toBe(401);

    // Two more devices, then "sign out everywhere else": only this browser is left.
    const tablet = await appSession(request, diver.email, diver.password, "Tablet");
    const laptop = await appSession(request, diver.email, diver.password, "Laptop");
    await page.reload();
    await expect(sessions).toHaveCount(3);
    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect(page.getByText("Signed out everywhere else (2 sessions ended).")).toBeVisible();
    await expect(sessions).toHaveCount(1);
    await expect(sessions.first()).toContainText("This device");
    await expect(page.getByText("This is your only session.")).toBeVisible();
    expect(await profileStatus(request, tablet)).toBe(401);
    expect(await profileStatus(request, laptop)).toBe(401);
    // This browser is still signed in.
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("requests an export, downloads the ZIP from the page and from the mailed link, and opens it", async ({ page, request }) => {
    test.setTimeout(180_000);
    const diver = await newVerifiedDiver(request, "e2e-export");
    await signIn(page, diver.email, diver.password, "/profile/data");
    await expect(page.getByRole("heading", { level: 1, name: "A copy of your data" })).toBeVisible();
    await expect(page.getByText("You have not asked for a copy yet.")).toBeVisible();

    await page.getByRole("button", { name: "Prepare my data" }).click();
    await expect(page.getByText(/We are preparing your data/)).toBeVisible();
    const item = page.getByTestId("export").first();
    // The job queue builds it in the server; the page refreshes itself while it is pending.
    const link = item.getByRole("link", { name: /Download the export of/ });
    await expect(link).toBeVisible({ timeout: 120_000 });
    await expect(item).toHaveAttribute("data-status", "ready");
    await shoot(page, "profile-data");

    const downloading = page.waitForEvent("download");
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^divecert-data-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await readZip(await readFile((await download.path())!));
    expect([...zip.keys()]).toEqual(expect.arrayContaining(["README.txt", "account/user.json", "dive-logs/dive-logs.uddf", "security/security-events.json"]));
    expect(JSON.parse(zip.get("account/user.json")!.toString("utf8"))).toMatchObject({ email: diver.email });

    // The mailed link downloads the ZIP itself, without a token; a tampered one is refused.
    const mailed = await mailLink(request, diver.email, "/api/v1/profile/exports/");
    const res = await request.get(mailed);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/zip");
    const fromMail = await readZip(Buffer.from(await res.body()));
    expect(fromMail.has("account/sessions.json")).toBe(true);
    const tampered = await request.get(mailed.replace(/signature=([0-9a-f])/, (_m, c: string) => `signature=${c === "0" ? "1" : "0"}`));
    expect(tampered.status()).toBe(403);
  });
});
