import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname) };

// Integration files whose module graph must be their own: those that replace modules (vi.mock and
// friends), found by reading them, so a file added later lands in the right project by itself.
// Every other file shares its worker's modules with the files run before it (isolate: false).
const INTEGRATION_DIRS = ["tests/integration", "lib/db"];
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules|hoisted)\(/;
function testFiles(dir: string): string[] {
  return readdirSync(path.join(import.meta.dirname, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".test.ts"))
    .map((f) => path.posix.join(dir, f.split(path.sep).join("/")));
}
const isolatedIntegrationFiles = INTEGRATION_DIRS.flatMap(testFiles).filter((f) =>
  REPLACES_MODULES.test(readFileSync(path.join(import.meta.dirname, f), "utf8")),
);
const integration = (name: string, files: { include?: string[]; exclude?: string[] }, isolate: boolean) => ({
  resolve: { alias },
  test: {
    name,
    include: files.include ?? ["tests/integration/**/*.test.ts", "lib/db/**/*.test.ts"],
    exclude: ["node_modules/**", ...(files.exclude ?? [])],
    environment: "node",
    setupFiles: ["tests/support/setup-integration.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database: a worker per core, two at least (a worker waits on its
    // database about as long as it computes).
    maxWorkers: Math.max(2, os.availableParallelism()),
    // Shared: a worker keeps its modules from one file to the next (loading the app's module
    // graph again per file was a third of the tier's CPU); each file still gets its own database,
    // settings and data folder from the setup file, and restores any clock or spy it changes.
    isolate,
  },
});

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts"],
          exclude: ["lib/db/**", "node_modules/**"],
          environment: "node",
          // A bound for a hang, not a wait: some unit tests are CPU-bound (a PDF with a CJK font
          // subset takes ~1 s alone and over 5 s, vitest's default, when other work fills both
          // cores, as it does on the shared 2-core machines).
          testTimeout: 30_000,
        },
      },
      integration("integration", { exclude: isolatedIntegrationFiles }, false),
      integration("integration-isolated", { include: isolatedIntegrationFiles }, true),
      {
        resolve: { alias },
        test: {
          // npm test runs it last (scripts/test-ops.sh): real processes, nginx, a private PostgreSQL.
          name: "ops",
          include: ["tests/ops/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Files one after the other: each starts its own stack of processes.
          fileParallelism: false,
        },
      },
    ],
  },
});
