import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname) };

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
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts", "lib/db/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/setup-integration.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database: a worker per core, two at least (a worker waits on
          // its database about as long as it computes).
          maxWorkers: Math.max(2, os.availableParallelism()),
        },
      },
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
