import { describe, expect, it } from "vitest";
import * as loginRoute from "@/app/api/v1/auth/login/route";
import { tokenHash } from "@/lib/auth/keys";
import { getDb } from "@/lib/db/client";
import { login, refresh } from "@/tests/support/auth-calls";
import { createUser, uniqueEmail } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

// Security events (issue 23): every sign-in, failed sign-in and refresh-token reuse is recorded.

const eventsOf = async (userId: number | null, email?: string) => {
  const db = await getDb();
  const rows = await db.securityEvent.findMany({ where: { userId }, orderBy: { id: "asc" } });
  return email ? rows.filter((r) => (r.detail as { email?: string }).email === email) : rows;
};

describe("security events", () => {
  it("records a successful and a failed login with the client's address and user agent", async () => {
    const { user, password } = await createUser();
    const headers = { "user-agent": "DiveCertTest/1.0" };
    const bad = await call(loginRoute.POST, { method: "POST", path: "/api/v1/auth/login", body: { email: user.email, password: "Wrong-password-1" }, ip: "10.77.0.1", headers });
    expect(bad.status).toBe(401);
    const good = await call(loginRoute.POST, { method: "POST", path: "/api/v1/auth/login", body: { email: user.email, password }, ip: "10.77.0.2", headers });
    expect(good.status).toBe(200);
    const events = await eventsOf(user.id);
    expect(events.map((e) => [e.type, e.ip, e.userAgent, e.detail])).toEqual([
      ["login.failure", "10.77.0.1", "DiveCertTest/1.0", { reason: "password" }],
      ["login.success", "10.77.0.2", "DiveCertTest/1.0", { method: "password" }],
    ]);
    // Never the password.
    expect(JSON.stringify(events)).not.toContain("Wrong-password-1");
  });

  it("records a failed login for an unknown e-mail without a user and with the address tried", async () => {
    const email = uniqueEmail("nobody");
    expect((await login(email, "Wrong-password-1")).status).toBe(401);
    const events = await eventsOf(null, email);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: "login.failure", userId: null, detail: { reason: "unknown_email", email } });
  });

  it("records the reuse of a rotated refresh token", async () => {
    const { refreshToken, user } = await createUser();
    const first = await refresh(refreshToken);
    expect(first.status).toBe(200);
    const db = await getDb();
    const row = await db.refreshToken.update({
      where: { tokenHash: tokenHash(refreshToken) },
      data: { rotatedAt: new Date(Date.now() - 61_000) },
    });
    expect((await refresh(refreshToken)).status).toBe(401);
    const reuse = (await eventsOf(user.id)).filter((e) => e.type === "refresh.reuse");
    expect(reuse).toHaveLength(1);
    expect(reuse[0]!.detail).toEqual({ family_id: row.familyId });
  });
});
