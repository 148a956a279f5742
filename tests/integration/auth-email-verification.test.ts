import { afterEach, describe, expect, it, vi } from "vitest";
import * as verifyRoute from "@/app/api/v1/auth/email/verify/[id]/[hash]/route";
import * as resendRoute from "@/app/api/v1/auth/email/resend/route";
import { sendVerificationEmail } from "@/lib/auth/email-verification";
import { getDb } from "@/lib/db/client";
import { PASSWORD, loginOk, profile, register, registration } from "@/tests/support/auth-calls";
import { createUser, linkIn, mailsTo, signedLinkTarget } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { todayYmd } from "@/tests/support/user-resource";

afterEach(() => {
  vi.useRealTimers();
});

const resend = (token: string) => call(resendRoute.POST, { method: "POST", path: "/api/v1/auth/email/resend", token });
const follow = (link: string, headers: Record<string, string> = {}) => {
  const { path, params } = signedLinkTarget(link);
  return call(verifyRoute.GET, { path, params, headers });
};

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
