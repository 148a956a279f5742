import { SignJWT, base64url } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as registerRoute from "@/app/api/v1/auth/register/route";
import * as loginRoute from "@/app/api/v1/auth/login/route";
import * as refreshRoute from "@/app/api/v1/auth/refresh/route";
import * as logoutRoute from "@/app/api/v1/auth/logout/route";
import * as forgotRoute from "@/app/api/v1/auth/password/forgot/route";
import * as resetRoute from "@/app/api/v1/auth/password/reset/route";
import * as verifyRoute from "@/app/api/v1/auth/email/verify/[id]/[hash]/route";
import * as resendRoute from "@/app/api/v1/auth/email/resend/route";
import * as guardianRoute from "@/app/api/v1/auth/guardian/accept/[id]/[hash]/route";
import * as profileRoute from "@/app/api/v1/profile/route";
import { sendVerificationEmail } from "@/lib/auth/email-verification";
import { signAccessToken } from "@/lib/auth/jwt";
import { derivedKey, tokenHash } from "@/lib/auth/keys";
import { getDb } from "@/lib/db/client";
import {
  createDiveCenter,
  createUser,
  linkIn,
  mailsTo,
  settle,
  signedLinkTarget,
  uniqueEmail,
  waitForMail,
} from "@/tests/support/factories";
import { call, freshIp } from "@/tests/support/http";
import { ISO_MICRO, MEMBER_ID, YMD, expectUserResourceResponse, todayYmd } from "@/tests/support/user-resource";

afterEach(() => {
  vi.useRealTimers();
});

const PASSWORD = "Bubbles-2026";
const registration = (over: Record<string, unknown> = {}) => ({
  email: uniqueEmail("new"),
  password: PASSWORD,
  password_confirmation: PASSWORD,
  first_name: "Anna",
  last_name: "Bianchi",
  dob: "1992-03-04",
  country: "IT",
  terms: true,
  gdpr: true,
  ...over,
});

const register = (body: unknown, extra: { ip?: string; headers?: Record<string, string> } = {}) =>
  call(registerRoute.POST, { method: "POST", path: "/api/v1/auth/register", body, ...extra });
const login = (email: string, password: string, ip?: string) =>
  call(loginRoute.POST, { method: "POST", path: "/api/v1/auth/login", body: { email, password }, ip });
const refresh = (refresh_token: unknown) => call(refreshRoute.POST, { method: "POST", path: "/api/v1/auth/refresh", body: { refresh_token } });
const logout = (token: string) => call(logoutRoute.POST, { method: "POST", path: "/api/v1/auth/logout", token });
const profile = (token: string | undefined, headers: Record<string, string> = {}) =>
  call(profileRoute.GET, { path: "/api/v1/profile", token, headers });
const forgot = (email: unknown, ip?: string) => call(forgotRoute.POST, { method: "POST", path: "/api/v1/auth/password/forgot", body: { email }, ip });
const reset = (body: Record<string, unknown>) => call(resetRoute.POST, { method: "POST", path: "/api/v1/auth/password/reset", body });
const resend = (token: string) => call(resendRoute.POST, { method: "POST", path: "/api/v1/auth/email/resend", token });
const follow = (link: string, headers: Record<string, string> = {}) => {
  const { path, params } = signedLinkTarget(link);
  return call(verifyRoute.GET, { path, params, headers });
};

const decodePart = (part: string) => JSON.parse(new TextDecoder().decode(base64url.decode(part))) as Record<string, unknown>;

/** 422 in the contract's Laravel shape: `errors` per field and "first (and N more errors)". */
function expect422(res: { status: number; json: any }, fields: string[]) {
  expect(res.status).toBe(422);
  expect(res.json.status).toBe("error");
  const errors = res.json.errors as Record<string, string[]>;
  for (const f of fields) {
    expect(errors, `errors.${f}`).toHaveProperty(f);
    expect(Array.isArray(errors[f]) && errors[f]!.length > 0).toBe(true);
    for (const m of errors[f]!) expect(typeof m).toBe("string");
  }
  const all = Object.values(errors).flat();
  const more = all.length - 1;
  expect(res.json.message).toBe(more > 0 ? `${all[0]} (and ${more} more error${more === 1 ? "" : "s"})` : all[0]);
  return errors;
}

describe("POST /auth/register", () => {
  it("creates the account: 201 and a complete user resource", async () => {
    const body = registration();
    const res = await register(body);
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("x-request-id")).toBeTruthy();
    const data = expectUserResourceResponse(res.json);
    expect(data).toMatchObject({
      email: body.email,
      first_name: "Anna",
      last_name: "Bianchi",
      full_name: "Anna Bianchi",
      country: "IT",
      nationality: "IT",
      dob: "1992-03-04",
      qualification: null,
      qualification_cast: null,
      category: null,
      state: null,
      state_code: null,
      city: null,
      gender: null,
      guardian_first_name: null,
      guardian_last_name: null,
      guardian_email: null,
      guardian_accepted: false,
      email_verified_at: null,
      default_language: "en",
      currency: "EUR",
      vat_rate: 22,
      preferred_system: "Metric",
      status: "Account Active",
      dive_center: "Not assigned",
      distributor: "Not assigned",
      gdpr: todayYmd(),
      terms: todayYmd(),
      policy_accepted_at: todayYmd(),
    });
    expect(data.member_id).toMatch(MEMBER_ID);
    expect(data.member_id.startsWith("IT")).toBe(true);
    expect(data.created_at).toMatch(ISO_MICRO);
    expect(data.updated_at).toMatch(ISO_MICRO);
    expect(data.dob).toMatch(YMD);
    expect(data.qrcode.startsWith("<?xml")).toBe(true);
    expect(data.qrcode).toContain("<svg");
    expect(data.avatar).toMatch(/^http:\/\/localhost:3000\//);
    expect(data.e_card).toMatch(/^http:\/\/localhost:3000\//);
    expect(res.text).not.toMatch(/password/i);

    const db = await getDb();
    const row = await db.user.findUniqueOrThrow({ where: { email: body.email } });
    expect(row.id).toBe(data.id);
    expect(row.passwordHash).not.toContain(PASSWORD);
    expect(row.memberId).toBe(data.member_id);
  });

  it("sends the verification e-mail with a signed link (kept in the outbox)", async () => {
    const body = registration();
    const res = await register(body);
    expect(res.status).toBe(201);
    const mails = await mailsTo(body.email, "verify_email");
    expect(mails).toHaveLength(1);
    const link = linkIn(mails[0]!, "/api/v1/auth/email/verify/");
    expect(link).toMatch(new RegExp(`^http://localhost:3000/api/v1/auth/email/verify/${res.json.data.id}/[a-f0-9]{40}\\?expires=\\d+&signature=[a-f0-9]{64}$`));
  });

  it("normalises the e-mail address and refuses a duplicate (in any case) with 422", async () => {
    const email = uniqueEmail("dup");
    const first = await register(registration({ email: `  ${email.toUpperCase()} ` }));
    expect(first.status).toBe(201);
    expect(first.json.data.email).toBe(email);
    const again = await register(registration({ email }));
    const errors = expect422(again, ["email"]);
    expect(errors.email).toEqual(["The email has already been taken."]);
    const upper = await register(registration({ email: email.toUpperCase() }));
    expect422(upper, ["email"]);
    const db = await getDb();
    expect(await db.user.count({ where: { email } })).toBe(1);
  });

  it("answers 422 with one entry per missing field and the Laravel message", async () => {
    const res = await register({});
    const errors = expect422(res, ["email", "password", "password_confirmation", "first_name", "last_name", "dob", "country", "terms", "gdpr"]);
    expect(errors.first_name).toEqual(["The first name field is required."]);
    expect(res.json.message).toMatch(/^The \w+( \w+)* field is required\. \(and \d+ more errors\)$/);
    expect(Object.values(errors).flat().length).toBeGreaterThanOrEqual(9);
    // Optional fields are not reported.
    expect(errors).not.toHaveProperty("nationality");
    expect(errors).not.toHaveProperty("dive_center_id");
  });

  it("rejects wrong types field by field", async () => {
    const res = await register(
      registration({ first_name: 42, last_name: ["x"], dob: 19920304, country: true, terms: "no", dive_center_id: "3", email: 7 }),
    );
    const errors = expect422(res, ["first_name", "last_name", "dob", "country", "terms", "dive_center_id", "email"]);
    expect(errors.first_name).toEqual(["The first name field must be of type string."]);
  });

  it("rejects invalid values: bad e-mail, weak or unconfirmed password, unknown country, impossible dates", async () => {
    expect422(await register(registration({ email: "not-an-email" })), ["email"]);
    expect422(await register(registration({ password: "short1", password_confirmation: "short1" })), ["password"]);
    expect422(await register(registration({ password: "onlyletters-long", password_confirmation: "onlyletters-long" })), ["password"]);
    const mismatch = await register(registration({ password_confirmation: "Different-2026" }));
    expect(expect422(mismatch, ["password"]).password).toEqual(["The password field confirmation does not match."]);
    expect422(await register(registration({ country: "XX" })), ["country"]);
    expect422(await register(registration({ country: "Italy" })), ["country"]);
    expect422(await register(registration({ nationality: "ZZ" })), ["nationality"]);
    expect422(await register(registration({ dob: "2001-02-30" })), ["dob"]);
    expect422(await register(registration({ dob: "04/03/1992" })), ["dob"]);
    expect422(await register(registration({ dob: "2999-01-01" })), ["dob"]);
    expect422(await register(registration({ dob: "1850-01-01" })), ["dob"]);
    expect422(await register(registration({ default_language: "xx" })), ["default_language"]);
    expect422(await register(registration({ first_name: "" })), ["first_name"]);
    expect422(await register(registration({ first_name: "a".repeat(101) })), ["first_name"]);
  });

  it("requires terms and gdpr to be accepted", async () => {
    expect422(await register(registration({ terms: false })), ["terms"]);
    expect422(await register(registration({ gdpr: "0" })), ["gdpr"]);
    const { terms: _t, ...noTerms } = registration();
    expect422(await register(noTerms), ["terms"]);
    // Laravel's "accepted" values are all fine.
    for (const accepted of [1, "1", "yes", "on", "true"]) {
      expect((await register(registration({ terms: accepted, gdpr: accepted }))).status).toBe(201);
    }
  });

  it("requires the guardian of a minor and refuses the minor's own address as the guardian's", async () => {
    const dob = `${new Date().getUTCFullYear() - 14}-06-01`;
    const res = await register(registration({ dob }));
    const errors = expect422(res, ["guardian_first_name", "guardian_last_name", "guardian_email"]);
    expect(errors.guardian_email![0]).toMatch(/under 18/);
    const email = uniqueEmail("minor");
    const same = await register(
      registration({ email, dob, guardian_first_name: "Paolo", guardian_last_name: "Bianchi", guardian_email: email }),
    );
    expect422(same, ["guardian_email"]);
  });

  it("registers a minor with a guardian and sends the guardian the consent link", async () => {
    const dob = `${new Date().getUTCFullYear() - 14}-06-01`;
    const guardian = uniqueEmail("guardian");
    const res = await register(registration({ dob, guardian_first_name: "Paolo", guardian_last_name: "Bianchi", guardian_email: guardian }));
    expect(res.status).toBe(201);
    const data = expectUserResourceResponse(res.json);
    expect(data).toMatchObject({ guardian_first_name: "Paolo", guardian_last_name: "Bianchi", guardian_email: guardian, guardian_accepted: false });

    const mails = await mailsTo(guardian, "guardian_consent");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Anna Bianchi");
    const link = linkIn(mails[0]!, "/api/v1/auth/guardian/accept/");
    const { path, params } = signedLinkTarget(link);
    const accepted = await call(guardianRoute.GET, { path, params });
    expect(accepted.status).toBe(200);
    const { token } = await loginOk(res.json.data.email, PASSWORD);
    expect((await profile(token)).json.data.guardian_accepted).toBe(true);

    const tampered = await call(guardianRoute.GET, { path: path.replace(/signature=(.)/, (_m, c) => `signature=${c === "a" ? "b" : "a"}`), params });
    expect(tampered.status).toBe(403);
  });

  it("assigns an active dive center (and its distributor) and refuses unknown or inactive ones", async () => {
    const center = await createDiveCenter({ name: "Secca Test Diving", distributor: "Test Distribution EMEA" });
    const ok = await register(registration({ dive_center_id: center.id }));
    expect(ok.status).toBe(201);
    const data = expectUserResourceResponse(ok.json, { diveCenter: true, distributor: true });
    expect(data).toMatchObject({
      dive_center: "Secca Test Diving",
      dive_center_id: center.id,
      dive_center_date: todayYmd(),
      distributor: "Test Distribution EMEA",
      distributor_id: center.distributorId,
      distributor_date: todayYmd(),
    });

    expect(expect422(await register(registration({ dive_center_id: 999_999 })), ["dive_center_id"]).dive_center_id).toEqual([
      "The selected dive center is invalid.",
    ]);
    expect422(await register(registration({ dive_center_id: 2_147_483_648 })), ["dive_center_id"]);
    const closed = await createDiveCenter({ active: false });
    expect422(await register(registration({ dive_center_id: closed.id })), ["dive_center_id"]);
    expect422(await register(registration({ dive_center_id: -1 })), ["dive_center_id"]);
    expect422(await register(registration({ dive_center_id: 1.5 })), ["dive_center_id"]);
  });

  it("takes the response language and default_language from the request (legacy codes normalised)", async () => {
    const it1 = await register(registration(), { headers: { "accept-language": "it-IT,it;q=0.9" } });
    expect(it1.status).toBe(201);
    expect(it1.json.data).toMatchObject({ default_language: "it", status: "Account attivo", preferred_system: "Metrico", dive_center: "Not assigned" });
    const kr = await register(registration({ default_language: "kr" }));
    expect(kr.json.data.default_language).toBe("ko");
  });

  it("ignores fields that are not registration fields (no privilege escalation)", async () => {
    const res = await register(registration({ status: "banned", role: "admin", email_verified_at: "2020-01-01", member_id: "IT00-000-000", vat_rate: 0 }));
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ status: "Account Active", email_verified_at: null, vat_rate: 22 });
    expect(res.json.data.member_id).not.toBe("IT00-000-000");
    const db = await getDb();
    expect((await db.user.findUniqueOrThrow({ where: { id: res.json.data.id } })).role).toBe("diver");
  });

  it("is rate limited per client address (429 with Retry-After)", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await register(registration(), { ip })).status).toBe(201);
    const limited = await register(registration(), { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.json).toMatchObject({ status: "error" });
    expect((await register(registration(), { ip: freshIp() })).status).toBe(201);
  }, 60_000);
});

async function loginOk(email: string, password: string) {
  const res = await login(email, password);
  expect(res.status).toBe(200);
  return { token: res.json.data.access_token as string, refreshToken: res.json.data.refresh_token as string, json: res.json };
}

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
      const res = await login(user.email, "Wrong-password-1", ip);
      expect(res.status).toBe(401);
    }
    const limited = await login(user.email, password, ip);
    expect(limited.status).toBe(429);
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
    for (let i = 0; i < 9; i++) expect((await login(user.email, "Wrong-password-1", ip)).status).toBe(401);
    expect((await login(user.email, password, ip)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(user.email, "Wrong-password-1", ip)).status).toBe(401);
    expect((await login(user.email, password, ip)).status).toBe(200);
  }, 60_000);
});

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

describe("password reset", () => {
  async function resetLink(email: string, count = 1) {
    const mail = await waitForMail(email, "password_reset", { count });
    const url = new URL(linkIn(mail, "/reset-password"));
    return { token: url.searchParams.get("token")!, email: url.searchParams.get("email")!, url };
  }

  it("answers the same for known and unknown addresses; mails only the known one", async () => {
    const { user } = await createUser();
    const unknownEmail = uniqueEmail("ghost");
    const known = await forgot(user.email);
    const unknown = await forgot(unknownEmail);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect(known.json).toEqual({ status: "success", message: expect.any(String), data: null });
    const link = await resetLink(user.email);
    expect(link.url.origin).toBe("http://localhost:3000");
    expect(link.email).toBe(user.email);
    await settle();
    expect(await mailsTo(unknownEmail)).toHaveLength(0);
    expect(await mailsTo(user.email, "password_reset")).toHaveLength(1);
  });

  it("validates the address (422)", async () => {
    expect422(await forgot("nope"), ["email"]);
    expect422(await forgot(undefined), ["email"]);
  });

  it("resets once: new password works, old one and every old session stop, the link cannot be reused", async () => {
    const { user, token, refreshToken, password } = await createUser();
    expect((await forgot(user.email)).status).toBe(200);
    const link = await resetLink(user.email);
    const newPassword = "Fresh-Start-2027";
    const res = await reset({ email: link.email, token: link.token, password: newPassword, password_confirmation: newPassword });
    expect(res.status).toBe(200);
    expect(res.json.data).toBeNull();

    expect((await profile(token)).status).toBe(401);
    expect((await refresh(refreshToken)).status).toBe(401);
    expect((await login(user.email, password)).status).toBe(401);
    expect((await login(user.email, newPassword)).status).toBe(200);

    const again = await reset({ email: link.email, token: link.token, password: "Another-Pass-2028", password_confirmation: "Another-Pass-2028" });
    expect(expect422(again, ["token"]).token).toEqual(["This password reset token is invalid."]);
    expect((await login(user.email, newPassword)).status).toBe(200);
  });

  it("refuses an expired token, another user's e-mail, a superseded link and a garbage token", async () => {
    const a = await createUser();
    const b = await createUser();
    const newPassword = "Fresh-Start-2027";
    const body = (email: string, token: string) => ({ email, token, password: newPassword, password_confirmation: newPassword });

    await forgot(a.user.email);
    const first = await resetLink(a.user.email);
    expect422(await reset(body(b.user.email, first.token)), ["token"]);
    await forgot(a.user.email);
    const second = await resetLink(a.user.email, 2);
    expect(second.token).not.toBe(first.token);
    // Only the newest link works.
    expect422(await reset(body(a.user.email, first.token)), ["token"]);

    const db = await getDb();
    await db.oneTimeToken.update({ where: { tokenHash: tokenHash(second.token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect422(await reset(body(a.user.email, second.token)), ["token"]);
    expect422(await reset(body(a.user.email, "z".repeat(43))), ["token"]);
    expect((await login(a.user.email, a.password)).status).toBe(200);
    expect((await login(b.user.email, b.password)).status).toBe(200);
  });

  it("validates the new password and its confirmation", async () => {
    const { user } = await createUser();
    await forgot(user.email);
    const link = await resetLink(user.email);
    expect422(await reset({ email: user.email, token: link.token, password: "Fresh-Start-2027", password_confirmation: "Other-2027-xx" }), ["password"]);
    expect422(await reset({ email: user.email, token: link.token, password: "short", password_confirmation: "short" }), ["password"]);
    expect422(await reset({}), ["email", "token", "password"]);
    // The link survived the failed attempts.
    const ok = await reset({ email: user.email, token: link.token, password: "Fresh-Start-2027", password_confirmation: "Fresh-Start-2027" });
    expect(ok.status).toBe(200);
  });

  it("is rate limited per address", async () => {
    const { user } = await createUser();
    for (let i = 0; i < 5; i++) expect((await forgot(user.email, freshIp())).status).toBe(200);
    const limited = await forgot(user.email, freshIp());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("e-mail verification", () => {
  async function unverifiedWithLink() {
    const body = registration();
    const res = await register(body);
    expect(res.status).toBe(201);
    const mail = (await mailsTo(body.email, "verify_email"))[0]!;
    return { id: res.json.data.id as number, email: body.email, link: linkIn(mail, "/api/v1/auth/email/verify/") };
  }

  /** The link as sent two hours ago (it lives 60 minutes). */
  async function sendLinkTwoHoursAgo(user: { id: number; email: string }) {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 2 * 3600_000 });
    try {
      await sendVerificationEmail({ ...user, firstName: "Marta" }, "en");
    } finally {
      vi.useRealTimers();
    }
  }

  it("a valid link sets email_verified_at; a second use changes nothing", async () => {
    const { id, email, link } = await unverifiedWithLink();
    const res = await follow(link);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "success", message: "Your email address has been verified.", data: null });
    const db = await getDb();
    const verifiedAt = (await db.user.findUniqueOrThrow({ where: { id } })).emailVerifiedAt;
    expect(verifiedAt).toBeInstanceOf(Date);

    const { token } = await loginOk(email, PASSWORD);
    expect((await profile(token)).json.data.email_verified_at).toBe(todayYmd());

    const again = await follow(link);
    expect(again.status).toBe(200);
    expect(again.json.message).toBe("Your email address is already verified.");
    expect((await db.user.findUniqueOrThrow({ where: { id } })).emailVerifiedAt).toEqual(verifiedAt);
  });

  it("refuses an expired link with 403", async () => {
    const { user } = await createUser({ verified: false });
    await sendLinkTwoHoursAgo(user);
    const link = linkIn((await mailsTo(user.email, "verify_email"))[0]!, "/verify/");
    const res = await follow(link);
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/expired/i);
    const db = await getDb();
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).toBeNull();
  });

  it("refuses tampered links with 403 (signature, expiry, user id, hash)", async () => {
    const { id, link } = await unverifiedWithLink();
    const other = await unverifiedWithLink();
    const flip = (s: string) => s.replace(/signature=([a-f0-9])/, (_m, c: string) => `signature=${c === "0" ? "1" : "0"}`);
    expect((await follow(flip(link))).status).toBe(403);
    expect((await follow(link.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`))).status).toBe(403);
    expect((await follow(link.replace(/&signature=[a-f0-9]+/, ""))).status).toBe(403);
    // Another user's id with this signature, and this user's id with another user's hash.
    expect((await follow(link.replace(`/verify/${id}/`, `/verify/${other.id}/`))).status).toBe(403);
    const otherHash = /\/verify\/\d+\/([a-f0-9]{40})/.exec(other.link)![1]!;
    expect((await follow(link.replace(/\/verify\/(\d+)\/[a-f0-9]{40}/, `/verify/$1/${otherHash}`))).status).toBe(403);
    const db = await getDb();
    expect((await db.user.findUniqueOrThrow({ where: { id } })).emailVerifiedAt).toBeNull();
    // A path that does not parse names nothing: 404.
    const { path } = signedLinkTarget(link);
    const bad = await call(verifyRoute.GET, { path, params: { id: "abc", hash: "zz" } });
    expect(bad.status).toBe(404);
  });

  it("redirects browsers (Accept: text/html) with 303 to /email-verified?result=...", async () => {
    const html = { accept: "text/html,application/xhtml+xml" };
    const { link } = await unverifiedWithLink();
    const tampered = await follow(link.replace(/signature=([a-f0-9])/, (_m, c: string) => `signature=${c === "0" ? "1" : "0"}`), html);
    expect(tampered.status).toBe(303);
    expect(tampered.headers.get("location")).toBe("http://localhost:3000/email-verified?result=invalid");
    expect(tampered.headers.get("x-request-id")).toBeTruthy();

    const ok = await follow(link, html);
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("http://localhost:3000/email-verified?result=ok");
    expect(ok.headers.get("x-request-id")).toBeTruthy();

    const { user } = await createUser({ verified: false });
    await sendLinkTwoHoursAgo(user);
    const expired = await follow(linkIn((await mailsTo(user.email, "verify_email"))[0]!, "/verify/"), html);
    expect(expired.status).toBe(303);
    expect(expired.headers.get("location")).toBe("http://localhost:3000/email-verified?result=expired");
  });

  it("resend: sends a new link, 409 once verified, rate limited", async () => {
    const { user, token } = await createUser({ verified: false });
    const res = await resend(token);
    expect(res.status).toBe(200);
    expect(res.json.data).toBeNull();
    const link = linkIn((await mailsTo(user.email, "verify_email"))[0]!, "/verify/");
    for (let i = 0; i < 4; i++) expect((await resend(token)).status).toBe(200);
    const limited = await resend(token);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await mailsTo(user.email, "verify_email")).toHaveLength(5);

    expect((await follow(link)).status).toBe(200);
    const verified = await createUser();
    const conflict = await resend(verified.token);
    expect(conflict.status).toBe(409);
    expect(conflict.json).toEqual({ status: "error", message: "Your email address is already verified." });
    expect(await mailsTo(verified.user.email)).toHaveLength(0);
    expect((await call(resendRoute.POST, { method: "POST", path: "/api/v1/auth/email/resend" })).status).toBe(401);
  });
});
