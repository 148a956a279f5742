// npm run bench:offline: the offline web app (issue 38, decision 0049) for a diver with 200 dives
// (each with a dive computer's profile) and two active course logs, on a mid-range phone as
// Lighthouse emulates one (its mobile screen and user agent, 4× CPU slowdown through CDP, its
// "slow 4G" network for the online baseline; the constants are imported from the installed
// lighthouse package). Served by `next start` (a private copy of the build, with public/sw.js) on a
// fresh PostgreSQL database with the demo data; the diver is made through the services.
//
// (a) What the device keeps after one visit: the bytes of the account cache's bodies (pages and
//     images), of the precache (the deployment's static files) and of the shared cache, IndexedDB's
//     usage from navigator.storage.estimate(), the entry counts, and how long the worker took to
//     install (its precache) and the keep run took (its first keep-progress message to its last).
// (b) First contentful paint and the time to the page's content for /dashboard, /logbook and a
//     dive's page, OFFLINE (answered by the worker from the account's cache: the server is stopped
//     and the context set offline, so nothing can come from the network; the worker is stopped
//     before each load, as on a phone that opens the app at sea) against ONLINE over the emulated
//     slow 4G (a context with service workers blocked: the app as it was, every page over the
//     network, static files from the warm HTTP cache), the median of BENCH_OFFLINE_RUNS runs (5).
//
// Prints a table and the load average; writes bench-results/offline.json. Needs the build and its
// service worker (`npm run build`: next build, then scripts/build-sw.ts) and Debian's chromium
// (the npm script installs it when missing). BENCH_SMOKE=1 (common.ts): 10 dives, one run; it
// asserts only that the figures exist and that the offline pages rendered their content.
import { generateKeyPairSync } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { screenEmulationMetrics, throttling, userAgents } from "lighthouse/core/config/constants.js";
import { assertPortFree, startNext, stop, waitReady, type Server } from "./app-server";
import { textTable } from "./autocannon-run";
import { databaseUrl, dropDatabaseQuietly } from "./bench-db";
import { demoBuildAndDatabase } from "./demo-build";
import { missingFromCache } from "../../e2e/support/kept-cache";
import type { KeepList } from "../../lib/offline/names";
import { ADMIN_URL, applyServerEnv, gitHead, log, onCleanup, ROOT, runMain, setting, sized, smoke, writeResult } from "./common";

const DB_NAME = "divecert_bench_offline";
const PORT = 3950;
const BASE = `http://127.0.0.1:${PORT}`;
const URL_ = databaseUrl(ADMIN_URL, DB_NAME);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SNAPSHOT = path.join(ROOT, "bench-results", "offline-app");
const SERVER_ENV = applyServerEnv(URL_, BASE);
// Server mode asks for the organisation's credential key: the certification page signs its QR code.
SERVER_ENV.CREDENTIALS_SIGNING_KEY = process.env.CREDENTIALS_SIGNING_KEY = JSON.stringify(generateKeyPairSync("ed25519").privateKey.export({ format: "jwk" }));
const DIVES = sized(200, 10);
const RUNS = setting("BENCH_OFFLINE_RUNS", 5, 1);
const PASSWORD = "Reef-Walk-2026";

/** Lighthouse's mobile defaults: a mid-range phone's screen and user agent, 4× CPU, slow 4G. */
const PHONE = screenEmulationMetrics.mobile;
const SLOW_4G = throttling.mobileSlow4G;
const CPU_SLOWDOWN = SLOW_4G.cpuSlowdownMultiplier;

let server: Server | undefined;
let browser: Browser | undefined;
let created = false;
const cleanup = onCleanup(async () => {
  await browser?.close().catch(() => undefined);
  await stop(server);
  if (created) await dropDatabaseQuietly(ADMIN_URL, DB_NAME);
});

// ---------------------------------------------------------------------------------------------
// The diver, through the services

const SITES = [
  ["Blue Hole", "Egypt"], ["Secca della Vervece", "Italy"], ["Thistlegorm", "Egypt"], ["Punta Campanella", "Italy"],
  ["Manta Point", "Indonesia"], ["Shark Point", "Thailand"], ["Cirkewwa Arch", "Malta"], ["Ras Mohammed", "Egypt"],
] as const;

/** A UDDF file of `count` dives, two a day, each with its samples (10 s), at eight sites in turn. */
async function diveFile(count: number): Promise<string> {
  const { seriesPlan, uddfFile } = await import("@/tests/support/dive-files");
  const plans = Array.from({ length: count }, (_, i) => seriesPlan(i, 10));
  let xml = uddfFile({ plans });
  const sites = SITES.map(
    ([name, country], i) =>
      `<site id="site${i + 1}"><name>${name}</name><geography><location>${name}</location><address><country>${country}</country></address></geography></site>`,
  ).join("");
  xml = xml.replace(/<site id="site1">[\s\S]*?<\/site>/, sites);
  let n = 0;
  xml = xml.replace(/<link ref="site1"\/>/g, () => `<link ref="site${(n++ % SITES.length) + 1}"/>`);
  return xml;
}

type Seeded = { email: string; diveId: number; logCodes: string[] };

async function seedDiver(adminId: number, instructorId: number): Promise<Seeded> {
  const { getDb, closeDb } = await import("@/lib/db/client");
  const { registerUser } = await import("@/lib/users/register-user");
  const { ZRegister } = await import("@/lib/users/schema");
  const { importDiveLogs } = await import("@/lib/dive-logs/import-dive-logs");
  const { issueCertificationByHand } = await import("@/lib/certifications/issue-by-hand");
  const { enrollStudent } = await import("@/lib/learning/students");
  const email = "offline-bench@example.com";
  const dir = await mkdtemp(path.join(os.tmpdir(), "offline-bench-"));
  try {
    const input = ZRegister.parse({
      email, password: PASSWORD, password_confirmation: PASSWORD, first_name: "Marina", last_name: "Corallo",
      dob: "1990-03-21", country: "IT", terms: true, gdpr: true, default_language: "en",
    });
    const user = await registerUser(input, "127.0.0.1", "en");
    const db = await getDb();
    await db.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });

    const file = path.join(dir, "computer.uddf");
    await writeFile(file, await diveFile(DIVES));
    const imported = await importDiveLogs(user.id, { path: file, size: 1 });
    if (imported.imported !== DIVES) throw new Error(`imported ${imported.imported} of ${DIVES} dives`);

    const owd = await db.course.findUniqueOrThrow({ where: { code: "OWD" }, select: { id: true } });
    await issueCertificationByHand({ user: user.id, course: owd.id, issued_on: new Date().toISOString().slice(0, 10), reason: "bench:offline" }, { actorId: adminId }, "en");
    const logCodes: string[] = [];
    for (const course of ["AOWD", "EAN"]) logCodes.push((await enrollStudent(instructorId, { email, course }, "en")).log_code);
    const latest = await db.diveLog.findFirstOrThrow({ where: { userId: user.id }, orderBy: [{ date: "desc" }, { id: "desc" }], select: { id: true } });
    return { email, diveId: latest.id, logCodes };
  } finally {
    await closeDb();
    await rm(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// The phone

/** A browser context as Lighthouse's mobile emulation: screen, touch and user agent. */
const phoneContext = (b: Browser, serviceWorkers: "allow" | "block") =>
  b.newContext({
    baseURL: BASE,
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: PHONE.mobile,
    hasTouch: true,
    userAgent: userAgents.mobile,
    serviceWorkers,
  });

async function throttleCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return cdp;
}

async function signIn(page: Page, email: string) {
  await page.goto("/login?next=%2Fdashboard");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === "/dashboard", { timeout: 60_000 });
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined | false>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

type Store = { entries: number; bytes: number };
type Kept = {
  account: Store & { pages: number; images: number; pageBytes: number; imageBytes: number; pageHtmlBytes: number };
  precache: Store;
  shared: Store;
  indexedDbBytes: number | null;
  cacheStorageBytes: number | null;
  usageBytes: number;
};

/** Everything this origin keeps on the device, read in the page. */
const measureKept = (page: Page, list: KeepList): Promise<Kept> =>
  page.evaluate(async ({ account, images }) => {
    const imageUrls = new Set(images.map((u) => new URL(u, location.origin).href));
    const out = {
      account: { entries: 0, bytes: 0, pages: 0, images: 0, pageBytes: 0, imageBytes: 0, pageHtmlBytes: 0 },
      precache: { entries: 0, bytes: 0 },
      shared: { entries: 0, bytes: 0 },
    };
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      const kind = name.startsWith("divecert-account-") && name.endsWith(`-${account}`) ? "account" : name.includes("precache") ? "precache" : name.startsWith("divecert-shared-") ? "shared" : null;
      if (!kind) continue;
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const size = response ? (await response.blob()).size : 0;
        out[kind].entries++;
        out[kind].bytes += size;
        if (kind === "account") {
          if (imageUrls.has(request.url)) {
            out.account.images++;
            out.account.imageBytes += size;
          } else {
            out.account.pages++;
            out.account.pageBytes += size;
            // The worker stores a page's HTML gzipped (lib/offline/worker/stored-response.ts): its size as served too.
            const again = await cache.match(request);
            const gzipped = again?.headers.get("x-divecert-stored-encoding") === "gzip" && again.body;
            out.account.pageHtmlBytes += gzipped ? (await new Response(again.body!.pipeThrough(new DecompressionStream("gzip"))).blob()).size : size;
          }
        }
      }
    }
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: Record<string, number> };
    return { ...out, indexedDbBytes: estimate.usageDetails?.indexedDB ?? null, cacheStorageBytes: estimate.usageDetails?.caches ?? null, usageBytes: estimate.usage ?? 0 };
  }, { account: list.account, images: list.entries.filter((e) => e.kind === "image").map((e) => e.url) });

// ---------------------------------------------------------------------------------------------
// Page loads

type Target = { name: string; path: string; selector: string };
type Load = { fcpMs: number; contentMs: number; fromWorker: boolean };

/**
 * Marks, in the page, the first frame in which the content's element is laid out (then painted).
 * A string, not a function: tsx compiles functions with esbuild's keepNames, whose __name helper
 * does not exist in the page.
 */
const watchContent = (selector: string) => `(() => {
  const frame = () => {
    const el = document.querySelector(${JSON.stringify(selector)});
    if (el && el.getBoundingClientRect().height > 0) window.__contentAt = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/** One cold load of `target` in a new page of `context`; the worker (if any) stopped first. */
async function loadOnce(context: BrowserContext, target: Target, o: { network?: typeof SLOW_4G; stopWorkers?: boolean }): Promise<Load> {
  const page = await context.newPage();
  try {
    const cdp = await throttleCpu(page);
    if (o.network) {
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: o.network.requestLatencyMs,
        downloadThroughput: (o.network.downloadThroughputKbps * 1024) / 8,
        uploadThroughput: (o.network.uploadThroughputKbps * 1024) / 8,
      });
    }
    if (o.stopWorkers) {
      await cdp.send("ServiceWorker.enable");
      await cdp.send("ServiceWorker.stopAllWorkers");
    }
    await page.addInitScript({ content: watchContent(target.selector) });
    await page.goto(target.path, { waitUntil: "load", timeout: 120_000 });
    const contentMs = await until(`the content of ${target.path}`, 60_000, () => page.evaluate(() => (window as unknown as { __contentAt?: number }).__contentAt)).catch(async (e: unknown) => {
      const seen = await page.evaluate(async (selector) => ({
        url: location.href,
        title: document.title,
        found: document.querySelectorAll(selector).length,
        height: document.querySelector(selector)?.getBoundingClientRect().height ?? null,
        visibility: document.visibilityState,
        frames: await Promise.race([new Promise((r) => requestAnimationFrame(() => r("a frame ran"))), new Promise((r) => setTimeout(() => r("no frame in 2 s"), 2000))]),
        watcher: "__contentAt" in window,
      }), target.selector);
      throw new Error(`${e instanceof Error ? e.message : String(e)}: ${JSON.stringify(seen)}`);
    });
    const paintMs = await until(`the first contentful paint of ${target.path}`, 30_000, () =>
      page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime),
    );
    const fromWorker = await page.evaluate(() => ((performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.workerStart ?? 0) > 0);
    // The content's frame is painted no earlier than the first contentful paint.
    return { fcpMs: paintMs, contentMs: Math.max(contentMs, paintMs), fromWorker };
  } finally {
    await page.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// ---------------------------------------------------------------------------------------------

async function main() {
  const load0 = os.loadavg();
  log(`Load average at start: ${load0.map((l) => l.toFixed(2)).join(", ")} on ${os.cpus().length} cores.`);
  if (!existsSync(path.join(ROOT, "public", "sw.js"))) {
    throw new Error("public/sw.js is missing: build the app with its service worker first (`npm run build`, or `npx tsx scripts/build-sw.ts` after `next build`)");
  }
  const { served, found } = await demoBuildAndDatabase(SNAPSHOT, DB_NAME, URL_, () => (created = true), async (db) => ({
    admin: await db.user.findUniqueOrThrow({ where: { email: "admin@example.com" }, select: { id: true } }),
    instructor: await db.user.findUniqueOrThrow({ where: { email: "instructor@example.com" }, select: { id: true } }),
  }));
  let t = performance.now();
  const seeded = await seedDiver(found.admin.id, found.instructor.id);
  log(`Seeded ${seeded.email}: ${DIVES} dives with profiles, an OWD certification, course logs ${seeded.logCodes.join(", ")} (${((performance.now() - t) / 1000).toFixed(1)} s).`);

  const { signAccessToken } = await import("@/lib/auth/jwt");
  const { token } = await signAccessToken(found.admin.id);
  await assertPortFree(PORT);
  server = startNext("next", SNAPSHOT, PORT, { env: SERVER_ENV, echoStderr: true });
  await waitReady(server, `${BASE}/api/v1/profile`, token, { maxServerErrors: 20 });
  log(`Serving build ${served} on ${BASE}.`);

  browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"] });

  // (a) Sign in on the phone, the worker installs (precache), the dashboard asks for the keep run.
  const phone = await phoneContext(browser, "allow");
  const page = await phone.newPage();
  await throttleCpu(page);
  // The worker's keep-progress messages, timed in the page (a string: see watchContent).
  await page.addInitScript({
    content: `window.__keep = []; navigator.serviceWorker?.addEventListener("message", (event) => {
      if (event.data?.type === "keep-progress") window.__keep.push({ at: performance.timeOrigin + performance.now(), done: event.data.done ?? 0, total: event.data.total ?? 0 });
    });`,
  });
  t = Date.now();
  await signIn(page, seeded.email);
  const signedInAt = Date.now();
  // The worker's registration active (installed: its precache filled). The page that registered it
  // may stay uncontrolled (it loaded before the worker); the keeper asks the registration's worker.
  const workerActiveAt = await until("the service worker to be active", 120_000, async () =>
    (await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === "activated")) ? Date.now() : undefined,
  );
  const listRes = await page.request.get("/offline/keep", { headers: { accept: "application/json" } });
  if (listRes.status() !== 200) throw new Error(`GET /offline/keep answered ${listRes.status()}: ${(await listRes.text()).slice(0, 300)}`);
  const list = (await listRes.json()).data as KeepList;
  const keptAt = await until(`the keep run (${list.entries.length} entries)`, 600_000, async () => ((await missingFromCache(page, list.account, list.entries.map((e) => e.url))).length === 0 ? Date.now() : undefined));
  const progress = await page.evaluate(() => (window as unknown as { __keep: { at: number; done: number; total: number }[] }).__keep);
  const keepRunMs = progress.length >= 2 ? Math.round(progress[progress.length - 1]!.at - progress[0]!.at) : null;
  const kept = await measureKept(page, list);
  const pageControlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  const timing = {
    signInMs: signedInAt - t,
    /** From opening the sign-in page (which registers the worker) until it is active (its precache filled). */
    workerActiveAfterLoginPageMs: workerActiveAt - t,
    keptAfterSignInMs: keptAt - signedInAt,
    keepRunMs,
    keepProgressMessages: progress.length,
    /** Whether the page that registered the worker was claimed by it (clientsClaim). */
    pageControlled,
  };
  await page.close();
  const cookies = await phone.cookies();

  // (b) Online over slow 4G (service workers blocked), then offline (server stopped, context offline).
  const targets: Target[] = [
    { name: "/dashboard", path: "/dashboard", selector: "main h1" },
    // At a phone's width the dives are a list of cards (the table is for md and up).
    { name: "/logbook", path: "/logbook", selector: "main ul.md\\:hidden > li" },
    { name: "a dive's page", path: `/logbook/${seeded.diveId}`, selector: '[data-testid="profile-chart"] svg' },
  ];
  const online = await phoneContext(browser, "block");
  await online.addCookies(cookies);
  const loads: { target: string; mode: "offline" | "online"; runs: Load[] }[] = [];
  for (const target of targets) {
    await loadOnce(online, target, { network: SLOW_4G }); // warms the HTTP cache (static files), not counted
    const runs: Load[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(online, target, { network: SLOW_4G }));
    loads.push({ target: target.name, mode: "online", runs });
  }
  await online.close();

  await stop(server);
  server = undefined;
  await phone.setOffline(true);
  for (const target of targets) {
    const runs: Load[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(phone, target, { stopWorkers: true }));
    if (runs.some((r) => !r.fromWorker)) throw new Error(`${target.path} offline was not answered by the service worker`);
    loads.push({ target: target.name, mode: "offline", runs });
  }
  await phone.close();

  const kb = (b: number | null) => (b === null ? "n/a" : `${(b / 1024).toFixed(0)} KiB`);
  log("");
  log(`Kept on the device for ${DIVES} dives and ${seeded.logCodes.length} course logs (keep list: ${list.entries.length} entries):`);
  log(textTable(["store", "entries", "bytes"], [
    ["account cache: pages (stored gzipped)", String(kept.account.pages), kb(kept.account.pageBytes)],
    ["  the same pages as HTML (served)", "", kb(kept.account.pageHtmlBytes)],
    ["account cache: images", String(kept.account.images), kb(kept.account.imageBytes)],
    ["precache (static files)", String(kept.precache.entries), kb(kept.precache.bytes)],
    ["shared cache (offline page)", String(kept.shared.entries), kb(kept.shared.bytes)],
    ["IndexedDB (storage.estimate)", "", kb(kept.indexedDbBytes)],
    ["CacheStorage (storage.estimate)", "", kb(kept.cacheStorageBytes)],
    ["origin total (storage.estimate)", "", kb(kept.usageBytes)],
  ], 1));
  log(`Sign-in ${timing.signInMs} ms; worker active ${timing.workerActiveAfterLoginPageMs} ms after the sign-in page opened; every entry kept ${timing.keptAfterSignInMs} ms after (keep run ${timing.keepRunMs ?? "n/a"} ms from its first progress message to its last).`);
  log("");
  const rows = loads.map((l) => ({
    target: l.target, mode: l.mode,
    fcpMs: Math.round(median(l.runs.map((r) => r.fcpMs))), contentMs: Math.round(median(l.runs.map((r) => r.contentMs))),
    fromWorker: l.runs.every((r) => r.fromWorker),
  }));
  log(`Median of ${RUNS} run(s), mobile emulation, CPU ${CPU_SLOWDOWN}×; online over slow 4G (${SLOW_4G.requestLatencyMs} ms, ${Math.round(SLOW_4G.downloadThroughputKbps)} Kbps down):`);
  log(textTable(["page", "mode", "FCP ms", "content ms"], rows.map((r) => [r.target, r.mode, String(r.fcpMs), String(r.contentMs)]), 2));
  const load1 = os.loadavg();
  log(`Load average at end: ${load1.map((l) => l.toFixed(2)).join(", ")}.`);

  if (smoke) {
    const numbers = [kept.account.bytes, kept.precache.bytes, kept.usageBytes, timing.keptAfterSignInMs, ...rows.flatMap((r) => [r.fcpMs, r.contentMs])];
    if (kept.account.pages === 0 || numbers.some((n) => !Number.isFinite(n) || n < 0)) throw new Error(`smoke: a figure is missing: ${JSON.stringify({ kept, timing, rows })}`);
    if (rows.filter((r) => r.mode === "offline").length !== targets.length) throw new Error("smoke: an offline page did not render");
  }
  writeResult("offline", {
    at: new Date().toISOString(), build: served, commit: gitHead(), loadavg: { start: load0, end: load1 }, cores: os.cpus().length,
    dives: DIVES, courseLogs: seeded.logCodes.length, runs: RUNS,
    emulation: { screen: PHONE, userAgent: userAgents.mobile, cpuSlowdown: CPU_SLOWDOWN, network: SLOW_4G },
    keepList: { entries: list.entries.length, pages: list.entries.filter((e) => e.kind === "page").length, images: list.entries.filter((e) => e.kind === "image").length },
    kept, timing, rows, loads,
  });
}

await runMain(main, cleanup, () => (server ? `\n--- server output ---\n${server.output.join("").slice(-4000)}\n` : ""));
