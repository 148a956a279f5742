import { expect, test } from "@playwright/test";

// Issue 38: the web app is installable (a web manifest with its icons, start URL /dashboard) and
// its service worker (public/sw.js, built by scripts/build-sw.ts) is served, installs and takes
// over the pages; with no network, a signed-out visitor gets the app's offline page, never the
// browser's error. The signed-in offline flows are e2e/ui/offline.spec.ts.

test.use({ serviceWorkers: "allow" });

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (body: Buffer) => [body.readUInt32BE(16), body.readUInt32BE(20)];

test("the web manifest names the app, opens the dashboard standalone and has its icons, maskable too", async ({ page, request }) => {
  await page.goto("/login");
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(manifestHref).toBe("/manifest.webmanifest");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#0369a1");
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect((await request.get(appleIcon!)).headers()["content-type"]).toBe("image/png");

  const answer = await request.get(manifestHref!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await answer.json();
  expect(manifest).toMatchObject({ name: "DiveCert", short_name: "DiveCert", start_url: "/dashboard", scope: "/", display: "standalone", theme_color: "#0369a1" });
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/png");
    const [width, height] = pngSize(await file.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
});

test("the service worker is served as JavaScript, activates for the whole site and keeps the offline page for anyone", async ({ page, context, request }) => {
  const script = await request.get("/sw.js");
  expect(script.status()).toBe(200);
  expect(script.headers()["content-type"]).toMatch(/^(application|text)\/javascript/);

  await page.goto("/login");
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    const worker = ready.active!;
    if (worker.state !== "activated") await new Promise((resolve) => worker.addEventListener("statechange", () => worker.state === "activated" && resolve(null)));
    return { scope: ready.scope, script: worker.scriptURL, state: worker.state };
  });
  expect(new URL(registration.scope).pathname).toBe("/");
  expect(new URL(registration.script).pathname).toBe("/sw.js");
  expect(registration.state).toBe("activated");
  // clientsClaim: the page that registered it is controlled without a reload.
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // Installed with the offline page rendered signed out, in the shared cache of this build.
  const shared = await page.evaluate(async () => {
    const name = (await caches.keys()).find((n) => n.startsWith("divecert-shared-"));
    return name ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : null;
  });
  expect(shared).toContain("/offline");

  await context.setOffline(true);
  const answer = await page.goto("/dashboard");
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByText("Sign in while you have a connection")).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/dashboard");
  await context.setOffline(false);
  // Back online, "Try again" loads the page from the network (signed out: the sign-in page).
  await page.getByRole("button", { name: "Try again" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
});
