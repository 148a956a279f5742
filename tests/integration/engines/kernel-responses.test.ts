import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import * as catchAll from "@/app/api/v1/[[...slug]]/route";
import * as loginRoute from "@/app/api/v1/auth/login/route";
import * as verifyRoute from "@/app/api/v1/auth/email/verify/[id]/[hash]/route";
import * as profileRoute from "@/app/api/v1/profile/route";
import * as mailboxRoute from "@/app/api/v1/dev/mailbox/route";
import { rawResponse, ok } from "@/lib/api/envelope";
import { AppError } from "@/lib/api/errors";
import { hit, policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { getDb } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { expectErrorEnvelope } from "@/tests/support/error-envelope";
import { createUser } from "@/tests/support/factories";
import { call, freshIp, type RouteHandler } from "@/tests/support/http";

// The kernel's answers: request ids, unexpected errors, authorisation and rate limits.

describe("X-Request-Id", () => {
  it("is on every answer: success, 304, 401, 404, 405, 413, 415, 422, 429", async () => {
    const { token, user } = await createUser();
    const first = await call(profileRoute.GET, { path: "/api/v1/profile", token });
    const responses = [
      first,
      await call(profileRoute.GET, { path: "/api/v1/profile", token, headers: { "if-none-match": first.headers.get("etag")! } }),
      await call(profileRoute.GET, { path: "/api/v1/profile" }),
      await call(catchAll.GET, { path: "/api/v1/nope" }),
      await call(profileRoute.PUT, { method: "PUT", path: "/api/v1/profile" }),
      await call(loginRoute.POST, { method: "POST", path: "/api/v1/auth/login", body: "{}", headers: { "content-type": "application/json", "content-length": "99999999" } }),
      await call(loginRoute.POST, { method: "POST", path: "/api/v1/auth/login", body: "a=b" }),
      await call(loginRoute.POST, { method: "POST", path: "/api/v1/auth/login", body: {} }),
    ];
    const ip = freshIp();
    for (let i = 0; i < 11; i++) responses.push(await call(loginRoute.POST, { method: "POST", path: "/api/v1/auth/login", body: { email: user.email, password: "wrong-1" }, ip }));
    expect(responses.map((r) => r.status)).toEqual(expect.arrayContaining([200, 304, 401, 404, 405, 413, 415, 422, 429]));
    const ids = responses.map((r) => r.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9._-]{8,128}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("echoes a well-formed X-Request-Id from the client and replaces a malformed one", async () => {
    const given = "req-0123456789abcdef";
    const echoed = await call(catchAll.GET, { path: "/api/v1/nope", headers: { "x-request-id": given } });
    expect(echoed.headers.get("x-request-id")).toBe(given);
    for (const bad of ["short", "has spaces in it", "<script>alert(1)</script>", "x".repeat(200)]) {
      const res = await call(catchAll.GET, { path: "/api/v1/nope", headers: { "x-request-id": bad } });
      expect(res.headers.get("x-request-id")).not.toBe(bad);
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe("unexpected errors", () => {
  const url = "http://localhost:3000/api/v1/test";
  const route = (thrown: () => unknown) =>
    withApi({
      auth: "public",
      handler: async () => {
        throw thrown();
      },
    });
  const run = async (handler: RouteHandler) => {
    const res = await handler(new Request(url), { params: Promise.resolve({}) });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };

  it("a bug is a 500 in the envelope with the request id, never a stack trace or the error text", async () => {
    const spy = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const res = await run(route(() => new Error("boom: secret /work/main/lib/x.ts")));
    expect(res.status).toBe(500);
    const body = JSON.parse(res.text);
    expect(body).toEqual({ status: "error", message: "Server error.", request_id: res.headers.get("x-request-id") });
    expect(res.text).not.toContain("boom");
    expect(res.text).not.toContain(".ts");
    // ...but it is logged with the request id for the operators.
    expect(spy).toHaveBeenCalledWith("unhandled error", expect.objectContaining({ request_id: body.request_id, error: expect.stringContaining("boom") }));
    const odd = await run(route(() => "a string, not an Error"));
    expect(odd.status).toBe(500);
    expect(odd.text).not.toContain("a string");
    spy.mockRestore();
  });

  it("maps known failures through the one table: database down 503 (Retry-After), duplicate 409, zod 422, AppError", async () => {
    const down = await run(route(() => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })));
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("5");
    const p1001 = await run(route(() => ({ code: "P1001", message: "Can't reach database server" })));
    expect(p1001.status).toBe(503);
    const dup = await run(route(() => ({ code: "P2002", message: "Unique constraint failed" })));
    expect(dup.status).toBe(409);
    expect(dup.text).not.toContain("Unique constraint");
    const zod = await run(route(() => z.object({ a: z.string() }).safeParse({}).error));
    expect(zod.status).toBe(422);
    expect(JSON.parse(zod.text).errors).toEqual({ a: ["The a field is required."] });
    const limited = await run(route(() => new AppError("rate_limited", "Slow down.", { retryAfter: 7 })));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("7");
    const conflict = await run(route(() => new AppError("conflict", "Locked.", { data: { state: "signed" } })));
    expect(JSON.parse(conflict.text)).toEqual({ status: "error", message: "Locked.", state: "signed" });
  });

  it("raw answers (redirects, files) also get X-Request-Id", async () => {
    const handler = withApi({ auth: "public", handler: async () => rawResponse(Response.redirect("http://localhost:3000/somewhere", 302)) });
    const res = await run(handler);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("http://localhost:3000/somewhere");
    expect(res.headers.get("x-request-id")).toBeTruthy();
    const file = withApi({
      auth: "public",
      handler: async () => rawResponse(new Response("a,b\n1,2\n", { headers: { "content-type": "text/csv" } })),
    });
    const csv = await run(file);
    expect(csv.text).toBe("a,b\n1,2\n");
    expect(csv.headers.get("content-type")).toBe("text/csv");
    expect(csv.headers.get("x-request-id")).toBeTruthy();
  });

  it("methods() answers 405 with Allow for verbs a route lacks", async () => {
    const r = methods({ GET: withApi({ auth: "public", handler: async () => ok("hi") }) });
    const res = await r.DELETE(new Request(url, { method: "DELETE" }), { params: Promise.resolve({}) });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET");
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });
});

describe("authorisation levels and parameters", () => {
  it("admin routes: 401 without a token, 403 for a diver, 200 for an administrator; bad query 422", async () => {
    const diver = await createUser();
    const admin = await createUser({ role: "admin", totp: true });
    expectErrorEnvelope(await call(mailboxRoute.GET, { path: "/api/v1/dev/mailbox" }), 401);
    expectErrorEnvelope(await call(mailboxRoute.GET, { path: "/api/v1/dev/mailbox", token: diver.token }), 403);
    expect((await call(mailboxRoute.GET, { path: "/api/v1/dev/mailbox", token: admin.token })).status).toBe(200);
    const bad = await call(mailboxRoute.GET, { path: "/api/v1/dev/mailbox?per_page=1000&page=zero", token: admin.token });
    expectErrorEnvelope(bad, 422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["page", "per_page"]);
  });

  it("route parameters that do not parse give 404", async () => {
    for (const params of [{ id: "abc", hash: "a".repeat(40) }, { id: "-1", hash: "a".repeat(40) }, { id: "1", hash: "nothex" }, { id: "1\u0000", hash: "a".repeat(40) }]) {
      const res = await call(verifyRoute.GET, { path: "/api/v1/auth/email/verify/x/y?expires=1&signature=a", params });
      expectErrorEnvelope(res, 404);
    }
  });
});

describe("rate limits (database counters)", () => {
  it("counts per policy and subject, answers 429 with Retry-After, and opens a new window when it expires", async () => {
    const policy = { name: `test-${Date.now()}`, limit: 3, windowSeconds: 30 };
    for (let i = 0; i < 3; i++) await hit(policy, "s1");
    const error = await hit(policy, "s1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("rate_limited");
    expect((error as AppError).extra.retryAfter).toBeGreaterThan(0);
    expect((error as AppError).extra.retryAfter).toBeLessThanOrEqual(30);
    await hit(policy, "s2");
    const db = await getDb();
    await db.rateLimitBucket.update({ where: { key: `${policy.name}:s1` }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expect(hit(policy, "s1")).resolves.toBeUndefined();
    expect((await db.rateLimitBucket.findUniqueOrThrow({ where: { key: `${policy.name}:s1` } })).count).toBe(1);
  });

  it("counts concurrent hits exactly", async () => {
    const policy = { name: `race-${Date.now()}`, limit: 10, windowSeconds: 60 };
    const results = await Promise.allSettled(Array.from({ length: 15 }, () => hit(policy, "same")));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(5);
  });

  it("rate-limited routes report X-RateLimit-Limit and X-RateLimit-Remaining, also on the 429", async () => {
    const policy = { name: `headers-${Date.now()}`, limit: 2, windowSeconds: 60 };
    const route = withApi({ auth: "public", rateLimit: [{ policy, key: () => "one" }], handler: async () => ok("Fine.") });
    const quiet = withApi({ auth: "public", handler: async () => ok("Fine.") });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await call(route, { path: "/api/v1/x" }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
    expect(answers.map((a) => a.headers.get("x-ratelimit-limit"))).toEqual(["2", "2", "2"]);
    expect(answers.map((a) => a.headers.get("x-ratelimit-remaining"))).toEqual(["1", "0", "0"]);
    expect(answers[2]!.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await call(quiet, { path: "/api/v1/x" })).headers.get("x-ratelimit-limit")).toBeNull();
  });

  it("a limit counted inside a service is reported too (the tightest one)", async () => {
    const wide = { name: `wide-${Date.now()}`, limit: 50, windowSeconds: 60 };
    const tight = { name: `tight-${Date.now()}`, limit: 5, windowSeconds: 60 };
    const route = withApi({
      auth: "public",
      countedBy: [wide, tight],
      handler: async () => {
        await hit(wide, "a");
        await hit(tight, "a");
        return ok("Fine.");
      },
    });
    const res = await call(route, { path: "/api/v1/x" });
    expect([res.headers.get("x-ratelimit-limit"), res.headers.get("x-ratelimit-remaining")]).toEqual(["5", "4"]);
  });

  it("the real policies are what the routes use", () => {
    expect(policies.login).toMatchObject({ limit: 10, windowSeconds: 60 });
  });
});
