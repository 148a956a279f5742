import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import * as catchAll from "@/app/api/v1/[[...slug]]/route";
import * as loginRoute from "@/app/api/v1/auth/login/route";
import * as registerRoute from "@/app/api/v1/auth/register/route";
import * as refreshRoute from "@/app/api/v1/auth/refresh/route";
import * as logoutRoute from "@/app/api/v1/auth/logout/route";
import * as forgotRoute from "@/app/api/v1/auth/password/forgot/route";
import * as resetRoute from "@/app/api/v1/auth/password/reset/route";
import * as resendRoute from "@/app/api/v1/auth/email/resend/route";
import * as verifyRoute from "@/app/api/v1/auth/email/verify/[id]/[hash]/route";
import * as legacyLoginRoute from "@/app/api/v1/legacy/auth/login/route";
import * as legacyRegisterRoute from "@/app/api/v1/legacy/auth/register/route";
import * as legacyRefreshRoute from "@/app/api/v1/legacy/auth/refresh/route";
import * as legacyResetRoute from "@/app/api/v1/legacy/auth/reset-password/route";
import * as profileRoute from "@/app/api/v1/profile/route";
import * as diveCenterRoute from "@/app/api/v1/profile/dive-center/route";
import * as passwordRoute from "@/app/api/v1/profile/password/route";
import * as userRoute from "@/app/api/v1/user/route";
import * as mailboxRoute from "@/app/api/v1/dev/mailbox/route";
import { rawResponse, ok } from "@/lib/api/envelope";
import { AppError } from "@/lib/api/errors";
import { hit, policies } from "@/lib/api/rate-limit";
import { MAX_BODY_BYTES } from "@/lib/api/read-body";
import { methods, withApi } from "@/lib/api/with-api";
import { getDb } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { createUser, uniqueEmail } from "@/tests/support/factories";
import { call, freshIp, type RouteHandler } from "@/tests/support/http";

const JSON_TYPE = "application/json; charset=utf-8";

function expectErrorEnvelope(res: { status: number; headers: Headers; json: any; text: string }, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toBe(JSON_TYPE);
  expect(res.headers.get("x-request-id")).toBeTruthy();
  expect(res.json.status).toBe("error");
  expect(typeof res.json.message).toBe("string");
  expect(res.text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(res.text).not.toContain("stack");
}

describe("unknown routes", () => {
  it("answer a JSON 404 in the error envelope for every method", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const) {
      const res = await call(catchAll[method], {
        method,
        path: "/api/v1/no/such/route",
        params: { slug: ["no", "such", "route"] },
        ...(method === "GET" ? {} : { body: "{broken", headers: { "content-type": "application/json" } }),
      });
      expectErrorEnvelope(res, 404);
      expect(res.json).toEqual({ status: "error", message: "The requested route does not exist." });
    }
  });
});

describe("methods", () => {
  it("answer 405 in JSON with an Allow header", async () => {
    const cases: [RouteHandler, string, string][] = [
      [loginRoute.GET, "/api/v1/auth/login", "POST"],
      [profileRoute.PUT, "/api/v1/profile", "GET, PATCH, DELETE"],
      [profileRoute.POST, "/api/v1/profile", "GET, PATCH, DELETE"],
      [passwordRoute.PATCH, "/api/v1/profile/password", "PUT"],
      [verifyRoute.POST, "/api/v1/auth/email/verify/1/a", "GET"],
      [userRoute.DELETE, "/api/v1/user", "GET, PATCH"],
    ];
    for (const [handler, path, allow] of cases) {
      const res = await call(handler, { method: "PUT", path });
      expectErrorEnvelope(res, 405);
      expect(res.headers.get("allow")).toBe(allow);
      expect(res.json).toEqual({ status: "error", message: "The method is not supported for this route." });
    }
  });
});

describe("request bodies", () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    call(loginRoute.POST, { method: "POST", path: "/api/v1/auth/login", body, headers });

  it("malformed JSON is a 422 with errors.body", async () => {
    for (const text of ['{"email":', "{'email': 'a'}", '{"a":1,}', "undefined", "{\"a\": NaN}", "\u0000"]) {
      const res = await post(text, { "content-type": "application/json" });
      expectErrorEnvelope(res, 422);
      expect(res.json).toEqual({ status: "error", message: "The request body is not valid JSON.", errors: { body: ["The request body is not valid JSON."] } });
    }
  });

  it("JSON that is not an object is a 422 on body", async () => {
    for (const text of ["[]", "null", "42", '"text"', "true"]) {
      const res = await post(text, { "content-type": "application/json" });
      expectErrorEnvelope(res, 422);
      expect(res.json.errors).toHaveProperty("body");
    }
  });

  it("a non-JSON content type is a 415", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml"]) {
      const res = await post("email=a%40b.c&password=x", { "content-type": type });
      expectErrorEnvelope(res, 415);
    }
    // A string body without a type is text/plain for fetch, so also 415.
    expectErrorEnvelope(await post('{"email":"a@example.com","password":"x"}'), 415);
  });

  it("JSON media types with parameters or suffixes are accepted", async () => {
    const { user, password } = await createUser();
    const body = JSON.stringify({ email: user.email, password });
    expect((await post(body, { "content-type": "application/json; charset=utf-8" })).status).toBe(200);
    expect((await post(body, { "content-type": "application/vnd.api+json" })).status).toBe(200);
    expect((await post(body, { "content-type": "Application/JSON" })).status).toBe(200);
  });

  it("an empty body gives the field errors, not 415", async () => {
    const res = await call(loginRoute.POST, { method: "POST", path: "/api/v1/auth/login", headers: { "content-type": "text/plain" } });
    expectErrorEnvelope(res, 422);
    expect(Object.keys(res.json.errors).sort()).toEqual(["email", "password"]);
  });

  it("a body over 1 MiB is a 413, whether declared or streamed; 1 MiB itself is fine", async () => {
    const big = JSON.stringify({ email: "a@example.com", password: "x".repeat(MAX_BODY_BYTES) });
    expectErrorEnvelope(await post(big, { "content-type": "application/json" }), 413);
    const declared = await post("{}", { "content-type": "application/json", "content-length": String(MAX_BODY_BYTES + 1) });
    expectErrorEnvelope(declared, 413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const chunk = new TextEncoder().encode(" ".repeat(64 * 1024));
        for (let i = 0; i < 20; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const streamed = await loginRoute.POST(
      new Request("http://localhost:3000/api/v1/auth/login", { method: "POST", body: stream, headers: { "content-type": "application/json" }, duplex: "half" } as RequestInit),
      { params: Promise.resolve({}) },
    );
    expect(streamed.status).toBe(413);
    expect(streamed.headers.get("x-request-id")).toBeTruthy();

    const prefix = '{"email":"a@example.com","password":"';
    const exact = `${prefix}${"y".repeat(MAX_BODY_BYTES - prefix.length - 2)}"}`;
    expect(Buffer.byteLength(exact)).toBe(MAX_BODY_BYTES);
    const atLimit = await post(exact, { "content-type": "application/json" });
    expect(atLimit.status).toBe(422);
    expect(atLimit.json.errors).toHaveProperty("password");
  });

  it("deeply nested or hostile JSON never causes a 500", async () => {
    const depth = 100_000;
    const deep = `${"[".repeat(depth)}${"]".repeat(depth)}`;
    expect((await post(deep, { "content-type": "application/json" })).status).toBe(422);
    const deepObject = `{"email":${'{"a":'.repeat(depth)}1${"}".repeat(depth)}}`;
    expect((await post(deepObject, { "content-type": "application/json" })).status).toBe(422);
    const proto = await post('{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},"email":"a@example.com","password":"x"}', {
      "content-type": "application/json",
    });
    expect(proto.status).toBe(401);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

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
    const admin = await createUser({ role: "admin" });
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

  it("the real policies are what the routes use", () => {
    expect(policies.login).toMatchObject({ limit: 10, windowSeconds: 60 });
  });
});

describe("no 500 for bad input", () => {
  const hostileBodies: unknown[] = [
    "{",
    "[1,2",
    {},
    [],
    { email: null, password: null, refresh_token: null, dive_center_id: null },
    { email: ["a@example.com"], password: { $ne: "" }, first_name: { toString: 1 } },
    { email: "a".repeat(5000) + "@example.com", password: "p".repeat(5000), first_name: "n".repeat(5000), refresh_token: "r".repeat(5000) },
    { email: "ü@例え.jp", password: "\ud800", first_name: "\ud83d\ude00 Émilie", last_name: "O'Brien; DROP TABLE users;--", dob: "1990-13-45", country: "it" },
    { dive_center_id: 1e308, dob: "0000-00-00", country: "\u0000", terms: 1e309 },
    { dive_center_id: -0, current_password: 1, password: 12345678901, password_confirmation: 12345678901 },
    { token: "t".repeat(300), email: "a@example.com", password: "Valid-pass-123", password_confirmation: "Valid-pass-123" },
    { city: "\u0000", timezone: "../../etc/passwd", state_code: "%", gender: "__proto__", preferred_system: "constructor", default_language: "toString" },
  ];

  it("every owned route answers < 500 to hostile bodies, tokens and headers", async () => {
    const { token } = await createUser();
    const routes: [RouteHandler, string, string, boolean][] = [
      [registerRoute.POST, "POST", "/api/v1/auth/register", false],
      [loginRoute.POST, "POST", "/api/v1/auth/login", false],
      [refreshRoute.POST, "POST", "/api/v1/auth/refresh", false],
      [forgotRoute.POST, "POST", "/api/v1/auth/password/forgot", false],
      [resetRoute.POST, "POST", "/api/v1/auth/password/reset", false],
      [legacyLoginRoute.POST, "POST", "/api/v1/legacy/auth/login", false],
      [legacyRegisterRoute.POST, "POST", "/api/v1/legacy/auth/register", false],
      [legacyResetRoute.POST, "POST", "/api/v1/legacy/auth/reset-password", false],
      [profileRoute.PATCH, "PATCH", "/api/v1/profile", true],
      [diveCenterRoute.PATCH, "PATCH", "/api/v1/profile/dive-center", true],
      [passwordRoute.PUT, "PUT", "/api/v1/profile/password", true],
      [userRoute.PATCH, "PATCH", "/api/v1/user", true],
      [profileRoute.DELETE, "DELETE", "/api/v1/profile", true],
    ];
    for (const [handler, method, path, auth] of routes) {
      for (const body of hostileBodies) {
        const res = await call(handler, {
          method,
          path,
          body,
          token: auth ? token : undefined,
          headers: typeof body === "string" ? { "content-type": "application/json" } : {},
        });
        expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500);
        expect(res.headers.get("content-type")).toBe(JSON_TYPE);
      }
    }
    // The account survived all of that.
    expect((await call(profileRoute.GET, { path: "/api/v1/profile", token })).status).toBe(200);
  }, 120_000);

  it("hostile headers and tokens never cause a 500", async () => {
    const { token, user, password } = await createUser();
    const headerSets: Record<string, string>[] = [
      // Random, so the database cannot compress it into an index entry.
      { "x-forwarded-for": randomBytes(4_000).toString("hex") },
      { "x-forwarded-for": `${"9".repeat(3_000)}, 10.0.0.1` },
      { "x-real-ip": randomBytes(4_000).toString("base64"), "x-forwarded-for": "" },
      { "accept-language": `${"a".repeat(4_000)};q=abc, zz;q=-1, *;q=1` },
      { "if-none-match": "*" },
      { "x-request-id": "\u00e9".repeat(50) },
    ];
    for (const headers of headerSets) {
      for (const res of [
        await call(loginRoute.POST, { method: "POST", path: "/api/v1/auth/login", body: { email: user.email, password }, headers }),
        await call(registerRoute.POST, {
          method: "POST",
          path: "/api/v1/auth/register",
          body: { email: uniqueEmail(), password: "Bubbles-2026", password_confirmation: "Bubbles-2026", first_name: "A", last_name: "B", dob: "1990-01-01", country: "IT", terms: true, gdpr: true },
          headers,
        }),
        await call(profileRoute.GET, { path: "/api/v1/profile", token, headers }),
        await call(forgotRoute.POST, { method: "POST", path: "/api/v1/auth/password/forgot", body: { email: user.email }, headers }),
      ]) {
        expect(res.status, JSON.stringify(headers).slice(0, 60)).toBeLessThan(500);
      }
    }
    for (const bad of ["a", "a.b", "a.b.c.d", "eyJhbGciOiJIUzI1NiJ9.e30.", `${token}x`, token.split(".").reverse().join(".")]) {
      for (const handler of [profileRoute.GET, resendRoute.POST, logoutRoute.POST, legacyRefreshRoute.POST]) {
        const res = await call(handler, { method: handler === profileRoute.GET ? "GET" : "POST", path: "/api/v1/x", token: bad });
        expect(res.status).toBe(401);
      }
    }
  }, 60_000);
});
