import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// Both projects run against `npm start` (next start on a fresh embedded database, demo data seeded).
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.BASE_URL ?? `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "divecert-e2e-"));

export default defineConfig({
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // A worker per core and one more (a test waits on the server and the page about a third of its
  // time), E2E_WORKERS to choose.
  workers: Number(process.env.E2E_WORKERS) || os.availableParallelism() + 1,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  outputDir: "test-results/artifacts",
  use: {
    baseURL,
    // A failed test keeps its trace: every action's DOM snapshot, the network, the console and the
    // sources, and its screenshot (below). Not the screencast (a JPEG frame of every repaint, sent
    // over the protocol for every test and thrown away when it passes): about a quarter of the
    // browsers' and workers' CPU on the same tests (decision 0048). E2E_TRACE=full records it again.
    trace: process.env.E2E_TRACE === "full" ? "retain-on-failure" : { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
    screenshot: "only-on-failure",
    // The offline web app's service worker (decision 0049) stays out of every spec but the offline
    // one (e2e/ui/offline.spec.ts opts in with serviceWorkers: "allow"): the others neither wait on
    // its install and keep runs nor have their pages answered by it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run",
      ],
    },
  },
  projects: [
    // The seeded administrator's second factor (issue 23), before either suite.
    { name: "setup", testDir: "e2e/setup", testMatch: /.*\.setup\.ts/ },
    { name: "api", testDir: "e2e/api", dependencies: ["setup"] },
    { name: "ui", testDir: "e2e/ui", dependencies: ["setup"], use: { viewport: { width: 1280, height: 900 } } },
  ],
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: "node scripts/start.mjs",
        url: `${baseURL}/api/v1/utility/countries/IT`,
        // A bound for a loaded CI machine (migrations and the demo seed on PGlite), not a wait.
        timeout: 600_000,
        reuseExistingServer: false,
        stdout: "pipe",
        env: {
          PORT: String(port),
          APP_URL: baseURL,
          DATA_DIR: dataDir,
          // Embedded PGlite unless scripts/test-e2e.sh hands over a fresh PostgreSQL database.
          DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
          SEED_DEMO: "1",
          LOG_LEVEL: "warn",
          // The suites log in far more often than a person would.
          RATE_LIMIT_MULTIPLIER: "20",
        },
      },
});
