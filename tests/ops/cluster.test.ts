import { gunzipSync } from "node:zlib";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS, request, waitFor } from "@/tests/ops/support/http";
import { bearer, login } from "@/tests/ops/support/session";
import { startStack, WEBHOOK_SECRET, type Stack } from "@/tests/ops/support/stack";

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

  it("sends the security headers on pages, and HSTS only for HTTPS", async () => {
    const page = await request(`${stack.nginxUrl}/login`);
    expect(page.status).toBe(200);
    expect(page.headers["content-security-policy"]).toMatch(/default-src 'self'/);
    expect(page.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(page.headers["permissions-policy"]).toMatch(/camera=\(\)/);
    expect(page.headers["strict-transport-security"]).toBeUndefined();
    const overTls = await request(`${stack.instances[1].url}/login`, { headers: { "x-forwarded-proto": "https" } });
    expect(overTls.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });
});
