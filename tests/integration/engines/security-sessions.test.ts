import { describe, expect, it } from "vitest";
import * as sessionsRoute from "@/app/api/v1/auth/sessions/route";
import * as sessionRoute from "@/app/api/v1/auth/sessions/[id]/route";
import * as legacyLoginRoute from "@/app/api/v1/legacy/auth/login/route";
import * as loginRoute from "@/app/api/v1/auth/login/route";
import { browserSessionActive, startBrowserSession } from "@/lib/auth/sessions/browser-session";
import { noteSignIn } from "@/lib/auth/new-device";
import { tokenHash } from "@/lib/auth/keys";
import { getDb } from "@/lib/db/client";
import { profile, refresh } from "@/tests/support/auth-calls";
import { createUser, mailsSettled, mailsTo } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

// Sessions (GET/DELETE /auth/sessions, decision 0026) and the new-device e-mail.

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const CHROME_WIN = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

const loginFrom = (email: string, password: string, ua: string, ip: string, device_name?: string) =>
  call(loginRoute.POST, { method: "POST", path: "/api/v1/auth/login", body: { email, password, device_name }, ip, headers: { "user-agent": ua } });
const list = (token: string) => call(sessionsRoute.GET, { path: "/api/v1/auth/sessions", token });
const end = (token: string, id: string) => call(sessionRoute.DELETE, { method: "DELETE", path: `/api/v1/auth/sessions/${id}`, token, params: { id } });
const endOthers = (token: string) => call(sessionsRoute.DELETE, { method: "DELETE", path: "/api/v1/auth/sessions", token });

describe("GET /auth/sessions", () => {
  it("lists each active family with its client, shortened address, dates and the current flag", async () => {
    const u = await createUser({ withToken: false });
    const phone = await loginFrom(u.user.email, u.password, SAFARI, "203.0.113.77", "Marta's iPhone");
    const laptop = await loginFrom(u.user.email, u.password, FIREFOX, "2001:db8:1234:5678::9");
    expect(phone.status).toBe(200);
    expect(laptop.status).toBe(200);

    const res = await list(laptop.json.data.access_token);
    expect(res.status).toBe(200);
    const sessions = res.json.data.data as any[];
    expect(res.json.data.total).toBe(2);
    expect(sessions).toHaveLength(2);
    const mine = sessions.find((s) => s.current)!;
    const other = sessions.find((s) => !s.current)!;
    expect(mine).toMatchObject({ user_agent: FIREFOX, ip: "2001:db8:1234::/48", kind: "api", current: true });
    expect(other).toMatchObject({ user_agent: SAFARI, ip: "203.0.113.0/24", device_name: "Marta's iPhone", current: false });
    expect(JSON.stringify(res.json)).not.toContain("203.0.113.77");
    expect(sessions.filter((s) => s.current)).toHaveLength(1);

    // A refresh keeps the family (same id, same start) and moves last_used_at; the client is the newest.
    const rotated = await call(
      (await import("@/app/api/v1/auth/refresh/route")).POST,
      { method: "POST", path: "/api/v1/auth/refresh", body: { refresh_token: phone.json.data.refresh_token }, ip: "203.0.114.5", headers: { "user-agent": SAFARI } },
    );
    expect(rotated.status).toBe(200);
    const after = (await list(rotated.json.data.access_token)).json.data.data as any[];
    expect(after).toHaveLength(2);
    const phoneAfter = after.find((s) => s.current)!;
    expect(phoneAfter.id).toBe(other.id);
    expect(phoneAfter.created_at).toBe(other.created_at);
    expect(phoneAfter.ip).toBe("203.0.114.0/24");
    expect(phoneAfter.last_used_at >= other.last_used_at).toBe(true);
    expect(after[0]!.id).toBe(phoneAfter.id); // most recently used first
  });

  it("lists legacy tokens and browser sign-ins as sessions too, never another account's", async () => {
    const u = await createUser();
    const stranger = await createUser();
    const legacy = await call(legacyLoginRoute.POST, { method: "POST", path: "/api/v1/legacy/auth/login", body: { email: u.user.email, password: u.password }, headers: { "user-agent": "DiveCertApp/1.2" } });
    expect(legacy.status).toBe(200);
    const browser = await startBrowserSession(u.user.id, { ip: "198.51.100.4", userAgent: CHROME_WIN });
    const sessions = (await list(u.token)).json.data.data as any[];
    expect(sessions.map((s) => s.kind).sort()).toEqual(["api", "browser", "legacy"]);
    expect(sessions.find((s) => s.kind === "browser")).toMatchObject({ id: browser, ip: "198.51.100.0/24", user_agent: CHROME_WIN, current: false });
    expect((await list(stranger.token)).json.data.data).toHaveLength(1);
  });
});

describe("DELETE /auth/sessions/{id}", () => {
  it("ends another session: its access token and refresh token are refused at once", async () => {
    const u = await createUser({ withToken: false });
    const a = await loginFrom(u.user.email, u.password, FIREFOX, "203.0.113.1");
    const b = await loginFrom(u.user.email, u.password, SAFARI, "203.0.113.2");
    const bToken = b.json.data.access_token as string;
    expect((await profile(bToken)).status).toBe(200);
    const bId = ((await list(a.json.data.access_token)).json.data.data as any[]).find((s) => !s.current)!.id;

    const res = await end(a.json.data.access_token, bId);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "success", data: null });
    expect((await profile(bToken)).status).toBe(401);
    expect((await refresh(b.json.data.refresh_token)).status).toBe(401);
    // The asking session goes on; the ended one is gone from the list, and ending it again is 404.
    expect((await profile(a.json.data.access_token)).status).toBe(200);
    expect((await list(a.json.data.access_token)).json.data.data).toHaveLength(1);
    expect((await end(a.json.data.access_token, bId)).status).toBe(404);
    // Recorded for the audit log.
    const db = await getDb();
    expect(await db.securityEvent.count({ where: { userId: u.user.id, type: "session.ended" } })).toBe(1);
  });

  it("answers 404 for another user's session (and for ids that are not UUIDs), which stays alive", async () => {
    const owner = await createUser();
    const intruder = await createUser();
    const ownerId = ((await list(owner.token)).json.data.data as any[])[0]!.id;
    expect((await end(intruder.token, ownerId)).status).toBe(404);
    expect((await end(intruder.token, "not-a-uuid")).status).toBe(404);
    expect((await profile(owner.token)).status).toBe(200);
    expect((await list(owner.token)).json.data.data).toHaveLength(1);
  });

  it("ends a browser session, which then signs that browser out", async () => {
    const u = await createUser();
    const browser = await startBrowserSession(u.user.id, { ip: "198.51.100.4", userAgent: CHROME_WIN });
    expect(await browserSessionActive(u.user.id, browser)).toBe(true);
    expect((await end(u.token, browser)).status).toBe(200);
    expect(await browserSessionActive(u.user.id, browser)).toBe(false);
  });

  it("ending the current session signs this client out (like logout)", async () => {
    const u = await createUser();
    const id = ((await list(u.token)).json.data.data as any[])[0]!.id;
    expect((await end(u.token, id)).status).toBe(200);
    expect((await profile(u.token)).status).toBe(401);
    expect((await refresh(u.refreshToken)).status).toBe(401);
  });
});

describe("DELETE /auth/sessions (sign out everywhere else)", () => {
  it("ends every other session, keeps the current one, and says how many", async () => {
    const u = await createUser();
    const others = [await loginFrom(u.user.email, u.password, FIREFOX, "203.0.113.9"), await loginFrom(u.user.email, u.password, SAFARI, "203.0.113.10")];
    const browser = await startBrowserSession(u.user.id, { ip: "198.51.100.4", userAgent: CHROME_WIN });
    const res = await endOthers(u.token);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ ended: 3 });
    for (const o of others) expect((await profile(o.json.data.access_token)).status).toBe(401);
    expect(await browserSessionActive(u.user.id, browser)).toBe(false);
    expect((await profile(u.token)).status).toBe(200);
    const left = (await list(u.token)).json.data.data as any[];
    expect(left).toHaveLength(1);
    expect(left[0]!.current).toBe(true);
    expect((await endOthers(u.token)).json.data).toEqual({ ended: 0 });
  });
});

describe("new-device e-mail", () => {
  it("is not sent for the first sign-in ever, nor for a device seen within 90 days; it is for a new one", async () => {
    const u = await createUser({ withToken: false });
    expect((await loginFrom(u.user.email, u.password, FIREFOX, "203.0.113.20")).status).toBe(200);
    await mailsSettled();
    expect(await mailsTo(u.user.email, "new_device")).toHaveLength(0);

    // Same browser and system (a newer version) on the same /16: known.
    expect((await loginFrom(u.user.email, u.password, FIREFOX.replace(/128\.0/g, "129.0"), "203.0.200.1")).status).toBe(200);
    await mailsSettled();
    expect(await mailsTo(u.user.email, "new_device")).toHaveLength(0);

    // Same device, another /16: new.
    expect((await loginFrom(u.user.email, u.password, FIREFOX, "198.51.100.20")).status).toBe(200);
    await mailsSettled();
    const mails = await mailsTo(u.user.email, "new_device");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("New sign-in to your DiveCert account");
    expect(mails[0]!.text).toContain("Firefox on Linux");
    expect(mails[0]!.text).toContain("198.51.100.0/24");
    expect(mails[0]!.text).toContain("/profile/sessions");

    // Another device on a known network: new as well; the refresh of a known one is not.
    const phone = await loginFrom(u.user.email, u.password, SAFARI, "203.0.113.21");
    await mailsSettled();
    expect(await mailsTo(u.user.email, "new_device")).toHaveLength(2);
    await call((await import("@/app/api/v1/auth/refresh/route")).POST, {
      method: "POST", path: "/api/v1/auth/refresh", body: { refresh_token: phone.json.data.refresh_token }, ip: "192.0.2.1", headers: { "user-agent": CHROME_WIN },
    });
    await mailsSettled();
    expect(await mailsTo(u.user.email, "new_device")).toHaveLength(2);
  });

  it("is sent again for a device last seen more than 90 days ago, once even for racing sign-ins", async () => {
    const u = await createUser({ withToken: false, defaultLanguage: "it" });
    const client = { ip: "203.0.113.30", userAgent: CHROME_WIN };
    expect(await noteSignIn(u.user.id, { ip: "192.0.2.1", userAgent: FIREFOX })).toBe(false); // first ever
    expect(await noteSignIn(u.user.id, client)).toBe(true);
    expect(await noteSignIn(u.user.id, client)).toBe(false);
    const db = await getDb();
    await db.knownDevice.updateMany({ where: { userId: u.user.id }, data: { lastSeenAt: new Date(Date.now() - 91 * 86_400_000) } });
    const raced = await Promise.all([noteSignIn(u.user.id, client), noteSignIn(u.user.id, client), noteSignIn(u.user.id, client)]);
    expect(raced.filter(Boolean)).toHaveLength(1);
    await mailsSettled();
    const mails = await mailsTo(u.user.email, "new_device");
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe("Nuovo accesso al tuo account DiveCert");
  });

  it("goes through the job queue when SMTP is configured (outbox row and send-email job in one)", async () => {
    const { env, setEnvForTests } = await import("@/lib/env");
    const { jobQueue } = await import("@/lib/jobs/boss");
    const { jobIdFor } = await import("@/lib/jobs/enqueue");
    const base = env();
    const u = await createUser({ withToken: false });
    await noteSignIn(u.user.id, { ip: "192.0.2.1", userAgent: FIREFOX });
    await jobQueue();
    // A closed port: the job is queued, never delivered during the test (the worker is not started).
    setEnvForTests({ ...base, smtpUrl: "smtp://127.0.0.1:9", jobs: { ...base.jobs, worker: false } });
    try {
      expect(await noteSignIn(u.user.id, { ip: "198.51.100.1", userAgent: SAFARI })).toBe(true);
      await mailsSettled();
    } finally {
      setEnvForTests(base);
    }
    const [mail] = await mailsTo(u.user.email, "new_device");
    expect(mail).toBeDefined();
    const db = await getDb();
    const row = await db.outboxEmail.findUniqueOrThrow({ where: { id: mail!.id } });
    expect(row).toMatchObject({ transport: "smtp", status: "queued" });
    const job = await db.$queryRawUnsafe<{ name: string }[]>(`SELECT name FROM pgboss.job WHERE id = $1::uuid`, jobIdFor("send-email", `outbox:${mail!.id}`));
    expect(job.map((j) => j.name)).toEqual(["send-email"]);
  });
});

describe("refresh families record their client", () => {
  it("stores only the shortened network, never the full address", async () => {
    const u = await createUser({ withToken: false });
    const res = await loginFrom(u.user.email, u.password, FIREFOX, "203.0.113.250");
    const db = await getDb();
    const row = await db.refreshToken.findUniqueOrThrow({ where: { tokenHash: tokenHash(res.json.data.refresh_token) } });
    expect(row).toMatchObject({ ip: "203.0.113.0/24", userAgent: FIREFOX, kind: "api" });
    expect(row.lastUsedAt).toBeInstanceOf(Date);
  });
});
