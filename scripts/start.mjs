// `npm start`: build when needed, bring the database up to date (and seed the demo), then serve
// with scripts/server.mjs.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function buildIsStale() {
  const id = path.join(root, ".next", "BUILD_ID");
  if (!existsSync(id)) return true;
  const built = statSync(id).mtimeMs;
  return ["app", "components", "lib", "public", "generated"].some((d) => existsSync(path.join(root, d)) && newestSource(path.join(root, d)) > built);
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
run(bin("tsx"), ["scripts/prepare-db.ts"]);

process.env.NEXT_TELEMETRY_DISABLED = "1";
// Served in this process, so SIGTERM reaches the server's graceful shutdown directly.
await import("./server.mjs");
