import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { apiToken, bearer, DESKTOP, newVerifiedDiver, signIn } from "@/e2e/support/session";
import { seriesPlan, uddfFile } from "@/tests/support/dive-files";

// The dive page's profile chart in the browser (contract section 6, "Profiles"): the depth,
// temperature and pressure lines, the events as labelled markers, the fast ascent dashed in the
// warning colour, the readout moved by the keyboard, at 1280 and 390 px, and axe on the chart.

const PHONE_390 = { width: 390, height: 844 };
const WARNING = "#c2410c";

async function checkChart(page: Page, width: number) {
  const chart = page.getByTestId("profile-chart");
  await expect(chart).toBeVisible();
  await expect(chart.getByRole("img", { name: /Dive profile/ }).first()).toBeVisible();
  for (const id of ["profile-depth-path", "profile-temperature-path", "profile-pressure-path"]) {
    await expect(chart.getByTestId(id), `${id} at ${width}px`).toHaveAttribute("d", /^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+){20,}/);
  }
  // The events as markers with their words, and as a list.
  const markers = chart.getByTestId("profile-event-marker");
  await expect(markers).toHaveCount(4);
  await expect(markers.nth(0)).toHaveAttribute("aria-label", "0:00 Gas switch to 32% O₂");
  await expect(markers.nth(1)).toHaveAttribute("aria-label", "10:00 Bookmark: Turtle at the wall");
  await expect(markers.nth(2)).toHaveAttribute("aria-label", /Gas switch to 50% O₂$/);
  await expect(markers.nth(3)).toHaveAttribute("aria-label", /Safety stop$/);
  await expect(chart.getByTestId("profile-events").getByRole("listitem")).toHaveCount(4);
  // The ascent at 18 m/min: dashed, in the warning colour, and said in words.
  const fast = chart.getByTestId("profile-fast-ascent");
  await expect(fast).toHaveCount(1);
  await expect(fast).toHaveAttribute("stroke", WARNING);
  await expect(fast).toHaveAttribute("stroke-dasharray", /\d/);
  await expect(fast).toHaveAttribute("d", /^M.*L/);
  await expect(chart.getByTestId("profile-fast-ascents")).toContainText(/Ascent at up to 1[78](\.\d)? m\/min \(limit 10 m\/min\)/);
  // Nothing on the page scrolls sideways (the chart scrolls inside its card on a phone).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function checkKeyboard(page: Page) {
  const readout = page.getByTestId("profile-readout");
  const keys = page.getByTestId("profile-keyboard");
  // Focusing before the chart has hydrated does nothing: focus again until the readout starts.
  await expect(async () => {
    await keys.blur();
    await keys.focus();
    await expect(readout).toContainText("Time 0:00", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(readout).toContainText(/Depth 0(\.0)? m/);
  await expect(readout).toContainText("Water");
  await expect(readout).toContainText("Tank 200 bar");
  await expect(readout).toContainText("NDL");
  await page.keyboard.press("ArrowRight");
  await expect(readout).toContainText("Time 0:10");
  await page.keyboard.press("PageUp");
  await expect(readout).not.toContainText("Time 0:10");
  await page.keyboard.press("End");
  await expect(readout).toContainText(/Depth 0(\.0)? m/);
  await page.keyboard.press("Home");
  await expect(readout).toContainText("Time 0:00");
  // The tooltip in the drawing follows the same point.
  await expect(page.getByTestId("profile-tooltip")).toContainText("Time 0:00");
}

test("the dive page's profile shows temperature, pressure, events, fast ascents and a keyboard readout at 1280 and 390 px", async ({ page, request }) => {
  test.setTimeout(120_000);
  const diver = await newVerifiedDiver(request, "e2e-profile");
  const token = await apiToken(request, diver.email, diver.password);
  const file = uddfFile({ plans: [{ ...seriesPlan(3), maxDepth: 23, bottomMinutes: 20, ascentRate: 18, bookmark: { at: 600, note: "Turtle at the wall" } }] });
  const res = await request.post("/api/v1/diver/dive-logs/import", {
    headers: bearer(token),
    multipart: { file: { name: "dive.uddf", mimeType: "application/xml", buffer: Buffer.from(file) } },
  });
  expect(res.status(), await res.text()).toBe(200);
  const id = ((await res.json()).data.dives as { id: number }[])[0]!.id;

  await signIn(page, diver.email, diver.password, `/logbook/${id}`);
  for (const size of [DESKTOP, PHONE_390]) {
    await page.setViewportSize(size);
    await page.goto(`/logbook/${id}`);
    await checkChart(page, size.width);
    await checkKeyboard(page);
    await page.getByTestId("profile-chart").scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`dive-profile-${size.width}.jpg`), fullPage: true });
    const axe = await new AxeBuilder({ page }).include('[data-testid="profile-chart"]').withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(axe.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), `axe at ${size.width}px`).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
});
