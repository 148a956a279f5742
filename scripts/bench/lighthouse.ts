// npm run bench:lighthouse: Lighthouse (Debian's chromium) on the home, login, public verify and
// logbook pages, served by `next start` on PostgreSQL with the demo data (issue 13). Performance,
// accessibility and best-practices scores and the largest contentful paint, for Lighthouse's
// mobile defaults (simulated slow 4G, mid-range phone CPU) and its desktop preset. The logbook is
// read signed in: the demo diver's session cookie, taken from a real sign-in in chromium.
// Scores are not asserted anywhere (timings stay out of the tests); see docs/benchmarks.md.
// Writes bench-results/lighthouse.json. Needs the build and Debian's chromium (the npm script
// installs it when missing). BENCH_SMOKE=1 (common.ts): the signed-in logbook alone (so the
// sign-in still runs), desktop preset, one run.
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags } from "lighthouse";
import { chromium } from "@playwright/test";
import { assertPortFree, startNext, stop, waitReady, type Server } from "./app-server";
import { textTable } from "./autocannon-run";
import { databaseUrl, dropDatabaseQuietly } from "./bench-db";
import { demoBuildAndDatabase } from "./demo-build";
import { ADMIN_URL, applyServerEnv, gitHead, log, onCleanup, ROOT, runMain, sized, writeResult } from "./common";

const DB_NAME = "divecert_bench_lighthouse";
const PORT = 3930;
const BASE = `http://127.0.0.1:${PORT}`;
const URL_ = databaseUrl(ADMIN_URL, DB_NAME);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SNAPSHOT = path.join(ROOT, "bench-results", "lighthouse-app");
const SERVER_ENV = applyServerEnv(URL_, BASE);

let server: Server | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
let created = false;
const cleanup = onCleanup(async () => {
  await chrome?.kill();
  await stop(server);
  if (created) await dropDatabaseQuietly(ADMIN_URL, DB_NAME);
});

/** The demo diver's session cookie, from signing in on the login page. */
async function sessionCookie(): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox"] });
  try {
    const page = await browser.newPage();
    await page.goto(`${BASE}/login?next=%2Fdashboard`);
    await page.locator('input[name="email"]').fill("diver@example.com");
    await page.locator('input[name="password"]').fill("DiveCert!2026");
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === "/dashboard", { timeout: 60_000 });
    const cookies = await page.context().cookies();
    return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  } finally {
    await browser.close();
  }
}

type Row = { page: string; form: string; performance: number; accessibility: number; bestPractices: number; lcpMs: number };

async function main() {
  log(`Load average (1 min) at start: ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores.`);
  const { served, found: diver } = await demoBuildAndDatabase(SNAPSHOT, DB_NAME, URL_, () => (created = true), (db) =>
    db.user.findUniqueOrThrow({ where: { email: "diver@example.com" }, select: { id: true, memberId: true } }),
  );
  const { signAccessToken } = await import("@/lib/auth/jwt");
  const { token } = await signAccessToken(diver.id);

  await assertPortFree(PORT);
  server = startNext("next", SNAPSHOT, PORT, { env: SERVER_ENV, echoStderr: true });
  await waitReady(server, `${BASE}/api/v1/profile`, token, { maxServerErrors: 20 });
  log(`Serving build ${served}.`);
  const cookie = await sessionCookie();

  type Page = { name: string; path: string; cookie?: string };
  const logbook: Page = { name: "logbook (signed in)", path: "/logbook", cookie };
  const pages = sized<Page[]>(
    [{ name: "home", path: "/" }, { name: "login", path: "/login" }, { name: "public verify", path: `/verify/${diver.memberId}` }, logbook],
    [logbook],
  );
  const forms = sized<readonly ("mobile" | "desktop")[]>(["mobile", "desktop"], ["desktop"]);
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"] });
  const rows: Row[] = [];
  for (const form of forms) {
    for (const p of pages) {
      // Warm the route once (the first request of a page compiles nothing, but fills caches).
      await fetch(`${BASE}${p.path}`, { headers: p.cookie ? { cookie: p.cookie } : {} });
      const flags: Flags = {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices"],
        ...(p.cookie ? { extraHeaders: { Cookie: p.cookie } } : {}),
      };
      const result = await lighthouse(`${BASE}${p.path}`, flags, form === "desktop" ? desktopConfig : undefined);
      if (!result) throw new Error(`no Lighthouse result for ${p.path}`);
      if (result.lhr.runtimeError) throw new Error(`Lighthouse could not audit ${p.path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      rows.push({
        page: p.name, form,
        performance: score("performance"), accessibility: score("accessibility"), bestPractices: score("best-practices"),
        lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? NaN),
      });
      const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary").map((a) => a.id);
      if (failing.length) log(`  ${p.name} (${form}) failing audits: ${failing.join(", ")}`);
    }
  }
  log("");
  log(textTable(["page", "form factor", "performance", "accessibility", "best practices", "LCP ms"],
    rows.map((r) => [r.page, r.form, String(r.performance), String(r.accessibility), String(r.bestPractices), String(r.lcpMs)]), 2));
  log(`Load average (1 min) at end: ${os.loadavg()[0]!.toFixed(2)}.`);
  writeResult("lighthouse", { at: new Date().toISOString(), build: served, commit: gitHead(), rows });
}

await runMain(main, cleanup);
