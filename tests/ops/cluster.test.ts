import { spawn } from "node:child_process";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS, request, waitFor } from "@/tests/ops/support/http";
import { bearer, login } from "@/tests/ops/support/session";
import { AUTH_SECRET, startStack, WEBHOOK_SECRET, type Stack } from "@/tests/ops/support/stack";
import { freePort } from "@/tests/support/pg-cluster";

// Two instances on one PostgreSQL behind nginx: state that must be shared is shared, and the
// proxy does what deploy/nginx/divecert.conf promises.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.destroy();
});

describe("two instances, one database", () => {
  it("migrated once although two migrate steps raced", async () => {
    const rows = await stack.sql<{ migration_name: string; n: string }>(
      "SELECT migration_name, count(*) AS n FROM _prisma_migrations GROUP BY migration_name",
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => Number(r.n) === 1)).toBe(true);
    for (const i of stack.instances) {
      const ready = await request(`${i.url}/api/v1/ready`);
      expect(ready.status).toBe(200);
      expect(ready.json.data).toEqual({
        database: "up",
        migrations: { applied: rows.length, pending: [] },
        // Both instances read the one queue on the shared database.
        jobs: { waiting: expect.any(Number), failed: expect.any(Number), oldest_waiting_seconds: expect.any(Number) },
      });
    }
  });

  it("refuses on instance 2 a token revoked through instance 1", async () => {
    const [one, two] = stack.instances;
    const token = await login(one.url);
    expect((await request(`${two.url}/api/v1/profile`, { headers: bearer(token) })).status).toBe(200);
    expect((await request(`${one.url}/api/v1/auth/logout`, { method: "POST", headers: bearer(token) })).status).toBe(200);
    const refused = await request(`${two.url}/api/v1/profile`, { headers: bearer(token) });
    expect(refused.status).toBe(401);
    expect(refused.json.message).toBe("Unauthenticated.");
  });

  it("counts one rate limit across both instances, and a forged X-Forwarded-For does not dodge it", async () => {
    const [one, two] = stack.instances;
    const search = (base: string, n: number) =>
      request(`${base}/api/v1/search/dive-centers`, {
        body: { name: "x" },
        // Even posing as the trusted proxy: the servers replace this header with the socket's peer.
        headers: { "x-forwarded-for": `198.51.100.${n % 250}`, "x-divecert-peer": "127.0.0.2" },
      });
    // 60 a minute per address (contract): 20 through nginx, 20 straight to each instance, each
    // with a different forged address, all from one real client address.
    const statuses: number[] = [];
    for (let n = 0; n < 60; n += 1) statuses.push((await search([stack.nginxUrl, one.url, two.url][n % 3]!, n)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const over = await Promise.all([search(one.url, 61), search(two.url, 62), search(stack.nginxUrl, 63)]);
    expect(over.map((r) => r.status)).toEqual([429, 429, 429]);
    expect(Number(over[2]!.headers["retry-after"])).toBeGreaterThan(0);
    const buckets = await stack.sql<{ key: string; count: number }>("SELECT key, count FROM rate_limit_buckets WHERE key LIKE 'search:%'");
    expect(buckets).toEqual([{ key: `search:${CLIENT_ADDRESS}`, count: 63 }]);
  });

  it("activates one course when the same Stripe webhook reaches both instances at once", async () => {
    const [one, two] = stack.instances;
    const token = await login(stack.nginxUrl);
    const courses = await request(`${stack.nginxUrl}/api/v1/diver/store/courses`, { headers: bearer(token) });
    expect(courses.status).toBe(200);
    const course = courses.json.data.find((c: { price: number }) => c.price > 0);
    expect(course, "a purchasable demo course").toBeDefined();
    const checkout = await request(`${stack.nginxUrl}/api/v1/diver/store/courses/${course.id}/checkout`, { body: { currency: "USD" }, headers: bearer(token) });
    expect(checkout.status, checkout.text).toBe(200);
    const { order_id, payment_intent_id, amount, currency } = checkout.json.data;
    const event = {
      id: `evt_ops_${Date.now()}`, object: "event", type: "payment_intent.succeeded", created: Math.floor(Date.now() / 1000),
      livemode: false, api_version: "2025-01-01", pending_webhooks: 1, request: { id: null, idempotency_key: null },
      data: { object: { id: payment_intent_id, object: "payment_intent", amount, amount_received: amount, currency: String(currency).toLowerCase(), status: "succeeded", metadata: { order_id: String(order_id) } } },
    };
    const payload = JSON.stringify(event);
    const signature = new Stripe("sk_test_unused").webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const send = (base: string) => request(`${base}/api/v1/webhooks/stripe`, { body: payload, headers: { "stripe-signature": signature } });
    const answers = await Promise.all([send(one.url), send(two.url), send(one.url), send(two.url)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const [order] = await stack.sql<{ status: string; student_id: number; course_id: number }>("SELECT status, student_id, course_id FROM orders WHERE id = $1", [order_id]);
    expect(order!.status).toBe("paid");
    const logs = await stack.sql<{ n: string }>("SELECT count(*) AS n FROM course_logs WHERE user_id = $1 AND course_id = $2", [order!.student_id, order!.course_id]);
    expect(Number(logs[0]!.n)).toBe(1);
    const events = await stack.sql<{ n: string }>("SELECT count(*) AS n FROM payment_events WHERE id = $1", [event.id]);
    expect(Number(events[0]!.n)).toBe(1);
  });
});

describe("nginx in front", () => {
  it("gzips JSON once, and it inflates to the document an instance sends", async () => {
    const path = "/api/v1/utility/countries";
    const zipped = await request(`${stack.nginxUrl}${path}`, { headers: { "accept-encoding": "gzip" } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(String(zipped.headers["vary"])).toMatch(/accept-encoding/i);
    // Asked directly, an instance compresses by itself (scripts/server.mjs)...
    const direct = await request(`${stack.instances[0].url}${path}`, { headers: { "accept-encoding": "gzip" } });
    expect(direct.headers["content-encoding"]).toBe("gzip");
    const plain = await request(`${stack.instances[0].url}${path}`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    // ...but behind nginx it is not asked to (Accept-Encoding is removed upstream), so the answer
    // is compressed once: one inflation gives the JSON.
    const inflated = gunzipSync(zipped.body);
    expect(inflated.length).toBeGreaterThan(zipped.body.length * 2);
    expect(JSON.parse(inflated.toString("utf8"))).toEqual(plain.json);
    expect(JSON.parse(gunzipSync(direct.body).toString("utf8"))).toEqual(plain.json);
  });

  it("carries one request id through nginx and the app, in both logs and the answer", async () => {
    const id = `ops-trace-${Date.now()}`;
    const res = await request(`${stack.nginxUrl}/api/v1/utility/countries/IT`, { headers: { "x-request-id": id } });
    expect(res.status).toBe(200);
    expect(res.headers["x-request-id"]).toBe(id);
    // nginx and the instance write their log lines once the answer is out: wait for them (not for
    // a fixed time), then look.
    const proxyLine = await waitFor("nginx's access log line", async () => stack.nginxLog().map((l) => JSON.parse(l)).find((l) => l.request_id === id), (l) => l !== undefined, 10_000);
    expect(proxyLine).toMatchObject({ status: 200, uri: "/api/v1/utility/countries/IT", remote_addr: CLIENT_ADDRESS });
    const appLines = (): Record<string, unknown>[] => stack.instances.flatMap((i) => i.logs).map((l) => JSON.parse(l) as Record<string, unknown>);
    await waitFor("the instance's request line", async () => appLines().filter((l) => l.request_id === id && l.msg === "request"), (lines) => lines.length > 0, 10_000);
    // Structured logs: every line the instances wrote so far is one JSON object.
    const all = appLines();
    expect(all.filter((l) => l.request_id === id)).toContainEqual(expect.objectContaining({ msg: "request", status: 200, path: "/api/v1/utility/countries/IT" }));
    // Lines the services write while serving (the webhook test above) name their request too.
    const served = new Set(all.filter((l) => l.msg === "request").map((l) => l.request_id));
    const webhookLines = all.filter((l) => l.msg === "stripe webhook");
    expect(webhookLines.length).toBeGreaterThanOrEqual(4);
    for (const line of webhookLines) expect(served.has(line.request_id), JSON.stringify(line)).toBe(true);
    // A fresh id when the client sends none (or a malformed one), the same on both sides.
    const fresh = await request(`${stack.nginxUrl}/api/v1/health`, { headers: { "x-request-id": "bad id!" } });
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
  });

  it("limits bodies to 1 MiB, 10 MiB for document uploads, 8 MiB for sync batches, with the JSON error envelope", async () => {
    const big = Buffer.alloc(2 * 1024 * 1024, 0x61);
    const refused = await request(`${stack.nginxUrl}/api/v1/auth/login`, { body: big });
    expect(refused.status).toBe(413);
    expect(refused.json).toEqual({ status: "error", message: "The request body is too large." });
    const upload = await request(`${stack.nginxUrl}/api/v1/diver/documents`, { body: Buffer.alloc(5 * 1024 * 1024, 0x61), headers: { "content-type": "application/pdf" } });
    expect(upload.status).not.toBe(413);
    expect(upload.json.status).toBe("error");
    // 10 MiB plus multipart framing (11m in nginx): 12 MiB is refused there, on both upload paths.
    const tooBig = await request(`${stack.nginxUrl}/api/v1/diver/documents`, { body: Buffer.alloc(12 * 1024 * 1024, 0x61) });
    expect(tooBig.status).toBe(413);
    const tooBigForm = await request(`${stack.nginxUrl}/documents/upload`, { body: Buffer.alloc(12 * 1024 * 1024, 0x61) });
    expect(tooBigForm.status).toBe(413);
    // Sync batches up to 8 MiB pass nginx (the app answers), larger ones do not.
    const batch = await request(`${stack.nginxUrl}/api/v1/sync/upload`, { body: Buffer.alloc(2 * 1024 * 1024, 0x61), headers: { "content-type": "application/json" } });
    expect(batch.status).not.toBe(413);
    const tooBigBatch = await request(`${stack.nginxUrl}/api/v1/sync/upload`, { body: Buffer.alloc(9 * 1024 * 1024, 0x61) });
    expect(tooBigBatch.status).toBe(413);
  });

  it("sends the security headers on pages, a fresh script nonce each time, and no HSTS for an http APP_URL", async () => {
    const page = await request(`${stack.nginxUrl}/login`);
    expect(page.status).toBe(200);
    const policy = String(page.headers["content-security-policy"]);
    expect(policy).toMatch(/default-src 'self'/);
    expect(policy).toMatch(/frame-ancestors 'none'/);
    const scripts = policy.split(/;\s*/).find((d) => d.startsWith("script-src "));
    expect(scripts).toMatch(/ 'nonce-[A-Za-z0-9+/]+={0,2}' 'strict-dynamic'/);
    expect(scripts).not.toMatch(/'unsafe-(inline|eval)'/);
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(page.headers["permissions-policy"]).toMatch(/camera=\(\)/);
    // Through nginx too, each answer is rendered for its request: never a cached nonce.
    const again = await request(`${stack.nginxUrl}/login`);
    expect(again.headers["content-security-policy"]).not.toBe(policy);
    // HSTS follows APP_URL (http:// here), not a header a client could forge.
    expect(page.headers["strict-transport-security"]).toBeUndefined();
    const forged = await request(`${stack.instances[1].url}/login`, { headers: { "x-forwarded-proto": "https" } });
    expect(forged.headers["strict-transport-security"]).toBeUndefined();
  });
});

/** Runs a command to its exit (killed after boundMs, a bound for a hang), with its output. */
function runToExit(command: string, args: string[], env: NodeJS.ProcessEnv, boundMs: number): Promise<{ code: number | null; output: string; killed: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: path.resolve(import.meta.dirname, "../.."), env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    for (const s of [child.stdout, child.stderr]) s.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      child.kill("SIGKILL");
    }, boundMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output, killed });
    });
  });
}

describe("a server install without STRIPE_SECRET_KEY (issue 35)", () => {
  // What deploy/compose.yaml gave before: DATABASE_URL and AUTH_SECRET, the Stripe settings empty.
  const settings = async () => {
    const { PATH, HOME, LANG } = process.env;
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { PATH, HOME, LANG, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", AUTH_SECRET, DATABASE_URL: stack.pg.url, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "info", STRIPE_SECRET_KEY: "", STRIPE_PUBLISHABLE_KEY: "" };
    return { env, port };
  };
  const namesTheSettings = (output: string) => {
    expect(output).toContain("STRIPE_SECRET_KEY is required when DATABASE_URL is set");
    expect(output).toContain("STRIPE_EMULATOR=1");
  };

  it("npm run start:prod (deploy/start.sh) refuses to start, naming STRIPE_SECRET_KEY and STRIPE_EMULATOR", async () => {
    const { env, port } = await settings();
    const run = await runToExit("sh", ["deploy/start.sh"], env, 90_000);
    expect(run.killed, run.output).toBe(false);
    expect(run.code, run.output).not.toBe(0);
    namesTheSettings(run.output);
    // It stopped at the migrate step: nothing was served on the port.
    expect(run.output).not.toContain(`:${port}`);
    expect(run.output).not.toContain("listening");
  });

  it("the image's server (node scripts/server.mjs) exits before listening, and the emulator is never served", async () => {
    const { env } = await settings();
    const run = await runToExit(process.execPath, ["scripts/server.mjs"], env, 90_000);
    expect(run.killed, run.output).toBe(false);
    expect(run.code, run.output).toBe(1);
    namesTheSettings(run.output);
    expect(run.output).not.toContain("listening");
  });

  it("with STRIPE_EMULATOR=1 (this tier's stack) the emulator answers behind nginx", async () => {
    const intent = await request(`${stack.nginxUrl}/v1/payment_intents`, { body: "amount=5000&currency=usd", headers: { authorization: "Bearer sk_test_divecert_emulator", "content-type": "application/x-www-form-urlencoded" } });
    expect(intent.status, intent.text).toBe(200);
    expect(intent.json).toMatchObject({ object: "payment_intent", amount: 5000 });
  });
});
