import { spawn, type ChildProcess, type ChildProcessByStdio } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "@/tests/support/pg-cluster";
import { request, waitFor } from "@/tests/ops/support/http";
import { bearer, login } from "@/tests/ops/support/session";

// `npm start` as a newcomer runs it: no DATABASE_URL, so embedded PGlite in a fresh data folder,
// migrated and seeded by the start itself, its secrets generated into that folder, the demo
// logins printed; then stopped with SIGTERM and started again on the same folder, which keeps
// everything and applies no migration twice. (The e2e tier runs against PostgreSQL in CI; this is
// the embedded start's own test, on the build scripts/test-ops.sh makes.)

const ROOT = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "divecert-embedded-"));
let child: ChildProcess | undefined;

type Started = { url: string; output: () => string; stop: () => Promise<number | null> };

async function start(): Promise<Started> {
  const port = await freePort();
  const { PATH, HOME, LANG } = process.env;
  let output = "";
  const proc: ChildProcessByStdio<null, Readable, Readable> = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    // Nothing of the test runner's settings (no NODE_ENV either): what a fresh shell has.
    env: { PATH, HOME, LANG, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "warn" } as Record<string, string | undefined> as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child = proc;
  proc.stdout.on("data", (c: Buffer) => (output += c.toString("utf8")));
  proc.stderr.on("data", (c: Buffer) => (output += c.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => proc.on("exit", (code: number | null) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  await Promise.race([
    waitFor("the embedded start", () => request(`${url}/api/v1/health`, { timeoutMs: 5_000 }), (r) => r.status === 200, 240_000),
    exited.then((code) => {
      throw new Error(`npm start exited (${code}) before serving:\n${output.slice(-2_000)}`);
    }),
  ]);
  return {
    url,
    output: () => output,
    stop: async () => {
      proc.kill("SIGTERM");
      const code = await exited;
      child = undefined;
      return code;
    },
  };
}

afterAll(() => {
  child?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm start without DATABASE_URL (embedded PGlite)", () => {
  it("migrates, seeds the demo, prints its logins, serves pages and the API, and starts again on the same data", async () => {
    const first = await start();
    expect(first.output()).toMatch(/Database: embedded PGlite in .*, \d+ migration\(s\) applied\./);
    expect(first.output()).toContain("Demo logins:");
    expect(first.output()).toContain("diver@example.com");
    // Its own secrets, in the data folder, never in the repository.
    expect(existsSync(path.join(dataDir, "auth-secret"))).toBe(true);

    const token = await login(first.url);
    const dives = await request(`${first.url}/api/v1/diver/dive-logs`, { headers: bearer(token) });
    expect(dives.status, dives.text).toBe(200);
    const total = dives.json.data.total as number;
    expect(total).toBeGreaterThan(0);
    const home = await request(`${first.url}/`);
    expect(home.status).toBe(200);
    expect(String(home.headers["content-type"])).toContain("text/html");
    expect(await first.stop()).toBe(0);

    const second = await start();
    expect(second.output()).toMatch(/0 migration\(s\) applied\./);
    const again = await request(`${second.url}/api/v1/diver/dive-logs`, { headers: bearer(await login(second.url)) });
    expect(again.status).toBe(200);
    expect(again.json.data.total).toBe(total);
    expect(await second.stop()).toBe(0);
  }, 600_000);
});
