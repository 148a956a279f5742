import { describe, expect, it } from "vitest";
import * as loginRoute from "@/app/api/v1/auth/login/route";
import * as legacyLoginRoute from "@/app/api/v1/legacy/auth/login/route";
import * as statusRoute from "@/app/api/v1/auth/mfa/route";
import * as verifyRoute from "@/app/api/v1/auth/mfa/verify/route";
import * as setupRoute from "@/app/api/v1/auth/mfa/totp/setup/route";
import * as confirmRoute from "@/app/api/v1/auth/mfa/totp/confirm/route";
import * as totpRoute from "@/app/api/v1/auth/mfa/totp/route";
import * as recoveryRoute from "@/app/api/v1/auth/mfa/recovery-codes/route";
import * as adminJobsRoute from "@/app/api/v1/admin/jobs/route";
import * as forgotRoute from "@/app/api/v1/auth/password/forgot/route";
import * as resetRoute from "@/app/api/v1/auth/password/reset/route";
import { accountKey } from "@/lib/auth/throttle";
import { getDb } from "@/lib/db/client";
import { expect422, profile } from "@/tests/support/auth-calls";
import { createUser, linkIn, uniqueEmail, waitForMail } from "@/tests/support/factories";
import { call, freshIp } from "@/tests/support/http";
import { codeAt, enrolTotp, freshCode } from "@/tests/support/mfa";

// The second factor (issue 23, contract section 5): TOTP set up and confirmed, the login's
// challenge finished with a code, recovery codes, the admin gate, the legacy refusal, and the
// per-account throttle; every step leaves a security event.

const post = (route: { POST: any }, path: string, body: unknown, token?: string, ip?: string) => call(route.POST, { method: "POST", path, body, token, ip });
const login = (email: string, password: string, ip?: string) => post(loginRoute, "/api/v1/auth/login", { email, password }, undefined, ip);
const verify = (mfa_token: string, code: string, ip?: string) => post(verifyRoute, "/api/v1/auth/mfa/verify", { mfa_token, code }, undefined, ip);
const setup = (token: string) => call(setupRoute.POST, { method: "POST", path: "/api/v1/auth/mfa/totp/setup", token });
const confirm = (token: string, code: string) => post(confirmRoute, "/api/v1/auth/mfa/totp/confirm", { code }, token);
const removeTotp = (token: string, password: string) => call(totpRoute.DELETE, { method: "DELETE", path: "/api/v1/auth/mfa/totp", body: { password }, token });
const regenerate = (token: string, password: string) => post(recoveryRoute, "/api/v1/auth/mfa/recovery-codes", { password }, token);
const status = (token: string) => call(statusRoute.GET, { path: "/api/v1/auth/mfa", token });

const eventTypes = async (userId: number) =>
  (await (await getDb()).securityEvent.findMany({ where: { userId }, orderBy: { id: "asc" }, select: { type: true } })).map((e) => e.type);

async function challenge(email: string, password: string) {
  const res = await login(email, password);
  expect(res.status).toBe(200);
  expect(res.json.data).toEqual({ mfa_required: true, mfa_token: expect.any(String), methods: expect.any(Array) });
  return res.json.data.mfa_token as string;
}

describe("TOTP setup and confirmation", () => {
  it("answers a secret, its otpauth URL and a QR code; only a confirmed secret takes effect", async () => {
    const { user, token, password } = await createUser();
    const first = await setup(token);
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({ secret: expect.stringMatching(/^[A-Z2-7]{32}$/), otpauth_url: expect.stringMatching(/^otpauth:\/\/totp\//), qr_svg: expect.stringContaining("<svg") });
    expect(new URL(first.json.data.otpauth_url).searchParams.get("secret")).toBe(first.json.data.secret);
    // The secret is kept sealed, never in the clear.
    const db = await getDb();
    expect(JSON.stringify(await db.mfaTotp.findUniqueOrThrow({ where: { userId: user.id } }))).not.toContain(first.json.data.secret);
    // Not confirmed: the password alone still signs in.
    expect((await login(user.email, password)).json.data.access_token).toEqual(expect.any(String));
    // A second setup replaces the first secret: codes of the first no longer confirm.
    const second = (await setup(token)).json.data.secret as string;
    expect422(await confirm(token, codeAt(first.json.data.secret)), ["code"]);
    expect422(await confirm(token, "12345"), ["code"]);
    const done = await confirm(token, codeAt(second));
    expect(done.status).toBe(200);
    const codes = done.json.data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Stored hashed.
    expect(JSON.stringify(await db.mfaRecoveryCode.findMany({ where: { userId: user.id } }))).not.toContain(codes[0]!.slice(0, 5));
    // On: setup answers 409, and a second confirmation too.
    expect((await setup(token)).status).toBe(409);
    expect((await confirm(token, codeAt(second, 1))).status).toBe(409);
    expect((await status(token)).json.data).toMatchObject({ totp_enabled: true, recovery_codes_remaining: 10, methods: ["totp", "recovery_code"], required: false });
    expect(await eventTypes(user.id)).toContain("mfa.totp_enabled");
  });

  it("refuses a confirmation without a setup (409)", async () => {
    const { token } = await createUser();
    expect((await confirm(token, "123456")).status).toBe(409);
  });
});

describe("login with a second factor", () => {
  it("answers the challenge and no token; the code finishes the sign-in once", async () => {
    const { user, password, totp } = await createUser({ totp: true });
    const res = await login(user.email, password);
    expect(res.json).toEqual({ status: "success", message: expect.any(String), data: { mfa_required: true, mfa_token: expect.any(String), methods: ["totp", "recovery_code"] } });
    expect(res.text).not.toContain("access_token");
    const db = await getDb();
    // The mfa_token is stored hashed.
    expect(JSON.stringify(await db.mfaChallenge.findMany({ where: { userId: user.id } }))).not.toContain(res.json.data.mfa_token);

    const code = await freshCode(user.id, totp!.secret);
    const ok = await verify(res.json.data.mfa_token, code);
    expect(ok.status).toBe(200);
    expect(ok.json.data).toEqual({ access_token: expect.any(String), token_type: "bearer", expires_in: 3600, refresh_token: expect.any(String), refresh_expires_in: 30 * 24 * 3600 });
    expect((await profile(ok.json.data.access_token)).status).toBe(200);
    // The mfa_token is used up.
    expect((await verify(res.json.data.mfa_token, code)).status).toBe(401);
    // The same code does not work twice, on a new sign-in either.
    const again = await challenge(user.email, password);
    expect422(await verify(again, code), ["code"]);
    expect((await verify(again, await freshCode(user.id, totp!.secret))).status).toBe(200);
    const types = await eventTypes(user.id);
    expect(types).toEqual(expect.arrayContaining(["mfa.challenge", "mfa.success", "mfa.failure", "login.success"]));
    const success = await db.securityEvent.findFirstOrThrow({ where: { userId: user.id, type: "login.success" } });
    expect(success.detail).toEqual({ method: "totp" });
  });

  it("accepts each recovery code once", async () => {
    const { user, password, totp } = await createUser({ totp: true });
    const [first, second] = totp!.recoveryCodes;
    expect((await verify(await challenge(user.email, password), first!.toUpperCase())).status).toBe(200);
    expect422(await verify(await challenge(user.email, password), first!), ["code"]);
    expect((await verify(await challenge(user.email, password), second!.replace("-", " "))).status).toBe(200);
    expect(await eventTypes(user.id)).toContain("mfa.recovery_code_used");
  });

  it("voids the mfa_token after five wrong codes in a row (401 afterwards, even with the right code)", async () => {
    const { user, password, totp } = await createUser({ totp: true });
    const mfaToken = await challenge(user.email, password);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await verify(mfaToken, "000000" === codeAt(totp!.secret) ? "111111" : "000000", freshIp());
      expect422(wrong, ["code"]);
    }
    const after = await verify(mfaToken, codeAt(totp!.secret));
    expect(after.status).toBe(401);
    expect(after.json).toEqual({ status: "error", message: "Unauthenticated." });
    expect(await eventTypes(user.id)).toContain("mfa.token_voided");
  });

  it("refuses an expired or unknown mfa_token (401) and validates the body (422)", async () => {
    const { user, password, totp } = await createUser({ totp: true });
    const mfaToken = await challenge(user.email, password);
    const db = await getDb();
    await db.mfaChallenge.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await verify(mfaToken, codeAt(totp!.secret))).status).toBe(401);
    expect((await verify("not-a-token", "123456")).status).toBe(401);
    expect422(await post(verifyRoute, "/api/v1/auth/mfa/verify", {}), ["mfa_token", "code"]);
  });

  it("refuses the legacy login for such accounts (403 saying why)", async () => {
    const { user, password } = await createUser({ totp: true });
    const res = await post(legacyLoginRoute, "/api/v1/legacy/auth/login", { email: user.email, password });
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/two-step sign-in/);
    expect(res.json.message).toMatch(/does not support/);
    // A wrong password still gets the usual 401.
    expect((await post(legacyLoginRoute, "/api/v1/legacy/auth/login", { email: user.email, password: "Wrong-password-1" })).status).toBe(401);
  });
});

describe("removing TOTP and new recovery codes", () => {
  it("needs the password; old recovery codes stop working", async () => {
    const { user, password, token, totp } = await createUser({ totp: true });
    expect422(await regenerate(token, "Wrong-password-1"), ["password"]);
    const fresh = await regenerate(token, password);
    expect(fresh.status).toBe(200);
    expect(fresh.json.data.recovery_codes).toHaveLength(10);
    expect422(await verify(await challenge(user.email, password), totp!.recoveryCodes[0]!), ["code"]);
    expect((await verify(await challenge(user.email, password), fresh.json.data.recovery_codes[0])).status).toBe(200);

    expect422(await removeTotp(token, "Wrong-password-1"), ["password"]);
    expect((await removeTotp(token, password)).status).toBe(200);
    // The password alone signs in again; no recovery codes remain; a second removal is 409.
    expect((await login(user.email, password)).json.data.access_token).toEqual(expect.any(String));
    expect(await (await getDb()).mfaRecoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect((await removeTotp(token, password)).status).toBe(409);
    expect((await regenerate(token, password)).status).toBe(409);
    expect(await eventTypes(user.id)).toEqual(expect.arrayContaining(["mfa.recovery_codes_regenerated", "mfa.totp_disabled"]));
  });
});

describe("the admin gate", () => {
  it("answers 403 mfa_required to an administrator without a second factor, 200 once one is set up", async () => {
    const admin = await createUser({ role: "admin" });
    const refused = await call(adminJobsRoute.GET, { path: "/api/v1/admin/jobs", token: admin.token });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ status: "error", message: expect.stringMatching(/second factor/), code: "mfa_required" });
    expect((await status(admin.token)).json.data.required).toBe(true);
    await enrolTotp(admin.user.id);
    expect((await call(adminJobsRoute.GET, { path: "/api/v1/admin/jobs", token: admin.token })).status).toBe(200);
    // A diver is refused for the role, not the factor.
    const diver = await createUser({ totp: true });
    const diverAnswer = await call(adminJobsRoute.GET, { path: "/api/v1/admin/jobs", token: diver.token });
    expect(diverAnswer.status).toBe(403);
    expect(diverAnswer.json.code).toBeUndefined();
  });
});

describe("per-account throttling", () => {
  it("after 5 failed passwords from different addresses, each further attempt waits (429, Retry-After); a login clears it", async () => {
    const { user, password } = await createUser();
    for (let i = 0; i < 5; i += 1) expect((await login(user.email, "Wrong-password-1", freshIp())).status).toBe(401);
    const blocked = await login(user.email, password, freshIp());
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(blocked.headers.get("retry-after"))).toBeLessThanOrEqual(5);
    const db = await getDb();
    // The wait is over: one more wrong password, and the next wait is twice as long.
    await db.loginThrottle.update({ where: { key: accountKey(user.id) }, data: { blockedUntil: new Date(Date.now() - 1000) } });
    expect((await login(user.email, "Wrong-password-1", freshIp())).status).toBe(401);
    const longer = await login(user.email, password, freshIp());
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get("retry-after"))).toBeGreaterThan(5);
    expect(Number(longer.headers.get("retry-after"))).toBeLessThanOrEqual(10);
    await db.loginThrottle.update({ where: { key: accountKey(user.id) }, data: { blockedUntil: new Date(Date.now() - 1000) } });
    expect((await login(user.email, password, freshIp())).status).toBe(200);
    expect(await db.loginThrottle.count({ where: { key: accountKey(user.id) } })).toBe(0);
    expect(await eventTypes(user.id)).toContain("login.throttled");
  });

  it("throttles an address without an account the same way", async () => {
    const email = uniqueEmail("nobody");
    for (let i = 0; i < 5; i += 1) expect((await login(email, "Wrong-password-1", freshIp())).status).toBe(401);
    expect((await login(email, "Wrong-password-1", freshIp())).status).toBe(429);
  });

  it("counts wrong second-factor codes too", async () => {
    const { user, password, totp } = await createUser({ totp: true });
    for (let i = 0; i < 2; i += 1) expect((await login(user.email, "Wrong-password-1", freshIp())).status).toBe(401);
    const mfaToken = await challenge(user.email, password);
    for (let i = 0; i < 3; i += 1) expect((await verify(mfaToken, "000000" === codeAt(totp!.secret) ? "111111" : "000000", freshIp())).status).toBe(422);
    // 2 passwords + 3 codes: the account waits, even with the right code.
    expect((await verify(mfaToken, codeAt(totp!.secret), freshIp())).status).toBe(429);
  });

  it("a password reset clears it", async () => {
    const { user, password } = await createUser();
    for (let i = 0; i < 5; i += 1) expect((await login(user.email, "Wrong-password-1", freshIp())).status).toBe(401);
    expect((await login(user.email, password, freshIp())).status).toBe(429);
    expect((await post(forgotRoute, "/api/v1/auth/password/forgot", { email: user.email })).status).toBe(200);
    const url = new URL(linkIn(await waitForMail(user.email, "password_reset"), "/reset-password"));
    const next = "Coral-Garden-2031";
    const reset = await post(resetRoute, "/api/v1/auth/password/reset", { email: user.email, token: url.searchParams.get("token"), password: next, password_confirmation: next });
    expect(reset.status).toBe(200);
    expect((await login(user.email, next, freshIp())).status).toBe(200);
    expect(await eventTypes(user.id)).toContain("password.reset");
  });
});
