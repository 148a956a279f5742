import { base64url } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as loginRoute from "@/app/api/v1/legacy/auth/login/route";
import * as registerRoute from "@/app/api/v1/legacy/auth/register/route";
import * as logoutRoute from "@/app/api/v1/legacy/auth/logout/route";
import * as refreshRoute from "@/app/api/v1/legacy/auth/refresh/route";
import * as resetRoute from "@/app/api/v1/legacy/auth/reset-password/route";
import * as profileRoute from "@/app/api/v1/profile/route";
import * as currentLoginRoute from "@/app/api/v1/auth/login/route";
import { signAccessToken } from "@/lib/auth/jwt";
import { issueLegacyToken } from "@/lib/auth/sessions/issue-legacy-token";
import { getDb } from "@/lib/db/client";
import { createUser, linkIn, mailsTo, mailsSettled, uniqueEmail, waitForMail } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { expectUserFields } from "@/tests/support/user-resource";

afterEach(() => {
  vi.useRealTimers();
});

const DAY = 24 * 3600_000;
const legacyLogin = (email: string, password: string) =>
  call(loginRoute.POST, { method: "POST", path: "/api/v1/legacy/auth/login", body: { email, password } });
const legacyRefresh = (token: string) => call(refreshRoute.POST, { method: "POST", path: "/api/v1/legacy/auth/refresh", token });
const legacyLogout = (token: string) => call(logoutRoute.POST, { method: "POST", path: "/api/v1/legacy/auth/logout", token });
const profile = (token: string) => call(profileRoute.GET, { path: "/api/v1/profile", token });
const claimsOf = (token: string) => JSON.parse(new TextDecoder().decode(base64url.decode(token.split(".")[1]!))) as Record<string, any>;

function expectDeprecated(res: { headers: Headers }) {
  expect(res.headers.get("deprecation")).toBe("true");
  const sunset = res.headers.get("sunset");
  expect(sunset).toBeTruthy();
  // An HTTP date in the future.
  expect(Number.isNaN(Date.parse(sunset!))).toBe(false);
  expect(Date.parse(sunset!)).toBeGreaterThan(Date.now());
}

/** A legacy token issued `daysAgo` days ago (so expired for `daysAgo` days minus an hour). */
async function legacyTokenFrom(userId: number, daysAgo: number) {
  const db = await getDb();
  // The account is older than the token.
  await db.user.update({ where: { id: userId }, data: { tokensValidAfter: new Date(Date.now() - (daysAgo + 1) * DAY) } });
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - daysAgo * DAY });
  try {
    return (await issueLegacyToken(userId)).token;
  } finally {
    vi.useRealTimers();
  }
}

describe("POST /legacy/auth/login", () => {
  it("answers {token, token_type, expires_in, user} with Deprecation and Sunset headers", async () => {
    const { user, password } = await createUser();
    const res = await legacyLogin(user.email, password);
    expect(res.status).toBe(200);
    expectDeprecated(res);
    expect(res.json).toMatchObject({ status: "success", message: expect.any(String) });
    expect(res.json).not.toHaveProperty("success");
    expect(Object.keys(res.json.data).sort()).toEqual(["expires_in", "token", "token_type", "user"]);
    expect(res.json.data).toMatchObject({ token_type: "bearer", expires_in: 3600 });
    const fields = expectUserFields(res.json.data.user);
    expect(fields).toMatchObject({ id: user.id, email: user.email, member_id: user.memberId });
    const claims = claimsOf(res.json.data.token);
    expect(claims).toMatchObject({ sub: String(user.id), typ: "legacy" });
    expect((await profile(res.json.data.token)).json.data.id).toBe(user.id);
  });

  it("refuses wrong credentials with the same 401 as the current login", async () => {
    const { user } = await createUser();
    const wrong = await legacyLogin(user.email, "Wrong-password-1");
    const unknown = await legacyLogin(uniqueEmail("ghost"), "Wrong-password-1");
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ status: "error", message: "Invalid credentials." });
    }
    const body = await call(loginRoute.POST, { method: "POST", path: "/api/v1/legacy/auth/login", body: { email: "nope" } });
    expect(body.status).toBe(422);
    expect(Object.keys(body.json.errors).sort()).toEqual(["email", "password"]);
  });
});

describe("POST /legacy/auth/register", () => {
  it("registers and logs in: 201 with the legacy token response and the verification e-mail", async () => {
    const email = uniqueEmail("legacy");
    const res = await call(registerRoute.POST, {
      method: "POST",
      path: "/api/v1/legacy/auth/register",
      body: { email, password: "Bubbles-2026", password_confirmation: "Bubbles-2026", first_name: "Lia", last_name: "Verdi", dob: "1990-01-01", country: "FR", terms: true, gdpr: "yes" },
    });
    expect(res.status).toBe(201);
    expectDeprecated(res);
    expect(Object.keys(res.json.data).sort()).toEqual(["expires_in", "token", "token_type", "user"]);
    const fields = expectUserFields(res.json.data.user);
    expect(fields).toMatchObject({ email, country: "FR", currency: "EUR", vat_rate: 20, email_verified_at: null, dive_center: "Not assigned" });
    expect(fields.member_id.startsWith("FR")).toBe(true);
    expect((await profile(res.json.data.token)).status).toBe(200);
    expect(await mailsTo(email, "verify_email")).toHaveLength(1);
  });

  it("validates like the current registration (422)", async () => {
    const res = await call(registerRoute.POST, { method: "POST", path: "/api/v1/legacy/auth/register", body: { email: "x" } });
    expect(res.status).toBe(422);
    expect(res.json.errors).toHaveProperty("email");
    expect(res.json.errors).toHaveProperty("terms");
  });
});

describe("POST /legacy/auth/refresh", () => {
  it("refreshes a live token: a new token, the old one revoked", async () => {
    const { user, password } = await createUser();
    const { token } = (await legacyLogin(user.email, password)).json.data;
    const res = await legacyRefresh(token);
    expect(res.status).toBe(200);
    expectDeprecated(res);
    expect(Object.keys(res.json.data).sort()).toEqual(["expires_in", "token", "token_type"]);
    expect(res.json.data).toMatchObject({ token_type: "bearer", expires_in: 3600 });
    expect(res.json.data.token).not.toBe(token);
    expect((await profile(res.json.data.token)).status).toBe(200);
    expect((await profile(token)).status).toBe(401);
    expect((await legacyRefresh(token)).status).toBe(401);
  });

  it("accepts a token that expired within the last 14 days and revokes it", async () => {
    const { user } = await createUser();
    const old = await legacyTokenFrom(user.id, 10);
    // Expired: useless anywhere else.
    expect((await profile(old)).status).toBe(401);
    const res = await legacyRefresh(old);
    expect(res.status).toBe(200);
    const fresh = res.json.data.token as string;
    expect(claimsOf(fresh).exp * 1000).toBeGreaterThan(Date.now());
    expect((await profile(fresh)).json.data.id).toBe(user.id);
    // The old one cannot be refreshed a second time.
    expect((await legacyRefresh(old)).status).toBe(401);
    // The new token belongs to the same family: a logout with it ends it.
    expect((await legacyLogout(fresh)).status).toBe(200);
    expect((await profile(fresh)).status).toBe(401);
  });

  it("refuses a token expired for more than 14 days, garbage and no token", async () => {
    const { user } = await createUser();
    const tooOld = await legacyTokenFrom(user.id, 16);
    expect((await legacyRefresh(tooOld)).status).toBe(401);
    expect((await legacyRefresh("not.a.token")).status).toBe(401);
    const none = await call(refreshRoute.POST, { method: "POST", path: "/api/v1/legacy/auth/refresh" });
    expect(none.status).toBe(401);
    expect(none.json).toEqual({ status: "error", message: "Unauthenticated." });
  });

  it("does not revive an expired current-generation access token (those rotate through refresh tokens)", async () => {
    const { user } = await createUser();
    const db = await getDb();
    await db.user.update({ where: { id: user.id }, data: { tokensValidAfter: new Date(Date.now() - 5 * DAY) } });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 2 * DAY });
    const stale = await signAccessToken(user.id);
    vi.useRealTimers();
    expect((await legacyRefresh(stale.token)).status).toBe(401);
    // A live current token is not a legacy token either.
    const live = await call(currentLoginRoute.POST, { method: "POST", path: "/api/v1/auth/login", body: { email: user.email, password: "Reef-Diver-2026" } });
    expect((await legacyRefresh(live.json.data.access_token)).status).toBe(401);
  });

  it("refuses a token the password reset or account closure cut off", async () => {
    const { user } = await createUser();
    const old = await legacyTokenFrom(user.id, 3);
    const db = await getDb();
    await db.user.update({ where: { id: user.id }, data: { tokensValidAfter: new Date() } });
    expect((await legacyRefresh(old)).status).toBe(401);
  });
});

describe("POST /legacy/auth/logout", () => {
  it("revokes the token, also for the legacy refresh grace", async () => {
    const { user, password } = await createUser();
    const { token } = (await legacyLogin(user.email, password)).json.data;
    const res = await legacyLogout(token);
    expect(res.status).toBe(200);
    expectDeprecated(res);
    expect(res.json.data).toBeNull();
    expect((await profile(token)).status).toBe(401);
    expect((await legacyRefresh(token)).status).toBe(401);
    expect((await legacyLogout(token)).status).toBe(401);
  });
});

describe("POST /legacy/auth/reset-password", () => {
  it("sends the reset e-mail; the same answer for an unknown address", async () => {
    const { user } = await createUser();
    const ghost = uniqueEmail("ghost");
    const known = await call(resetRoute.POST, { method: "POST", path: "/api/v1/legacy/auth/reset-password", body: { email: user.email } });
    const unknown = await call(resetRoute.POST, { method: "POST", path: "/api/v1/legacy/auth/reset-password", body: { email: ghost } });
    expect(known.status).toBe(200);
    expectDeprecated(known);
    expect(unknown.json).toEqual(known.json);
    const mail = await waitForMail(user.email, "password_reset");
    expect(linkIn(mail, "/reset-password")).toContain("token=");
    await mailsSettled();
    expect(await mailsTo(ghost)).toHaveLength(0);
    const bad = await call(resetRoute.POST, { method: "POST", path: "/api/v1/legacy/auth/reset-password", body: { email: "nope" } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toHaveProperty("email");
  });
});
