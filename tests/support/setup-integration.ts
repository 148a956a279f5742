import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { closeDb, useDb } from "@/lib/db/client";
import { stopJobQueue } from "@/lib/jobs/boss";
import { parseEnv, setEnvForTests } from "@/lib/env";
import { createTestDatabase } from "@/tests/support/database";
import { finishProbe, startProbe } from "@/tests/support/engine-probe";

setEnvForTests(
  parseEnv({
    NODE_ENV: "test",
    APP_URL: "http://localhost:3000",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "divecert-test-")),
    AUTH_SECRET: "test-secret-0123456789-abcdefghijklmnopqrstuvwxyz",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    SEED_DEMO: "0",
  }),
);

let file = "";
let engine: "pglite" | "postgres" = "pglite";

beforeAll(async ({}, suite) => {
  file = (suite as { file?: { filepath?: string } }).file?.filepath ?? "";
  startProbe();
  const { db, close, factory, raw, kind } = await createTestDatabase();
  engine = kind;
  useDb(db, close, factory, raw);
});

afterAll(async () => {
  // A test that touched the job queue leaves it polling: stop it before its database goes.
  await stopJobQueue(1_000);
  await closeDb();
  // Whether this file belongs to the engine-dependent set, and what it ran (engine-probe.ts).
  finishProbe(file, engine);
});
