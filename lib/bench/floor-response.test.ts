import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GET } from "@/app/bench/floor/route";
import { parseEnv, setEnvForTests } from "@/lib/env";

const settings = (extra: Record<string, string>) =>
  setEnvForTests(parseEnv({ NODE_ENV: "production", AUTH_SECRET: "unit-secret-0123456789-abcdefghijklmnopqrstuvwxyz", DATABASE_URL: "postgresql://x@127.0.0.1/x", STRIPE_EMULATOR: "1", ...extra }));
afterAll(() => setEnvForTests(undefined));

describe("the benchmark floor route", () => {
  it("is a 404 unless the benchmark setting names a file", async () => {
    settings({});
    const res = await GET();
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: "error", message: "Not found." });
  });

  it("answers the file's bytes with the profile's headers when it does", async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "floor-")), "body.json");
    const body = JSON.stringify({ status: "success", success: true, message: "Profile retrieved.", data: { id: 1 } });
    writeFileSync(file, body);
    settings({ BENCH_FLOOR_FILE: file });
    const res = await GET();
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(body);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("etag")).toMatch(/^W\/"[\w-]+"$/);
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect((await GET()).headers.get("x-request-id")).not.toBe(res.headers.get("x-request-id"));
  });
});
