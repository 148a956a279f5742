import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request, waitFor } from "@/tests/ops/support/http";
import { bearer, login } from "@/tests/ops/support/session";
import { startStack, type Stack } from "@/tests/ops/support/stack";

// Failures under a steady, bounded loopback load: an instance restarted with SIGTERM, and
// PostgreSQL gone for 10 s. Nothing may be lost, written twice, hang, or answer 500.

const CONNECTIONS = 20;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let stack: Stack;
let token: string;
beforeAll(async () => {
  // Rate limits are not under test here; the load must not trip the per-user write limit.
  stack = await startStack({ RATE_LIMIT_MULTIPLIER: "100" });
  token = await login(stack.nginxUrl);
});
afterAll(async () => {
  await stack?.destroy();
});

// Socket errors seen by the load, by message, so a failure says what happened.
const socketErrors: string[] = [];
const load = (seconds: number) => {
  const run = autocannon({ url: `${stack.nginxUrl}/api/v1/profile`, connections: CONNECTIONS, duration: seconds, timeout: 10, headers: bearer(token) });
  run.on("reqError", (e: Error) => socketErrors.push(`${(e as NodeJS.ErrnoException).code ?? ""} ${e.message}`));
  return run;
};

const requestsTo = (logs: string[], since: number) => logs.slice(since).filter((l) => l.includes('"msg":"request"')).length;

describe("graceful restart under load", () => {
  it("loses no request when one instance gets SIGTERM, and the restarted one is back in rotation", async () => {
    const [one, two] = stack.instances;
    const running = load(20);
    // The load reaches both instances before one of them is stopped.
    await waitFor("both instances under load", async () => [requestsTo(one.logs, 0), requestsTo(two.logs, 0)], (n) => Math.min(...n) >= 50, 15_000);
    const started = Date.now();
    const code = await one.stop("SIGTERM");
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(12_000);
    expect(one.logs.some((l) => l.includes('"msg":"stopped"') && l.includes('"drained":true'))).toBe(true);
    // The other instance goes on serving the load meanwhile.
    const servedByTwo = requestsTo(two.logs, 0);
    await waitFor("the other instance keeps serving", async () => requestsTo(two.logs, 0), (n) => n > servedByTwo, 5_000);
    const before = one.logs.length;
    await one.start();
    const result = await running;
    expect(result.errors, `connection errors: ${socketErrors.join("; ")}`).toBe(0);
    expect(result.timeouts, "timeouts").toBe(0);
    expect(result.non2xx, `non-2xx: ${JSON.stringify(result.statusCodeStats)}`).toBe(0);
    expect(result["2xx"]).toBeGreaterThan(100);
    // nginx tries a failed server again after fail_timeout (5 s): round robin reaches it again.
    await waitFor(
      "the restarted instance serves through nginx",
      async () => {
        await Promise.all(Array.from({ length: 6 }, () => request(`${stack.nginxUrl}/api/v1/health`)));
        return requestsTo(one.logs, before);
      },
      (n) => n >= 3,
      10_000,
    );
  });
});

describe("PostgreSQL outage under load", () => {
  it("answers 503 with Retry-After while the database is away, and recovers within 10 s without losing a write", async () => {
    const marker = `ops-outage-${Date.now()}`;
    const created: number[] = [];
    const writeStatuses: number[] = [];
    let writing = true;
    // One paced writer: every 201 must be exactly one row afterwards, every other answer none.
    const writer = (async () => {
      for (let n = 0; writing; n += 1) {
        const res = await request(`${stack.nginxUrl}/api/v1/diver/dive-logs`, {
          body: { date: "2026-11-01", dive_time: 30 + (n % 60), location: `${marker}-${n}` },
          headers: bearer(token),
          timeoutMs: 12_000,
        }).catch((e: Error) => ({ status: 0, json: { error: e.message } }));
        writeStatuses.push(res.status);
        if (res.status === 201) created.push(n);
        await sleep(150); // pacing the writer, not waiting for anything
      }
    })();
    const running = load(26);
    // Writes and reads succeed before the outage.
    await waitFor("writes before the outage", async () => created.length, (n) => n >= 3, 15_000);
    stack.pg.stop();
    const stoppedAt = Date.now();
    await waitFor("a 503 through nginx", () => request(`${stack.nginxUrl}/api/v1/profile`, { headers: bearer(token), timeoutMs: 10_000 }), (r) => r.status === 503, 10_000);
    for (const base of [stack.nginxUrl, ...stack.instances.map((i) => i.url)]) {
      const profile = await request(`${base}/api/v1/profile`, { headers: bearer(token), timeoutMs: 10_000 });
      expect(profile.status, profile.text).toBe(503);
      expect(Number(profile.headers["retry-after"])).toBeGreaterThan(0);
      expect(profile.ms).toBeLessThan(8_000);
    }
    for (const instance of stack.instances) {
      const ready = await request(`${instance.url}/api/v1/ready`, { timeoutMs: 10_000 });
      expect(ready.status).toBe(503);
      expect(ready.headers["retry-after"]).toBeDefined();
      expect(ready.json).toMatchObject({ status: "error", database: "down" });
      expect((await request(`${instance.url}/api/v1/health`)).status).toBe(200);
    }
    // The outage itself lasts 10 s (what the test is about), then the database comes back.
    await sleep(Math.max(0, 10_000 - (Date.now() - stoppedAt)));
    stack.pg.start();
    const back = Date.now();
    for (const instance of stack.instances) {
      await waitFor(`${instance.name} serves again`, () => request(`${instance.url}/api/v1/profile`, { headers: bearer(token), timeoutMs: 5_000 }), (r) => r.status === 200, 10_000);
      expect((await request(`${instance.url}/api/v1/ready`)).status).toBe(200);
    }
    expect(Date.now() - back).toBeLessThan(10_000);
    const result = await running;
    writing = false;
    await writer;
    const codes = Object.keys(result.statusCodeStats).map(Number);
    const unhandled = stack.instances.flatMap((i) => i.logs).filter((l) => l.includes('"level":"error"'));
    expect(codes.filter((c) => c !== 200 && c !== 503), `${JSON.stringify(result.statusCodeStats)}\n${unhandled.slice(0, 5).join("\n")}`).toEqual([]);
    expect(result.statusCodeStats["503"]?.count ?? 0).toBeGreaterThan(0);
    expect(result.errors + result.timeouts, `connection errors and timeouts: ${socketErrors.join("; ")}`).toBe(0);
    expect(result.latency.max).toBeLessThan(10_000);
    expect(writeStatuses.filter((s) => s !== 201 && s !== 503), `${writeStatuses.join(",")}\n${unhandled.slice(0, 5).join("\n")}`).toEqual([]);
    expect(writeStatuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    const rows = await stack.sql<{ location: string }>("SELECT location FROM dive_logs WHERE location LIKE $1", [`${marker}-%`]);
    expect(rows.map((r) => Number(r.location.slice(marker.length + 1))).sort((a, b) => a - b)).toEqual(created);
  });
});
