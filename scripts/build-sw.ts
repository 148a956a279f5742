// The service worker of the offline web app (decision 0049), built after `next build`:
// esbuild bundles lib/offline/worker/sw.ts (a classic worker: one IIFE, the deployment's BUILD_ID
// compiled in), then @serwist/build's injectManifest writes public/sw.js with the precache list
// that @serwist/next's configuration globs (.next/static and public/, revisioned). Run by
// `npm run build`, scripts/start.mjs, the test tiers and the Docker image.
//
//   npx tsx scripts/build-sw.ts
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { injectManifest } from "@serwist/build";
import { serwist } from "@serwist/next/config";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const started = performance.now();
process.chdir(root);

const buildIdFile = path.join(root, ".next", "BUILD_ID");
let buildId: string;
try {
  buildId = readFileSync(buildIdFile, "utf8").trim();
} catch {
  console.error("build-sw: .next/BUILD_ID is missing; run `next build` first.");
  process.exit(1);
}

const swSrc = path.join(".next", "cache", "serwist", "sw.js");
const swDest = path.join("public", "sw.js");
mkdirSync(path.dirname(swSrc), { recursive: true });

await build({
  entryPoints: [path.join("lib", "offline", "worker", "sw.ts")],
  outfile: swSrc,
  bundle: true,
  format: "iife",
  platform: "browser",
  target: "es2022",
  minify: true,
  sourcemap: "linked",
  legalComments: "none",
  logLevel: "warning",
  define: { BUILD_ID: JSON.stringify(buildId), "process.env.NODE_ENV": JSON.stringify("production") },
});

// @serwist/next's options for a Next.js app (glob patterns of .next/static and public/, static
// chunks not cache-busted, the source and destination left out of the precache), minus what
// injectManifest does not take. Prerendered pages are never precached: every page is an account's.
const options = await serwist({ swSrc, swDest, precachePrerendered: false }, undefined, { cwd: root, isDev: false });
const { esbuildOptions: _esbuildOptions, ...injectOptions } = options as typeof options & { esbuildOptions?: unknown };
// Fonts (next/font's files under .next/static/media) so that a kept page looks the same offline.
injectOptions.globPatterns = injectOptions.globPatterns?.map((pattern: string) => pattern.replace(",webmanifest}", ",webmanifest,woff,woff2,ttf,otf}"));

const { count, size, warnings } = await injectManifest(injectOptions);
for (const warning of warnings) console.warn(`build-sw: ${warning}`);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`build-sw: ${swDest} for build ${buildId}: ${count} files precached, ${(size / 1024 / 1024).toFixed(2)} MB (${seconds} s)`);
