import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium, expect, test, type BrowserContext, type Page } from "@playwright/test";
import de from "../../messages/de.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import {
  cacheNames,
  deviceRows,
  divesAt,
  goOffline,
  goOnline,
  newOfflineDiver,
  pageAccount,
  waitUntilKept,
  workerFetchSucceeds,
} from "@/e2e/support/offline";
import { bearer, signIn } from "@/e2e/support/session";

// The web app at sea (issue 38, decision 0049), in Chromium with the network cut
// (`context.setOffline`): after one visit the account's pages open offline in its language, an
// unkept page is the app's offline page; a dive logged offline waits on the device, survives the
// page (and the whole browser) closing, and reaches the server exactly once; a quiz answered
// offline is scored when it arrives; sign-out leaves nothing of the account on the device; a new
// deployment's worker deletes the caches of other builds. Only this spec lets the service worker
// run (playwright.config.ts blocks it for every other one).
//
// Offline here means the pages AND the service worker: Playwright 1.65 applies setOffline to the
// worker's own fetches when service workers are allowed; the first test proves it with a fetch
// from inside the worker, so a test cannot pass on pages the network answered.

test.use({ serviceWorkers: "allow" });
// Each test makes a diver, signs in and waits for a keep run (the server renders every kept page):
// 3–10 s alone, 7–28 s beside two other workers on two cores, and the first test up to 80 s there
// (a cold server renders each kept route for the first time); the bound leaves room for that.
test.describe.configure({ timeout: 150_000 });

const DIVE_FORM = { time: "41", depth: "16.5", average: "10.2" };

/** Logs a dive on /logbook/new, offline: kept on the device, the logbook lists it as waiting. */
async function logDiveOffline(page: Page, site: string) {
  await page.goto("/logbook/new");
  await page.getByLabel(en.logbook.form.location).fill(site);
  await page.getByLabel(en.logbook.form.diveTime).fill(DIVE_FORM.time);
  await page.getByLabel(en.logbook.form.maxDepth.replace("{unit}", "m")).fill(DIVE_FORM.depth);
  await page.getByLabel(en.logbook.form.averageDepth.replace("{unit}", "m")).fill(DIVE_FORM.average);
  await page.getByRole("button", { name: en.logbook.saveDive }).click();
  await page.waitForURL((url) => url.pathname === "/logbook");
  await expect(waitingDive(page, site)).toBeVisible();
}

const waitingDive = (page: Page, site: string) => page.locator('[data-sync-state="pending"]').filter({ hasText: site });

/** The signed-in page's account key (its marker), never empty on an account page. */
async function accountOf(page: Page): Promise<string> {
  const key = await pageAccount(page);
  expect(key, "the page names its account").toMatch(/^[0-9a-f]+$/);
  return key!;
}

test.describe("offline web app", () => {
  test("after one visit the account's pages open offline in its language; an unkept page is the app's offline page", async ({ page, context, request }) => {
    const diver = await newOfflineDiver(request, { prefix: "offline-read", language: "de", dives: 2 });
    await signIn(page, diver.email, diver.password, "/dashboard");
    const kept = await waitUntilKept(page);
    const urls = kept.entries.map((e) => e.url);
    expect(urls).toEqual(expect.arrayContaining(["/dashboard", "/logbook", `/logbook/${diver.profileDiveId}`, "/certifications", `/certifications/${diver.certificationId}`]));
    expect(urls).toEqual(expect.arrayContaining([`/courses/${diver.logCode}/modules/${diver.moduleId}`, `/courses/${diver.logCode}/modules/${diver.moduleId}/quiz`]));

    expect(await workerFetchSucceeds(context), "online, the worker reaches the server").toBe(true);
    await goOffline(context);
    expect(await workerFetchSucceeds(context), "offline, the worker's own fetch fails too").toBe(false);

    await page.goto("/dashboard");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1, name: de.dashboard.welcomeName.replace("{name}", "Marina") })).toBeVisible();

    await page.goto("/logbook");
    await expect(page.getByRole("heading", { level: 1, name: de.logbook.title })).toBeVisible();
    for (const site of diver.sites) await expect(page.getByTestId("dive-table").getByText(site)).toBeVisible();

    await page.goto(`/logbook/${diver.profileDiveId}`);
    await expect(page.getByText(diver.sites[0]!).first()).toBeVisible();
    await expect(page.getByTestId("profile-chart").locator("svg").first()).toBeVisible();

    await page.goto("/certifications");
    await expect(page.getByRole("heading", { level: 1, name: de.certifications.title })).toBeVisible();
    const card = page.getByTestId("certification").getByTestId("certification-card-image");
    await card.scrollIntoViewIfNeeded();
    // The card image comes from the account's cache too.
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    await page.goto(`/certifications/${diver.certificationId}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const qr = page.locator("img[data-signed-code]");
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    await page.goto(`/courses/${diver.logCode}/modules/${diver.moduleId}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1, name: diver.moduleTitle })).toBeVisible();
    await expect.poll(() => page.getByRole("article").locator("p").count()).toBeGreaterThan(0);

    await page.goto(`/courses/${diver.logCode}/modules/${diver.moduleId}/quiz`);
    await expect(page.getByRole("heading", { level: 1, name: de.learning.quiz.title.replace("{title}", diver.moduleTitle) })).toBeVisible();
    await expect(page.getByRole("form").getByRole("group").first()).toBeVisible();

    // Not kept: the app's own offline page (its header and logo), in the account's language.
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: de.offline.page.title })).toBeVisible();
    await expect(page.getByText(de.offline.page.notKept)).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: /DiveCert/ }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: de.offline.page.links.logbook })).toBeVisible();
  });

  test("a dive logged offline waits on the device, the page closes, and it reaches the server once when the network returns", async ({ page, context, request }) => {
    const diver = await newOfflineDiver(request, { prefix: "offline-dive", dives: 1 });
    await signIn(page, diver.email, diver.password, "/dashboard");
    await waitUntilKept(page);
    const account = await accountOf(page);
    const site = `Offline reef ${diver.email.slice(13, 21)}`;

    await goOffline(context);
    await logDiveOffline(page, site);
    expect((await deviceRows(page, account)).operations).toBe(1);
    await page.close();

    await goOnline(context);
    const next = await context.newPage();
    await next.goto("/logbook");
    // Sent on the page's load; the SyncRunner refreshes the page, which lists it like any other.
    await expect(next.getByTestId("dive-table").getByText(site)).toBeVisible();
    await expect(waitingDive(next, site)).toHaveCount(0);
    await expect.poll(() => deviceRows(next, account).then((rows) => rows.operations)).toBe(0);
    expect(await divesAt(request, diver.token, site)).toHaveLength(1);
  });

  test("a persistent browser profile closed before the sync sends the dive once when it is opened again", async ({ request, baseURL, launchOptions, viewport }) => {
    const diver = await newOfflineDiver(request, { prefix: "offline-profile", dives: 1 });
    const site = `Closed browser reef ${diver.email.slice(16, 24)}`;
    const dir = await mkdtemp(path.join(os.tmpdir(), "divecert-offline-profile-"));
    const launch = () => chromium.launchPersistentContext(dir, { ...launchOptions, baseURL, viewport, serviceWorkers: "allow" });
    let context: BrowserContext | undefined;
    try {
      context = await launch();
      let page = context.pages()[0] ?? (await context.newPage());
      await signIn(page, diver.email, diver.password, "/dashboard");
      await waitUntilKept(page);
      await goOffline(context);
      await logDiveOffline(page, site);
      await context.close();
      context = undefined;

      // The whole browser again, the network on: the dive goes on the first page load.
      context = await launch();
      page = context.pages()[0] ?? (await context.newPage());
      await page.goto("/logbook");
      await expect(page.getByTestId("dive-table").getByText(site)).toBeVisible();
      await expect(waitingDive(page, site)).toHaveCount(0);
      await expect.poll(() => divesAt(request, diver.token, site).then((d) => d.length)).toBe(1);

      // Offline again, then online again: still exactly one.
      await waitUntilKept(page);
      await goOffline(context);
      await page.goto("/logbook");
      await expect(page.getByTestId("dive-table").getByText(site)).toBeVisible();
      await goOnline(context);
      await page.goto("/logbook");
      await expect(page.getByTestId("dive-table").getByText(site)).toBeVisible();
      expect(await divesAt(request, diver.token, site)).toHaveLength(1);
    } finally {
      await context?.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  test("a quiz answered offline says it will be scored, and is scored on the server when the network returns", async ({ page, context, request }) => {
    const diver = await newOfflineDiver(request, { prefix: "offline-quiz", dives: 1 });
    const quiz = `/courses/${diver.logCode}/modules/${diver.moduleId}/quiz`;
    const result = () => request.get(`/api/v1/diver/courses/${diver.logCode}/modules/${diver.moduleId}/quiz/result`, { headers: bearer(diver.token) });
    expect((await result()).status(), "no attempt yet").toBe(404);
    await signIn(page, diver.email, diver.password, "/dashboard");
    await waitUntilKept(page);

    await goOffline(context);
    await page.goto(quiz);
    const groups = page.getByRole("form").getByRole("group");
    await expect(groups.first()).toBeVisible();
    const count = await groups.count();
    for (let i = 0; i < count; i++) await groups.nth(i).locator("input[type=radio], input[type=checkbox]").first().check();
    await page.getByRole("button", { name: en.learning.attempt.submit }).click();
    // In place of the form: the answers wait on the device, to be scored when they arrive.
    const notice = page.getByRole("status").filter({ hasText: en.offlineWrites.quiz.title });
    await expect(notice).toHaveAttribute("data-sync-state", "pending");
    await expect(notice).toContainText(en.offlineWrites.quiz.text);
    expect(en.offlineWrites.quiz.text).toMatch(/will be scored/);
    expect((await result()).status(), "nothing reached the server").toBe(404);

    // Back online: the `online` event sends it; the server scores it; every waiting mark goes.
    await goOnline(context);
    await expect.poll(async () => (await result()).status(), { timeout: 20_000 }).toBe(200);
    // Scored once, all the questions answered offline.
    expect((await (await result()).json()).data).toMatchObject({ attempt: 1, total: count, score: expect.any(Number) });
    await expect(notice).toHaveCount(0);
    await expect(page.locator('[data-sync-state="pending"]')).toHaveCount(0);
  });

  test("sign-out leaves nothing of the account on the device; another diver in the same browser never sees its pages", async ({ page, context, request }) => {
    const [first, second] = await Promise.all([
      newOfflineDiver(request, { prefix: "offline-out-a", dives: 1 }),
      newOfflineDiver(request, { prefix: "offline-out-b", dives: 1 }),
    ]);
    await signIn(page, first.email, first.password, "/dashboard");
    await waitUntilKept(page);
    const account = await accountOf(page);
    await goOffline(context);
    await logDiveOffline(page, `Never sent ${first.email.slice(14, 22)}`);
    expect(await deviceRows(page, account)).toMatchObject({ operations: 1, kept: expect.any(Number) });
    expect((await deviceRows(page, account)).kept).toBeGreaterThan(0);

    // Online, but the upload cannot get through: sign-out asks before discarding the waiting dive.
    await context.route("**/sync/upload", (route) => route.abort("internetdisconnected"));
    await goOnline(context);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: en.auth.signOut }).first().click();
    const dialog = page.getByRole("dialog", { name: en.offlineSync.signOut.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: en.offlineSync.signOut.confirm }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await context.unroute("**/sync/upload");

    expect((await cacheNames(page)).filter((name) => name.startsWith("divecert-account-"))).toEqual([]);
    const rows = await deviceRows(page, account);
    expect(Object.keys(rows), "the device database is still there (only the account's rows went)").toContain("operations");
    expect(Object.values(rows).every((n) => n === 0), `no IndexedDB row names the account: ${JSON.stringify(rows)}`).toBe(true);
    expect(await divesAt(request, first.token, `Never sent ${first.email.slice(14, 22)}`)).toHaveLength(0);

    await signIn(page, second.email, second.password, "/dashboard");
    await waitUntilKept(page);
    await goOffline(context);
    await page.goto("/logbook");
    await expect(page.getByTestId("dive-table").getByText(second.sites[0]!)).toBeVisible();
    await expect(page.getByText(first.sites[0]!)).toHaveCount(0);
    await page.goto(`/logbook/${first.profileDiveId}`);
    await expect(page.getByText(first.sites[0]!)).toHaveCount(0);
  });

  test("a new deployment's worker deletes the caches of other builds when it activates", async ({ page }) => {
    // A page of the origin without the app's layout (no worker registered yet): make the caches an
    // older deployment would have left, then open a page, whose worker installs and activates.
    await page.goto("/api/v1/utility/countries/IT");
    const stale = ["divecert-account-0ldbuild-deadbeef", "divecert-shared-0ldbuild"];
    await page.evaluate(async (names) => {
      for (const name of names) await (await caches.open(name)).put("/dashboard", new Response("<p>old</p>", { headers: { "content-type": "text/html" } }));
    }, stale);
    expect(await cacheNames(page)).toEqual(expect.arrayContaining(stale));
    await page.goto("/login");
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? "none")).toBe("activated");
    await expect.poll(() => cacheNames(page)).not.toEqual(expect.arrayContaining([stale[0]]));
    const names = await cacheNames(page);
    expect(names.filter((n) => stale.includes(n))).toEqual([]);
    expect(names.some((n) => n.startsWith("divecert-shared-")), "this build's shared cache (the offline page) stays").toBe(true);
  });
});

