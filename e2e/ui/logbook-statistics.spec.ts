import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, DESKTOP, newVerifiedDiver, shoot, signIn } from "@/e2e/support/session";

// The logbook's statistics page (decision 0051): the demo diver's charts, each a figure with its
// caption and its data as a table; the from/to form; an empty state for a diver without dives;
// axe on both. The demo dives are only read.

const PATH = "/logbook/statistics";

async function noAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("logbook statistics", () => {
  test.use({ viewport: DESKTOP });

  test("shows totals and charts with their data as tables, and filters by dates", async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password, "/logbook");
    await page.getByRole("link", { name: "Statistics", exact: true }).click();
    await page.waitForURL((url) => url.pathname === PATH);
    await expect(page.getByRole("heading", { level: 1, name: "Logbook statistics" })).toBeVisible();
    const totals = page.getByTestId("statistics-totals");
    await expect(totals.getByText("Deepest")).toBeVisible();
    const dives = Number((await totals.locator("dd").first().innerText()).replace(/\D/g, ""));
    expect(dives).toBeGreaterThan(0);

    for (const id of ["per-year", "per-month", "depth", "duration"]) {
      const figure = page.getByTestId(`chart-${id}`);
      await expect(figure.locator("figcaption")).not.toBeEmpty();
      await expect(figure.getByRole("img")).toBeVisible();
      await figure.getByText("Show the chart data as a table").click();
      await expect(figure.getByTestId("chart-table").locator("tbody tr").first()).toBeVisible();
    }
    // The per-year table adds up to the total.
    const yearCounts = await page.getByTestId("chart-per-year").getByTestId("chart-table").locator("tbody td").allInnerTexts();
    expect(yearCounts.reduce((s, v) => s + Number(v.replace(/\D/g, "")), 0)).toBe(dives);
    await expect(page.getByTestId("chart-sac").locator("figcaption")).toContainText("Air consumption");
    await expect(page.getByTestId("chart-sites").getByRole("row").first()).toBeVisible();
    await noAxeViolations(page);
    await shoot(page, "logbook-statistics");

    await page.getByRole("textbox", { name: "From", exact: true }).fill("1990-01-01");
    await page.getByRole("textbox", { name: "To", exact: true }).fill("1990-12-31");
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await page.waitForURL(/from=1990-01-01/);
    await expect(page.getByText("No dives in this period")).toBeVisible();

    await page.goto(`${PATH}?from=2025-03-01&to=2025-01-01`);
    await expect(page.getByText("The to date must not be before the from date.")).toBeVisible();
  });

  test("an empty logbook shows an empty state, not empty charts", async ({ page, request }) => {
    const diver = await newVerifiedDiver(request, "e2e-stats");
    await signIn(page, diver.email, diver.password, PATH);
    await expect(page.getByText("No dives yet")).toBeVisible();
    await expect(page.getByRole("figure")).toHaveCount(0);
    await noAxeViolations(page);
  });
});
