import { describe, expect, it } from "vitest";
import * as loginRoute from "@/app/api/v1/auth/login/route";
import { tokenHash } from "@/lib/auth/keys";
import { getDb } from "@/lib/db/client";
import { decodePart, expect422, login, profile } from "@/tests/support/auth-calls";
import { createUser, uniqueEmail } from "@/tests/support/factories";
import { call, freshIp } from "@/tests/support/http";
import { accountKey, clearThrottle } from "@/lib/auth/throttle";

const forgetAccountThrottle = (userId: number) => clearThrottle(accountKey(userId));

describe("POST /auth/login", () => {
  it("answers the token response with a pinned HS256 JWT", async () => {
    const { user, password } = await createUser();
    const res = await login(user.email, password);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      status: "success",
      message: expect.any(String),
      data: {
        access_token: expect.any(String),
        token_type: "bearer",
        expires_in: 3600,
        refresh_token: expect.any(String),
        refresh_expires_in: 30 * 24 * 3600,
      },
    });
    expect(res.json).not.toHaveProperty("success");
    const [header, payload, signature] = res.json.data.access_token.split(".");
    expect(signature).toBeTruthy();
    expect(decodePart(header)).toMatchObject({ alg: "HS256", typ: "JWT" });
    const claims = decodePart(payload);
    expect(claims).toMatchObject({ sub: String(user.id), typ: "access", aud: "divecert-api" });
    expect(typeof claims.jti).toBe("string");
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    expect(res.json.data.refresh_token).not.toContain(".");
    const db = await getDb();
    const stored = await db.refreshToken.findUniqueOrThrow({ where: { tokenHash: tokenHash(res.json.data.refresh_token) } });
    expect(stored.accessJti).toBe(claims.jti);
    // The database keeps a hash, never the token.
    expect(JSON.stringify(await db.refreshToken.findMany())).not.toContain(res.json.data.refresh_token);

    const me = await profile(res.json.data.access_token);
    expect(me.status).toBe(200);
    expect(me.json.data.id).toBe(user.id);
  });

  it("accepts the e-mail in any case and a device name", async () => {
    const { user, password } = await createUser();
    const res = await call(loginRoute.POST, {
      method: "POST",
      path: "/api/v1/auth/login",
      body: { email: user.email.toUpperCase(), password, device_name: "Pixel 9" },
    });
    expect(res.status).toBe(200);
    const db = await getDb();
    const stored = await db.refreshToken.findUniqueOrThrow({ where: { tokenHash: tokenHash(res.json.data.refresh_token) } });
    expect(stored.deviceName).toBe("Pixel 9");
  });

  it("gives the same 401 for a wrong password and an unknown e-mail", async () => {
    const { user } = await createUser();
    const wrong = await login(user.email, "Wrong-password-1");
    const unknown = await login(uniqueEmail("nobody"), "Wrong-password-1");
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ status: "error", message: "Invalid credentials." });
    }
    expect(wrong.headers.get("www-authenticate")).toBe(unknown.headers.get("www-authenticate"));
  });

  it("refuses a closed account with the same 401 and lets a suspended one in", async () => {
    const closed = await createUser({ status: "closed" });
    expect((await login(closed.user.email, closed.password)).json).toEqual({ status: "error", message: "Invalid credentials." });
    const suspended = await createUser({ status: "suspended", statusReason: "Unpaid membership." });
    expect((await login(suspended.user.email, suspended.password)).status).toBe(200);
  });

  it("validates the body (422), never 401 or 500 for malformed input", async () => {
    expect422(await call(loginRoute.POST, { method: "POST", path: "/api/v1/auth/login", body: {} }), ["email", "password"]);
    expect422(await call(loginRoute.POST, { method: "POST", path: "/api/v1/auth/login", body: { email: 1, password: 2 } }), ["email", "password"]);
    expect422(await call(loginRoute.POST, { method: "POST", path: "/api/v1/auth/login", body: { email: "x@", password: "y" } }), ["email"]);
    expect422(await call(loginRoute.POST, { method: "POST", path: "/api/v1/auth/login", body: [] }), ["body"]);
    expect422(await call(loginRoute.POST, { method: "POST", path: "/api/v1/auth/login", body: "null", headers: { "content-type": "application/json" } }), ["body"]);
  });

  it("rate limits failures: the 11th attempt in a minute is 429 with Retry-After, even with the right password", async () => {
    const { user, password } = await createUser();
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      // This test is about the per-address limit: the per-account throttle (after 5) is forgotten.
      await forgetAccountThrottle(user.id);
      const res = await login(user.email, "Wrong-password-1", ip);
      expect(res.status).toBe(401);
      // The tightest limit counted (10 a minute per address and e-mail; 60 per address) is reported.
      expect(res.headers.get("x-ratelimit-limit")).toBe("10");
      expect(res.headers.get("x-ratelimit-remaining")).toBe(String(9 - i));
    }
    await forgetAccountThrottle(user.id);
    const limited = await login(user.email, password, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
    const retry = Number(limited.headers.get("retry-after"));
    expect(Number.isInteger(retry)).toBe(true);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect(limited.json).toEqual({ status: "error", message: expect.any(String) });
    // Another client address is not affected.
    expect((await login(user.email, password, freshIp())).status).toBe(200);
  }, 60_000);

  it("a successful login clears the failures of that client", async () => {
    const { user, password } = await createUser();
    const ip = freshIp();
    // About the per-address counter: the per-account throttle (after 5) is forgotten before each try.
    const failOnce = async () => {
      await forgetAccountThrottle(user.id);
      expect((await login(user.email, "Wrong-password-1", ip)).status).toBe(401);
    };
    for (let i = 0; i < 9; i++) await failOnce();
    await forgetAccountThrottle(user.id);
    expect((await login(user.email, password, ip)).status).toBe(200);
    for (let i = 0; i < 9; i++) await failOnce();
    await forgetAccountThrottle(user.id);
    expect((await login(user.email, password, ip)).status).toBe(200);
  }, 60_000);
});
