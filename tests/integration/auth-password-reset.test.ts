import { describe, expect, it } from "vitest";
import * as forgotRoute from "@/app/api/v1/auth/password/forgot/route";
import * as resetRoute from "@/app/api/v1/auth/password/reset/route";
import { tokenHash } from "@/lib/auth/keys";
import { getDb } from "@/lib/db/client";
import { expect422, login, profile, refresh } from "@/tests/support/auth-calls";
import { createUser, linkIn, mailsTo, mailsSettled, uniqueEmail, waitForMail } from "@/tests/support/factories";
import { call, freshIp } from "@/tests/support/http";

const forgot = (email: unknown, ip?: string) => call(forgotRoute.POST, { method: "POST", path: "/api/v1/auth/password/forgot", body: { email }, ip });
const reset = (body: Record<string, unknown>) => call(resetRoute.POST, { method: "POST", path: "/api/v1/auth/password/reset", body });

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
    await mailsSettled();
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
