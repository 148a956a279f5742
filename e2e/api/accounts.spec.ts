import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "@/e2e/support/contract";
import { ADMIN, apiToken, bearer, DEMO_PASSWORD } from "@/e2e/support/session";

// Accounts over HTTP against `npm start`: registration with the e-mail link read from the admin
// mailbox, login/refresh/logout, the profile, and the authorisation matrix.

const PASSWORD = "Bubbles-2026";
const ISO_MICRO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/;
const today = () => new Date().toISOString().slice(0, 10);

let seq = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${(++seq).toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

// Not the shared apiToken: these tests need the whole pair (refresh token, expiry), not just the access token.
async function login(request: APIRequestContext, email: string, password: string) {
  const res = await request.post("/api/v1/auth/login", { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as { access_token: string; refresh_token: string; expires_in: number; token_type: string };
}

async function register(request: APIRequestContext, over: Record<string, unknown> = {}) {
  const email = uniqueEmail("e2e");
  const res = await request.post("/api/v1/auth/register", {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD, first_name: "Eva", last_name: "Nettuno", dob: "1991-08-09", country: "IT", terms: true, gdpr: true, ...over },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, body: await res.json() };
}

/** The newest mail of a kind to an address, read from the admin mailbox. */
async function mailFor(request: APIRequestContext, adminToken: string, to: string, kind: string) {
  let mail: { to: string; kind: string; text: string } | undefined;
  await expect(async () => {
    const res = await request.get("/api/v1/dev/mailbox?per_page=100", { headers: bearer(adminToken) });
    expect(res.status()).toBe(200);
    const page = (await res.json()).data as { data: { to: string; kind: string; text: string }[] };
    mail = page.data.find((m) => m.to === to && m.kind === kind);
    expect(mail, `a ${kind} mail to ${to}`).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return mail!;
}

const linkIn = (text: string, fragment: string) => {
  const link = (text.match(/https?:\/\/[^\s<>"']+/g) ?? []).find((l) => l.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment}`);
  return link.replace(/[.,;:!?)]+$/, "");
};

test.describe("registration and e-mail verification", () => {
  test("register → verification link from the admin mailbox → verified", async ({ request, baseURL }) => {
    const { email, body } = await register(request);
    expect(body).toMatchObject({ status: "success", success: true });
    const user = body.data;
    expect(user).toMatchObject({ email, email_verified_at: null, dive_center: "Not assigned", distributor: "Not assigned", status: "Account Active" });
    expect(user.member_id).toMatch(/^IT\d{2}-\d{3}-\d{3}$/);
    expect(user.created_at).toMatch(ISO_MICRO);
    expect(user.qrcode.startsWith("<?xml")).toBe(true);
    expect(user.avatar.startsWith(baseURL!)).toBe(true);

    const admin = { access_token: await apiToken(request, ADMIN.email, ADMIN.password) };
    const mail = await mailFor(request, admin.access_token, email, "verify_email");
    const link = linkIn(mail.text, "/api/v1/auth/email/verify/");
    expect(link.startsWith(`${baseURL}/api/v1/auth/email/verify/${user.id}/`)).toBe(true);

    // A tampered link is refused; the genuine one verifies; a second use changes nothing.
    const tampered = await request.get(link.replace(/signature=([a-f0-9])/, (_m, c: string) => `signature=${c === "0" ? "1" : "0"}`));
    expect(tampered.status()).toBe(403);
    const verified = await request.get(link);
    expect(verified.status()).toBe(200);
    expect(await verified.json()).toMatchObject({ status: "success", message: "Your email address has been verified." });
    const again = await request.get(link, { headers: { accept: "text/html" }, maxRedirects: 0 });
    expect(again.status()).toBe(303);
    expect(again.headers()["location"]).toBe(`${baseURL}/email-verified?result=ok`);

    const session = await login(request, email, PASSWORD);
    const profile = await request.get("/api/v1/profile", { headers: bearer(session.access_token) });
    expect((await profile.json()).data.email_verified_at).toBe(today());
    const resend = await request.post("/api/v1/auth/email/resend", { headers: bearer(session.access_token) });
    expect(resend.status()).toBe(409);
  });

  test("a browser following a bad link is redirected to the result page", async ({ request, baseURL }) => {
    const res = await request.get(`/api/v1/auth/email/verify/1/${"a".repeat(40)}?expires=1&signature=${"b".repeat(64)}`, {
      headers: { accept: "text/html" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    expect(res.headers()["location"]).toBe(`${baseURL}/email-verified?result=invalid`);
    expect(res.headers()["x-request-id"]).toBeTruthy();
  });

  test("registration refuses bad input with the Laravel 422 shape", async ({ request }) => {
    const res = await request.post("/api/v1/auth/register", { data: { email: "nope", first_name: 3 } });
    expect(res.status()).toBe(422);
    const body = await res.json();
    expect(body.status).toBe("error");
    expect(body.errors).toMatchObject({ email: expect.any(Array), first_name: ["The first name field must be of type string."], terms: expect.any(Array) });
    const count = Object.values(body.errors as Record<string, string[]>).flat().length;
    expect(body.message).toMatch(new RegExp(`\\(and ${count - 1} more errors\\)$`));
  });
});

test.describe("sessions", () => {
  test("login → refresh (rotation, identical retry) → logout", async ({ request }) => {
    const { email } = await register(request);
    const first = await login(request, email, PASSWORD);
    expect(first).toMatchObject({ token_type: "bearer", expires_in: 3600 });
    const header = JSON.parse(Buffer.from(first.access_token.split(".")[0]!, "base64url").toString());
    expect(header.alg).toBe("HS256");

    const rotated = await request.post("/api/v1/auth/refresh", { data: { refresh_token: first.refresh_token } });
    expect(rotated.status()).toBe(200);
    const pair = (await rotated.json()).data;
    expect(pair.refresh_token).not.toBe(first.refresh_token);
    const retry = await request.post("/api/v1/auth/refresh", { data: { refresh_token: first.refresh_token } });
    expect((await retry.json()).data).toEqual(pair);

    expect((await request.get("/api/v1/profile", { headers: bearer(pair.access_token) })).status()).toBe(200);
    const out = await request.post("/api/v1/auth/logout", { headers: bearer(pair.access_token) });
    expect(out.status()).toBe(200);
    expect((await request.get("/api/v1/profile", { headers: bearer(pair.access_token) })).status()).toBe(401);
    expect((await request.post("/api/v1/auth/refresh", { data: { refresh_token: pair.refresh_token } })).status()).toBe(401);
  });

  test("wrong password and unknown e-mail give the same 401", async ({ request }) => {
    const a = await request.post("/api/v1/auth/login", { data: { email: "diver@example.com", password: "Wrong-pass-1" } });
    const b = await request.post("/api/v1/auth/login", { data: { email: uniqueEmail("ghost"), password: "Wrong-pass-1" } });
    expect(a.status()).toBe(401);
    expect(b.status()).toBe(401);
    expect(await a.json()).toEqual({ status: "error", message: "Invalid credentials." });
    expect(await b.json()).toEqual(await a.json());
  });

  test("legacy login answers {token, token_type, expires_in, user} with Deprecation and Sunset", async ({ request }) => {
    const res = await request.post("/api/v1/legacy/auth/login", { data: { email: "diver@example.com", password: DEMO_PASSWORD } });
    expect(res.status()).toBe(200);
    expect(res.headers()["deprecation"]).toBe("true");
    expect(res.headers()["sunset"]).toBeTruthy();
    const data = (await res.json()).data;
    expect(Object.keys(data).sort()).toEqual(["expires_in", "token", "token_type", "user"]);
    expect(data.user.email).toBe("diver@example.com");
    const refreshed = await request.post("/api/v1/legacy/auth/refresh", { headers: bearer(data.token) });
    expect(refreshed.status()).toBe(200);
    expect((await request.get("/api/v1/profile", { headers: bearer(data.token) })).status()).toBe(401);
    const next = (await refreshed.json()).data.token;
    expect((await request.post("/api/v1/legacy/auth/logout", { headers: bearer(next) })).status()).toBe(200);
  });

  test("password reset through the mailed link", async ({ request }) => {
    const { email } = await register(request);
    const old = await login(request, email, PASSWORD);
    const forgot = await request.post("/api/v1/auth/password/forgot", { data: { email } });
    expect(forgot.status()).toBe(200);
    const ghost = await request.post("/api/v1/auth/password/forgot", { data: { email: uniqueEmail("ghost") } });
    expect(await ghost.json()).toEqual(await forgot.json());
    const admin = { access_token: await apiToken(request, ADMIN.email, ADMIN.password) };
    const url = new URL(linkIn((await mailFor(request, admin.access_token, email, "password_reset")).text, "/reset-password"));
    const reset = await request.post("/api/v1/auth/password/reset", {
      data: { email, token: url.searchParams.get("token"), password: "Fresh-Start-2027", password_confirmation: "Fresh-Start-2027" },
    });
    expect(reset.status()).toBe(200);
    expect((await request.get("/api/v1/profile", { headers: bearer(old.access_token) })).status()).toBe(401);
    await login(request, email, "Fresh-Start-2027");
  });
});

test.describe("profile", () => {
  test("GET with ETag/304 and languages; PATCH saves writable fields and ignores the rest", async ({ request }) => {
    const { email } = await register(request);
    const { access_token: token } = await login(request, email, PASSWORD);
    const first = await request.get("/api/v1/profile", { headers: bearer(token) });
    expect(first.status()).toBe(200);
    const etag = first.headers()["etag"]!;
    expect(etag).toMatch(/^W\//);
    const cached = await request.get("/api/v1/profile", { headers: { ...bearer(token), "if-none-match": etag } });
    expect(cached.status()).toBe(304);
    expect(cached.headers()["x-request-id"]).toBeTruthy();

    const italian = await request.get("/api/v1/profile", { headers: { ...bearer(token), "accept-language": "it" } });
    expect((await italian.json()).data).toMatchObject({ status: "Account attivo", dive_center: "Not assigned" });
    const korean = await request.get("/api/v1/profile?lang=kr", { headers: { ...bearer(token), "accept-language": "" } });
    expect((await korean.json()).data.status).toBe("계정 활성");

    const patched = await request.patch("/api/v1/profile", {
      headers: bearer(token),
      data: { city: "Camogli", gender: "Female", state_code: "IT-GE", full_name: "Hacker", email: "x@example.com", status: "banned", vat_rate: 0, member_id: "XX00-000-000" },
    });
    expect(patched.status()).toBe(200);
    const data = (await patched.json()).data;
    expect(data).toMatchObject({ city: "Camogli", gender: "Female", state_code: "IT-GE", full_name: "Eva Nettuno", email, status: "Account Active", vat_rate: 22 });
    expect(data.member_id).not.toBe("XX00-000-000");
    const bad = await request.patch("/api/v1/profile", { headers: bearer(token), data: { dob: 5, gender: "x" } });
    expect(bad.status()).toBe(422);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(["dob", "gender"]);
    const state = await request.patch("/api/v1/profile", { headers: bearer(token), data: { state_code: "ES-CT" } });
    expect(state.status()).toBe(422);
    expect((await state.json()).errors).toHaveProperty("state_code");
    const after = await request.get("/api/v1/profile", { headers: { ...bearer(token), "if-none-match": etag } });
    expect(after.status()).toBe(200);
  });

  test("dive center: assign an active one from the utility list, leave with null", async ({ request }) => {
    const { email } = await register(request);
    const { access_token: token } = await login(request, email, PASSWORD);
    const centers = await request.get("/api/v1/utility/dive-centers?country=IT");
    expect(centers.status()).toBe(200);
    // One with a distributor (other specs add Italian centers of their own, without one).
    const center = ((await centers.json()).data.data as { id: number; name: string; distributor: { id: number } | null }[]).find((c) => c.distributor)!;
    const res = await request.patch("/api/v1/profile/dive-center", { headers: bearer(token), data: { dive_center_id: center.id } });
    expect(res.status()).toBe(200);
    const data = (await res.json()).data;
    expect(data).toMatchObject({ dive_center: center.name, dive_center_id: center.id, dive_center_date: today() });
    expect(data.distributor_id).toBe(center.distributor!.id);
    const unknown = await request.patch("/api/v1/profile/dive-center", { headers: bearer(token), data: { dive_center_id: 987654 } });
    expect(unknown.status()).toBe(422);
    const leave = await request.patch("/api/v1/profile/dive-center", { headers: bearer(token), data: { dive_center_id: null } });
    expect((await leave.json()).data.dive_center).toBe("Not assigned");
  });

  test("password change keeps this session and ends the others; deletion ends everything", async ({ request }) => {
    const { email } = await register(request);
    const a = await login(request, email, PASSWORD);
    const b = await login(request, email, PASSWORD);
    const wrong = await request.put("/api/v1/profile/password", {
      headers: bearer(a.access_token),
      data: { current_password: "nope-123456", password: "Deeper-Blue-2027", password_confirmation: "Deeper-Blue-2027" },
    });
    expect(wrong.status()).toBe(422);
    const changed = await request.put("/api/v1/profile/password", {
      headers: bearer(a.access_token),
      data: { current_password: PASSWORD, password: "Deeper-Blue-2027", password_confirmation: "Deeper-Blue-2027" },
    });
    expect(changed.status()).toBe(200);
    expect((await request.get("/api/v1/profile", { headers: bearer(a.access_token) })).status()).toBe(200);
    expect((await request.get("/api/v1/profile", { headers: bearer(b.access_token) })).status()).toBe(401);

    const del = await request.delete("/api/v1/profile", { headers: bearer(a.access_token), data: { password: "Deeper-Blue-2027" } });
    expect(del.status()).toBe(200);
    expect((await request.get("/api/v1/profile", { headers: bearer(a.access_token) })).status()).toBe(401);
    const relogin = await request.post("/api/v1/auth/login", { data: { email, password: "Deeper-Blue-2027" } });
    expect(relogin.status()).toBe(401);
  });
});

test.describe("authorisation matrix", () => {
  test("user B's token never returns user A's data; no token or a bad one is 401", async ({ request }) => {
    const a = await register(request, { first_name: "Alba" });
    const b = await register(request, { first_name: "Bruno" });
    const tokenA = (await login(request, a.email, PASSWORD)).access_token;
    const tokenB = (await login(request, b.email, PASSWORD)).access_token;
    const idA = a.body.data.id as number;
    const memberA = a.body.data.member_id as string;

    const calls: { method: "get" | "patch" | "put" | "delete" | "post"; path: string; data?: unknown }[] = [
      { method: "get", path: "/api/v1/profile" },
      { method: "get", path: `/api/v1/profile?id=${idA}&user_id=${idA}` },
      { method: "get", path: "/api/v1/user" },
      { method: "get", path: `/api/v1/user?id=${idA}` },
      { method: "patch", path: "/api/v1/profile", data: { id: idA, user_id: idA, email: a.email, city: "Bari" } },
      { method: "patch", path: "/api/v1/user", data: { id: idA, city: "Bari" } },
      { method: "patch", path: "/api/v1/profile/dive-center", data: { dive_center_id: null, user_id: idA } },
      { method: "put", path: "/api/v1/profile/password", data: { current_password: PASSWORD, password: PASSWORD, password_confirmation: PASSWORD, user_id: idA } },
      { method: "delete", path: "/api/v1/profile", data: { password: "wrong-password-1", user_id: idA } },
      { method: "post", path: "/api/v1/auth/email/resend", data: { user_id: idA } },
    ];
    for (const c of calls) {
      const asB = await request[c.method](c.path, { headers: bearer(tokenB), data: c.data });
      expect(asB.status(), `${c.method} ${c.path}`).toBeLessThan(500);
      const text = await asB.text();
      expect(text, `${c.method} ${c.path}`).not.toContain(a.email);
      expect(text, `${c.method} ${c.path}`).not.toContain(memberA);
      if (asB.status() === 200 && text) {
        const body = JSON.parse(text);
        if (body.data && typeof body.data === "object" && "id" in body.data) expect(body.data.id).toBe(b.body.data.id);
      }
      const anonymous = await request[c.method](c.path, { data: c.data });
      expect(anonymous.status(), `anonymous ${c.method} ${c.path}`).toBe(401);
      const garbage = await request[c.method](c.path, { headers: bearer(`${tokenA.slice(0, -3)}abc`), data: c.data });
      expect(garbage.status(), `tampered ${c.method} ${c.path}`).toBe(401);
    }
    // A is untouched by everything B did.
    const mine = (await (await request.get("/api/v1/profile", { headers: bearer(tokenA) })).json()).data;
    expect(mine).toMatchObject({ id: idA, email: a.email, city: null, first_name: "Alba" });
    // The admin mailbox is for administrators only.
    expect((await request.get("/api/v1/dev/mailbox", { headers: bearer(tokenB) })).status()).toBe(403);
  });
});
