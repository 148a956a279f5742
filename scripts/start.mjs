// `npm start`: build when needed, bring the database up to date (and seed the demo), then serve
// with scripts/server.mjs.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

// The service worker (decision 0049) is built from the app's build into public/: not a source.
const serviceWorker = path.join(root, "public", "sw.js");
const builtFiles = new Set([serviceWorker, `${serviceWorker}.map`]);

function newestSource(dir) {
  if (!existsSync(dir)) return 0;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (builtFiles.has(full)) continue;
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function buildIsStale() {
  const id = path.join(root, ".next", "BUILD_ID");
  if (!existsSync(id)) return true;
  const built = statSync(id).mtimeMs;
  return ["app", "components", "lib", "public", "generated"].some((d) => newestSource(path.join(root, d)) > built);
}

/** public/sw.js is missing, of another build (its BUILD_ID is compiled in), or older than its sources. */
function serviceWorkerIsStale() {
  if (!existsSync(serviceWorker)) return true;
  const buildId = readFileSync(path.join(root, ".next", "BUILD_ID"), "utf8").trim();
  if (!readFileSync(serviceWorker, "utf8").includes(buildId)) return true;
  const built = statSync(serviceWorker).mtimeMs;
  return ["lib/offline", "scripts/build-sw.ts"].some((p) => newestSource(path.join(root, p)) > built);
}

function run(cmd, args, extraEnv = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...extraEnv } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (!existsSync(path.join(root, "generated", "prisma", "client.ts"))) {
  run("npm", ["run", "prisma:generate", "--silent"]);
}
if (process.argv.includes("--rebuild") || buildIsStale()) {
  console.log("Building the app (first start or changed sources)...");
  run(bin("next"), ["build"], { NEXT_TELEMETRY_DISABLED: "1" });
}
if (serviceWorkerIsStale()) run(bin("tsx"), ["scripts/build-sw.ts"]);
run(bin("tsx"), ["scripts/prepare-db.ts"]);

process.env.NEXT_TELEMETRY_DISABLED = "1";
// Served in this process, so SIGTERM reaches the server's graceful shutdown directly.
await import("./server.mjs");
