import { randomBytes } from "node:crypto";

// The security headers that change per request or per install, set on every page by proxy.ts
// (decision 0038); the fixed ones (X-Frame-Options, Referrer-Policy, ...) stay in next.config.js.

/** 128 random bits, base64: unguessable, fresh for each page (CSP nonces must never repeat). */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The pages' Content-Security-Policy. Scripts run only with this response's nonce: Next.js puts
 * it on its own scripts (it reads it from the request's Content-Security-Policy header), and
 * 'strict-dynamic' extends the trust to the scripts those load (the route chunks, Stripe.js that
 * @stripe/stripe-js inserts on the pay page). An injected inline script or event handler has no
 * nonce and does not run. 'self' and js.stripe.com are ignored by browsers that know
 * 'strict-dynamic' and kept for those that know only nonces. `next dev` needs 'unsafe-eval'
 * (React rebuilds server error stacks with eval); production never gets it.
 * Styles keep 'unsafe-inline' as before: the pages' style attributes (style={...}) need it, and
 * a style cannot run script.
 * Stripe, as Stripe documents it: its frames from js.stripe.com, 3-D Secure frames from
 * hooks.stripe.com, its API calls to api.stripe.com.
 * The offline web app (decision 0049): the service worker from this origin only (without
 * worker-src, workers fall back to script-src, where 'strict-dynamic' would refuse /sw.js), and
 * the web manifest likewise.
 */
export function contentSecurityPolicy(nonce: string, options: { dev?: boolean } = {}): string {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(nonce)) throw new Error("a CSP nonce is base64");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' https://js.stripe.com${options.dev ? " 'unsafe-eval'" : ""}`,
    "frame-src 'self' https://js.stripe.com https://hooks.stripe.com",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' https://api.stripe.com",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Two years, subdomains included, only for an install served over HTTPS (APP_URL https://...). */
export function strictTransportSecurity(appUrl: string): string | undefined {
  return new URL(appUrl).protocol === "https:" ? "max-age=63072000; includeSubDomains" : undefined;
}

/** The headers proxy.ts sets on a page's response (and the CSP also on the request, for Next). */
export function pageSecurityHeaders(options: { nonce: string; appUrl: string; dev: boolean }): Record<string, string> {
  const headers: Record<string, string> = { "Content-Security-Policy": contentSecurityPolicy(options.nonce, { dev: options.dev }) };
  const hsts = strictTransportSecurity(options.appUrl);
  if (hsts) headers["Strict-Transport-Security"] = hsts;
  return headers;
}
