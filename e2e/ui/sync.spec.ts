import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { apiToken, bearer, newVerifiedDiver, shoot, signIn } from "../support/session";

// The "Devices and sync" page: a conflict made through the API (an offline edit meeting a web
// edit) shown side by side, resolved with "Keep mine"; then the empty state and the device.

test("a diver sees what needs a decision and keeps their device's version", async ({ page, request }) => {
  const diver = await newVerifiedDiver(request, "sync-ui");
  const token = await apiToken(request, diver.email, diver.password);
  const uuid = randomUUID();
  const create = await request.post("/api/v1/sync/upload", {
    headers: bearer(token),
    data: { client_id: "pixel-8-liveaboard", operations: [{ op_id: "c1", type: "dive_log.create", payload: { uuid, date: "2026-06-14", dive_time: 45, max_depth: 21, location: "Daedalus Reef", buddy: "Sara", comments: "Hammerheads at 30 m." } }] },
  });
  const made = (await create.json()).data.results[0].data as { id: number; updated_at: string };
  await request.patch(`/api/v1/diver/dive-logs/${made.id}`, { headers: bearer(token), data: { buddy: "Tom (web)", comments: "Edited from the laptop." } });
  const stale = await request.post("/api/v1/sync/upload", {
    headers: bearer(token),
    data: { client_id: "pixel-8-liveaboard", operations: [{ op_id: "u1", type: "dive_log.update", payload: { uuid, base_updated_at: made.updated_at, buddy: "Sara and Tom", comments: "Hammerheads and a manta." } }] },
  });
  expect((await stale.json()).data.results[0].status).toBe("conflict");

  await signIn(page, diver.email, diver.password, "/sync");
  await expect(page.getByRole("heading", { name: /Needs your decision/ })).toContainText("(1)");
  const table = page.getByRole("table", { name: /differ/ });
  await expect(table.getByRole("row", { name: /Buddy/ })).toContainText("Sara and Tom");
  await expect(table.getByRole("row", { name: /Buddy/ })).toContainText("Tom (web)");
  await expect(page.getByText("pixel-8-liveaboard").first()).toBeVisible();
  await shoot(page, "sync-conflict");

  await page.getByRole("button", { name: "Keep mine" }).click();
  await expect(page.getByText("Done: your device's version is now the dive log.")).toBeVisible();
  await expect(page.getByText("Nothing to decide")).toBeVisible();
  await shoot(page, "sync-resolved");
  const dive = await request.get(`/api/v1/diver/dive-logs/${made.id}`, { headers: bearer(token) });
  expect((await dive.json()).data).toMatchObject({ buddy: "Sara and Tom", comments: "Hammerheads and a manta." });
});

test("the page has its empty states for a diver who never synced", async ({ page, request }) => {
  const diver = await newVerifiedDiver(request, "sync-empty");
  await signIn(page, diver.email, diver.password, "/sync");
  await expect(page.getByText("Nothing to decide")).toBeVisible();
  await expect(page.getByText("No device has synced yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Devices and sync" }).first()).toBeVisible();
  await shoot(page, "sync-empty");
});
