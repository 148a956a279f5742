import { expect, test } from "@playwright/test";
import { DEMO, DESKTOP, newVerifiedDiver, shoot, signIn } from "@/e2e/support/session";

// The diver's certifications page (cards, download and verify links, tabs, empty state) and the
// public verify page the QR codes open. The demo diver holds a valid Open Water Diver
// certification (SEED_DEMO); the empty state uses a fresh, verified account.

test.describe("certifications", () => {
  test.use({ viewport: DESKTOP });

  test("lists the OWD certification with its card, download and verify links", async ({ page, request }) => {
    await signIn(page, DEMO.email, DEMO.password, "/certifications");
    await expect(page.getByRole("heading", { level: 1, name: "Your certifications" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Current/ })).toHaveAttribute("aria-current", "page");

    const owd = page.getByTestId("certification").filter({ has: page.getByRole("heading", { name: "Open Water Diver" }) });
    await expect(owd).toBeVisible();
    await expect(owd.getByText("Valid", { exact: true })).toBeVisible();
    await expect(owd.getByText("ISO 24801-2")).toBeVisible();

    const image = owd.getByTestId("certification-card-image");
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    const download = owd.getByRole("link", { name: /Download card/ });
    await expect(download).toHaveAttribute("href", /^\/cards\/certifications\/DC-\d{4}-\d{6}\.png$/);
    await expect(download).toHaveAttribute("download", /.+/);
    const href = await download.getAttribute("href");
    const png = await request.get(href!);
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");

    const verify = owd.getByRole("link", { name: /Verify online/ });
    await expect(verify).toHaveAttribute("href", /^\/verify\/[A-Z]{2}\d{2}-\d{3}-\d{3}$/);
    await shoot(page, "certifications-current");

    await page.getByRole("link", { name: /History/ }).click();
    await expect(page).toHaveURL(/view=history/);
    await expect(page.getByRole("heading", { name: "Open Water Diver" })).toBeVisible();
    await shoot(page, "certifications-history");
  });

  test("the public verify page shows the OWD certification", async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password, "/certifications");
    const verify = page.getByRole("link", { name: /Verify online/ }).first();
    await expect(verify).toHaveAttribute("href", /^\/verify\//);
    const href = await verify.getAttribute("href");
    await page.context().clearCookies();
    await page.goto(href!);
    await expect(page.getByRole("heading", { level: 2, name: "Valid certifications" })).toBeVisible();
    await expect(page.getByText("Open Water Diver", { exact: true })).toBeVisible();
    await expect(page.getByText(/ISO 24801-2/)).toBeVisible();
    await shoot(page, "verify-owd");
  });

  test("a diver without certifications sees the empty state", async ({ page, request }) => {
    const user = await newVerifiedDiver(request, "cert-ui", { first_name: "Lena", last_name: "Novice", dob: "1994-02-01" });
    await signIn(page, user.email, user.password, "/certifications");
    await expect(page.getByText("No current certifications")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse courses" })).toHaveAttribute("href", "/store");
    await shoot(page, "certifications-empty");
  });
});
