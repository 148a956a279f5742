import { expect, test } from "@playwright/test";
import { newVerifiedDiver, screenshots, shoot, signIn } from "@/e2e/support/session";
import { seriesPlan, uddfFile } from "@/tests/support/dive-files";

// Importing a dive computer's file from the logbook (picker, progress, the summary) and the
// dive page's profile chart with its tooltip, at desktop and phone width.

test("a diver imports a UDDF file, sees what was imported and refused, and opens a dive's profile", async ({ page, request }) => {
  // Three imports, two pages and four screenshots: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const diver = await newVerifiedDiver(request, "e2e-import");
  await signIn(page, diver.email, diver.password, "/logbook");
  await page.goto("/logbook");
  await page.getByRole("link", { name: "Import dives" }).click();
  await expect(page.getByRole("heading", { name: "Import dives", level: 1 })).toBeVisible();
  await screenshots(page, "dive-import-empty");

  // Three dives at 2 s; the third states a depth of 10 km and is refused.
  const file = uddfFile({ plans: [seriesPlan(0, 2), { ...seriesPlan(1, 2), maxDepth: 28, bottomMinutes: 30 }, seriesPlan(2, 2)] }).replace(
    /(<dive id="dive-2">[\s\S]*?<greatestdepth>)[\d.]+/,
    "$110000",
  );
  await page.locator('input[type="file"]').setInputFiles({ name: "computer.uddf", mimeType: "application/xml", buffer: Buffer.from(file) });
  await expect(page.getByTestId("import-chosen-file")).toContainText("computer.uddf");
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const summary = page.getByTestId("import-summary");
  await expect(summary).toContainText("2 dives imported; no duplicates; 1 refused.", { timeout: 30_000 });
  await expect(page.getByTestId("import-rejected")).toContainText("Dive 3 in the file");
  const links = summary.getByRole("link", { name: /^Dive \d+$/ });
  await expect(links).toHaveCount(2);
  const deeper = await links.last().getAttribute("href");
  await shoot(page, "dive-import-summary");

  // The same file again: nothing new.
  await page.locator('input[type="file"]').setInputFiles({ name: "computer.uddf", mimeType: "application/xml", buffer: Buffer.from(file) });
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(summary).toContainText("No new dives; 2 already in your logbook; 1 refused.", { timeout: 30_000 });

  await page.goto(deeper!);
  const chart = page.getByTestId("profile-chart");
  await expect(chart).toBeVisible();
  await expect(page.getByTestId("profile-events")).toContainText("Gas switch to 50% O₂");
  await expect(page.getByTestId("profile-events")).toContainText("Safety stop");
  await expect(page.getByTestId("dive-computer")).toContainText("Perdix 2");
  const svg = chart.locator("svg").first();
  await svg.scrollIntoViewIfNeeded();
  // Hovering before the chart has hydrated shows nothing: move again until the tooltip follows.
  await expect(async () => {
    const box = (await svg.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.45, box.y + box.height * 0.5);
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5);
    await expect(page.getByTestId("profile-tooltip")).toContainText("Depth", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await shoot(page, "dive-profile");
});
