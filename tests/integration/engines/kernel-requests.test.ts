import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
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
import { MAX_BODY_BYTES } from "@/lib/api/read-body";
import { JSON_TYPE, expectErrorEnvelope } from "@/tests/support/error-envelope";
import { createUser, uniqueEmail } from "@/tests/support/factories";
import { call, type RouteHandler } from "@/tests/support/http";

// The kernel's handling of requests: routing, methods, bodies and hostile input.

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
