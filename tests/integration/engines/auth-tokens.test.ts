import { SignJWT, base64url } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as refreshRoute from "@/app/api/v1/auth/refresh/route";
import * as logoutRoute from "@/app/api/v1/auth/logout/route";
import * as profileRoute from "@/app/api/v1/profile/route";
import { signAccessToken } from "@/lib/auth/jwt";
import { derivedKey, tokenHash } from "@/lib/auth/keys";
import { getDb } from "@/lib/db/client";
import { decodePart, expect422, login, loginOk, profile, refresh } from "@/tests/support/auth-calls";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

afterEach(() => {
  vi.useRealTimers();
});

const logout = (token: string) => call(logoutRoute.POST, { method: "POST", path: "/api/v1/auth/logout", token });

describe("POST /auth/refresh", () => {
  it("rotates: a new pair each time, and the new tokens work", async () => {
    const { refreshToken, token } = await createUser();
    const first = await refresh(refreshToken);
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ token_type: "bearer", expires_in: 3600, refresh_expires_in: 30 * 24 * 3600 });
    expect(first.json.data.refresh_token).not.toBe(refreshToken);
    expect(first.json.data.access_token).not.toBe(token);
    expect((await profile(first.json.data.access_token)).status).toBe(200);
    const second = await refresh(first.json.data.refresh_token);
    expect(second.status).toBe(200);
    expect(second.json.data.refresh_token).not.toBe(first.json.data.refresh_token);
    expect((await profile(second.json.data.access_token)).status).toBe(200);
  });

  it("answers a retry within 60 s with the identical pair", async () => {
    const { refreshToken } = await createUser();
    const first = await refresh(refreshToken);
    const retry = await refresh(refreshToken);
    expect(retry.status).toBe(200);
    expect(retry.json.data).toEqual(first.json.data);
    // Nothing was revoked: the pair still works.
    expect((await profile(first.json.data.access_token)).status).toBe(200);
    expect((await refresh(first.json.data.refresh_token)).status).toBe(200);
  });

  it("two concurrent refreshes with the same token both get the one new pair", async () => {
    const { refreshToken } = await createUser();
    const [a, b] = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.json.data).toEqual(a.json.data);
    const db = await getDb();
    const family = (await db.refreshToken.findUniqueOrThrow({ where: { tokenHash: tokenHash(refreshToken) } })).familyId;
    expect(await db.refreshToken.count({ where: { familyId: family } })).toBe(2);
    expect((await profile(a.json.data.access_token)).status).toBe(200);
  });

  it("treats reuse of a rotated token after the grace as theft: 401 and the whole family revoked", async () => {
    const { refreshToken, token, user } = await createUser();
    const other = await createUser();
    const first = await refresh(refreshToken);
    const second = await refresh(first.json.data.refresh_token);
    expect(second.status).toBe(200);
    const db = await getDb();
    // The first rotation happened more than 60 s ago.
    await db.refreshToken.update({ where: { tokenHash: tokenHash(refreshToken) }, data: { rotatedAt: new Date(Date.now() - 61_000) } });

    const reuse = await refresh(refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.json).toEqual({ status: "error", message: "Unauthenticated." });
    // Newest refresh token and every access token of the family stop working.
    expect((await refresh(second.json.data.refresh_token)).status).toBe(401);
    expect((await profile(second.json.data.access_token)).status).toBe(401);
    expect((await profile(first.json.data.access_token)).status).toBe(401);
    expect((await profile(token)).status).toBe(401);
    // Other users are untouched; the victim can log in again.
    expect((await profile(other.token)).status).toBe(200);
    expect((await login(user.email, other.password)).status).toBe(200);
  });

  it("a retry after the family was revoked (logout) is refused", async () => {
    const { refreshToken } = await createUser();
    const first = await refresh(refreshToken);
    expect((await logout(first.json.data.access_token)).status).toBe(200);
    expect((await refresh(refreshToken)).status).toBe(401);
  });

  it("refuses expired, unknown and garbage tokens with 401, a missing one with 422", async () => {
    const { refreshToken } = await createUser();
    const db = await getDb();
    await db.refreshToken.update({ where: { tokenHash: tokenHash(refreshToken) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await refresh(refreshToken)).status).toBe(401);
    expect((await refresh("A".repeat(43))).status).toBe(401);
    expect((await refresh("garbage")).status).toBe(401);
    expect((await refresh("x")).status).toBe(401);
    expect422(await refresh(""), ["refresh_token"]);
    expect422(await call(refreshRoute.POST, { method: "POST", path: "/api/v1/auth/refresh", body: {} }), ["refresh_token"]);
    expect422(await refresh(12345678901), ["refresh_token"]);
  });

  it("an access token is not a refresh token", async () => {
    const { token } = await createUser();
    expect((await refresh(token)).status).toBeGreaterThanOrEqual(401);
    expect((await refresh(token)).status).not.toBe(200);
  });
});

describe("POST /auth/logout", () => {
  it("stops the access token and its refresh token at once", async () => {
    const { token, refreshToken } = await createUser();
    const res = await logout(token);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "success", message: expect.any(String), data: null });
    expect((await profile(token)).status).toBe(401);
    expect((await refresh(refreshToken)).status).toBe(401);
    expect((await logout(token)).status).toBe(401);
  });

  it("ends only that session", async () => {
    const a = await createUser();
    const second = await loginOk(a.user.email, a.password);
    expect((await logout(a.token)).status).toBe(200);
    expect((await profile(second.token)).status).toBe(200);
    expect((await refresh(second.refreshToken)).status).toBe(200);
  });

  it("needs a token (401 with WWW-Authenticate)", async () => {
    const res = await call(logoutRoute.POST, { method: "POST", path: "/api/v1/auth/logout" });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ status: "error", message: "Unauthenticated." });
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
  });
});

describe("access token checks", () => {
  const sign = (alg: string, claims: Record<string, unknown>, key: Uint8Array = derivedKey("jwt")) =>
    new SignJWT({ typ: "access", ...claims })
      .setProtectedHeader({ alg, typ: "JWT" })
      .setSubject(String(claims.sub))
      .setJti(String(claims.jti ?? crypto.randomUUID()))
      .setIssuedAt()
      .setExpirationTime((claims.exp as number | undefined) ?? "1h")
      .setAudience((claims.aud as string | undefined) ?? "divecert-api")
      .setIssuer((claims.iss as string | undefined) ?? "divecert")
      .sign(key);

  it("refuses a tampered token (payload changed, signature kept)", async () => {
    const a = await createUser();
    const b = await createUser();
    const [h, p, s] = a.token.split(".");
    const claims = decodePart(p!);
    const forged = `${h}.${base64url.encode(JSON.stringify({ ...claims, sub: String(b.user.id) }))}.${s}`;
    expect((await profile(forged)).status).toBe(401);
    const flipped = `${h}.${p}.${s!.slice(0, -2)}${s!.endsWith("AA") ? "BB" : "AA"}`;
    expect((await profile(flipped)).status).toBe(401);
    expect((await profile(a.token)).status).toBe(200);
  });

  it("refuses alg none and any other algorithm", async () => {
    const { user } = await createUser();
    const header = base64url.encode(JSON.stringify({ alg: "none", typ: "JWT" }));
    const now = Math.floor(Date.now() / 1000);
    const payload = base64url.encode(
      JSON.stringify({ sub: String(user.id), jti: crypto.randomUUID(), iat: now, exp: now + 3600, aud: "divecert-api", iss: "divecert", typ: "access" }),
    );
    expect((await profile(`${header}.${payload}.`)).status).toBe(401);
    expect((await profile(`${header}.${payload}`)).status).toBe(401);
    const hs512 = await sign("HS512", { sub: user.id }, new Uint8Array(Buffer.concat([derivedKey("jwt"), derivedKey("jwt")])));
    expect((await profile(hs512)).status).toBe(401);
    // Same key, same algorithm, but the wrong audience or issuer.
    expect((await profile(await sign("HS256", { sub: user.id, aud: "other" }))).status).toBe(401);
    expect((await profile(await sign("HS256", { sub: user.id, iss: "other" }))).status).toBe(401);
    // A correctly signed token of ours passes (the forging helper itself is sound).
    expect((await profile(await sign("HS256", { sub: user.id }))).status).toBe(200);
  });

  it("refuses an expired token", async () => {
    const { user } = await createUser();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 2 * 3600_000 });
    const old = await signAccessToken(user.id);
    vi.useRealTimers();
    const res = await profile(old.token);
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ status: "error", message: "Unauthenticated." });
  });

  it("refuses the token of a deleted user", async () => {
    const { user, token } = await createUser();
    const db = await getDb();
    await db.user.delete({ where: { id: user.id } });
    expect((await profile(token)).status).toBe(401);
  });

  it("refuses malformed Authorization headers", async () => {
    const { token } = await createUser();
    for (const authorization of [token, `Basic ${token}`, "Bearer", "Bearer ", `Bearer ${token} extra`, "Bearer a.b.c", `Bearer ${"x".repeat(10_000)}`]) {
      const res = await call(profileRoute.GET, { path: "/api/v1/profile", headers: { authorization } });
      expect(res.status, authorization.slice(0, 20)).toBe(401);
    }
  });
});
