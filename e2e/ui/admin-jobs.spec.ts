import { expect, test } from "@playwright/test";
import { ADMIN, DEMO, shoot, signIn } from "@/e2e/support/session";

// The administrators' view of the background jobs (/admin/jobs): the same counts as /ready,
// the state tabs with their empty states, and the refusal for everyone else. A failed job and
// its retry are covered in tests/integration/engines/jobs.test.ts and the ops tier (the e2e server keeps
// mail in the outbox, so it has no failing sends to show).

test.describe("background jobs page", () => {
  test("an administrator sees the queue's counts and each state's list", async ({ page, request }) => {
    await signIn(page, ADMIN.email, ADMIN.password, "/admin/jobs");
    await expect(page.getByRole("heading", { name: "Background jobs", level: 1 })).toBeVisible();
    const ready = (await (await request.get("/api/v1/ready")).json()) as { data: { jobs: { failed: number } | null } };
    const counts = page.getByRole("definition");
    await expect(counts).toHaveCount(3);
    if (ready.data.jobs) await expect(counts.nth(1)).toHaveText(String(ready.data.jobs.failed));
    const tabs = page.getByRole("navigation", { name: "Job state" });
    await expect(tabs.getByRole("link", { name: "Waiting" })).toHaveAttribute("aria-current", "page");
    await tabs.getByRole("link", { name: "Failed" }).click();
    await expect(page).toHaveURL(/state=failed/);
    await expect(tabs.getByRole("link", { name: "Failed" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("No failed jobs").or(page.getByRole("button", { name: "Retry" }).first())).toBeVisible();
    // Desktop and phone width, with no sideways scroll on the phone.
    await shoot(page, "admin-jobs");
  });

  test("a diver is refused", async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password, "/admin/jobs");
    await expect(page.getByText("This page is for DiveCert staff.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Job state" })).toHaveCount(0);
  });
});
