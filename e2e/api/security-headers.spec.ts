import { expect, test, type APIRequestContext } from "@playwright/test";

// Issue 35: every page's Content-Security-Policy trusts scripts by a nonce made for that response
// ('strict-dynamic'), never 'unsafe-inline' or 'unsafe-eval', and the nonce in the header is the
// one on each of the page's <script> tags. The API keeps its own headers.

const PAGES = ["/", "/login", "/register", "/verify", "/docs/api", "/no-such-page"];

function scriptSrc(policy: string): string[] {
  const directive = policy.split(/;\s*/).find((d) => d.startsWith("script-src "));
  expect(directive, `script-src in ${policy}`).toBeTruthy();
  return directive!.split(/\s+/).slice(1);
}

async function page(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
  const policy = res.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy)?.[1];
  return { res, policy, nonce, html: await res.text() };
}

test.describe("the pages' Content-Security-Policy", () => {
  test("script-src has this response's nonce and 'strict-dynamic', nothing unsafe, and every <script> carries the nonce", async ({ request }) => {
    for (const path of PAGES) {
      const { policy, nonce, html } = await page(request, path);
      expect(nonce, `${path}: ${policy}`).toBeTruthy();
      const sources = scriptSrc(policy);
      expect(sources, path).toContain("'strict-dynamic'");
      expect(sources, path).toContain(`'nonce-${nonce}'`);
      for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'"]) expect(sources, path).not.toContain(unsafe);
      expect(policy, path).toMatch(/(^|; )object-src 'none'(;|$)/);
      expect(policy, path).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
      expect(policy, path).toMatch(/(^|; )base-uri 'self'(;|$)/);
      // Next.js's bootstrap and data scripts are inline: they run only because they carry it.
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length, `${path} has scripts`).toBeGreaterThan(1);
      for (const tag of scripts) expect(tag, path).toContain(` nonce="${nonce}"`);
    }
  });

  test("two requests for the same page get different nonces", async ({ request }) => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i += 1) for (const path of ["/", "/login"]) nonces.add((await page(request, path)).nonce!);
    expect(nonces.size).toBe(6);
    for (const n of nonces) expect(Buffer.from(n, "base64").length).toBeGreaterThanOrEqual(16);
  });

  test("a nonce the client sends is not the one the page trusts", async ({ request }) => {
    const res = await request.get("/login", { headers: { "x-nonce": "Y2xpZW50LWNob3Nlbg==", "content-security-policy": "script-src 'nonce-Y2xpZW50LWNob3Nlbg=='" } });
    const policy = res.headers()["content-security-policy"] ?? "";
    expect(policy).not.toContain("Y2xpZW50LWNob3Nlbg==");
    expect(await res.text()).not.toContain("Y2xpZW50LWNob3Nlbg==");
  });

  test("no Strict-Transport-Security over plain HTTP (APP_URL is http here), even with a forged X-Forwarded-Proto", async ({ request }) => {
    for (const headers of [{}, { "x-forwarded-proto": "https" }] as Record<string, string>[]) {
      const res = await request.get("/login", { headers });
      expect(res.headers()["strict-transport-security"]).toBeUndefined();
    }
  });

  test("the API and the Stripe emulator's paths keep their own headers, without the pages' policy", async ({ request }) => {
    const api = await request.get("/api/v1/utility/countries/IT");
    expect(api.status()).toBe(200);
    expect(api.headers()["content-security-policy"]).toBeUndefined();
    expect(api.headers()["x-content-type-options"]).toBe("nosniff");
    const emulator = await request.get("/v1/payment_intents/pi_unknown");
    expect(emulator.headers()["content-type"]).toMatch(/^application\/json/);
    expect(emulator.headers()["content-security-policy"]).toBeUndefined();
  });
});
