import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce, pageSecurityHeaders, strictTransportSecurity } from "@/lib/security/page-headers";

// Issue 35: the pages' CSP trusts scripts by a per-request nonce ('strict-dynamic'), never by
// 'unsafe-inline' or (in production) 'unsafe-eval'; HSTS only for an https APP_URL.

const directive = (policy: string, name: string) => policy.split(/;\s*/).find((d) => d.startsWith(`${name} `));

describe("the pages' Content-Security-Policy", () => {
  it("trusts scripts by this request's nonce and what they load, never inline or eval in production", () => {
    const nonce = newNonce();
    const scripts = directive(contentSecurityPolicy(nonce), "script-src")!;
    expect(scripts.split(" ")).toEqual(expect.arrayContaining([`'nonce-${nonce}'`, "'strict-dynamic'"]));
    expect(scripts).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'unsafe-hashes'/);
    // `next dev` alone needs eval (React's server error stacks).
    expect(directive(contentSecurityPolicy(nonce, { dev: true }), "script-src")).toContain("'unsafe-eval'");
  });

  it("keeps the rest of the policy: this origin, Stripe's frames and API, no framing, plugins or base tags", () => {
    const policy = contentSecurityPolicy(newNonce());
    expect(directive(policy, "default-src")).toBe("default-src 'self'");
    expect(directive(policy, "frame-src")).toBe("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://api.stripe.com");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "base-uri")).toBe("base-uri 'self'");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
  });

  it("lets this origin's service worker and web manifest load (issue 38), nothing else's", () => {
    const policy = contentSecurityPolicy(newNonce());
    // Without worker-src, a worker falls back to script-src, whose 'strict-dynamic' refuses /sw.js.
    expect(directive(policy, "worker-src")).toBe("worker-src 'self'");
    expect(directive(policy, "manifest-src")).toBe("manifest-src 'self'");
  });

  it("gets a fresh, unguessable nonce each time, and refuses one that could break out of the header", () => {
    const nonces = new Set(Array.from({ length: 1000 }, newNonce));
    expect(nonces.size).toBe(1000);
    for (const n of nonces) expect(Buffer.from(n, "base64")).toHaveLength(16);
    expect(() => contentSecurityPolicy("abc'; script-src *")).toThrow();
  });
});

describe("Strict-Transport-Security", () => {
  it("is two years with subdomains when APP_URL is https, and absent over plain HTTP", () => {
    expect(strictTransportSecurity("https://divecert.example")).toBe("max-age=63072000; includeSubDomains");
    expect(strictTransportSecurity("https://app.divecert.example:8443")).toBe("max-age=63072000; includeSubDomains");
    expect(strictTransportSecurity("http://localhost:3000")).toBeUndefined();
  });

  it("is among the page headers only for an https install", () => {
    const over = pageSecurityHeaders({ nonce: "bm9uY2U=", appUrl: "https://divecert.example", dev: false });
    expect(Object.keys(over).sort()).toEqual(["Content-Security-Policy", "Strict-Transport-Security"]);
    const plain = pageSecurityHeaders({ nonce: "bm9uY2U=", appUrl: "http://localhost:3000", dev: false });
    expect(Object.keys(plain)).toEqual(["Content-Security-Policy"]);
    expect(plain["Content-Security-Policy"]).toContain("'nonce-bm9uY2U='");
  });
});
