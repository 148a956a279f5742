import { expect, test } from "@playwright/test";
import { DESKTOP, PHONE } from "@/e2e/support/session";

// /docs/api for people: every record's fields as a table generated from the document's component
// schemas (name, type, nullable, notes), types of nested records linking to their own table.

test("the API reference shows each record's fields with type, nullable and notes", async ({ page }) => {
  await page.goto("/docs/api");
  const center = page.locator("#schema-DiveCenter");
  await expect(center.getByRole("heading", { name: "DiveCenter" })).toBeVisible();
  await expect(center.getByRole("columnheader")).toHaveText(["Field", "Type", "Nullable", "Notes"]);
  const rows = center.getByRole("row");
  await expect(rows.filter({ hasText: /^id/ }).first()).toContainText("integer");
  // At least one field of a dive center can be null, and says so.
  await expect(center.getByText("null", { exact: true }).first()).toBeVisible();
  // The whole reference is far too tall for a full-page capture: the record's table at both sizes.
  await center.screenshot({ path: test.info().outputPath("docs-api-dive-center-desktop.jpg") });
  await page.setViewportSize(PHONE);
  await center.screenshot({ path: test.info().outputPath("docs-api-dive-center-375.jpg") });
  await page.screenshot({ path: test.info().outputPath("docs-api-top-375.jpg") });
  await page.setViewportSize(DESKTOP);
});
