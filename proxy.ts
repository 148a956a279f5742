import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { newNonce, pageSecurityHeaders } from "@/lib/security/page-headers";

// Every page gets a fresh CSP nonce (issue 35, decision 0038), as the Next.js guide for the App
// Router does it: the policy goes on the request too, where Next.js finds the nonce and puts it
// on its scripts, and `x-nonce` lets a server component give it to a script of its own (there is
// none today). A client's own x-nonce or Content-Security-Policy request header is overwritten.
// Every page renders per request already (the root layout reads the language from the session
// or a cookie), so the nonce makes no static page dynamic.
export function proxy(request: NextRequest): NextResponse {
  const settings = env();
  const nonce = newNonce();
  const headers = pageSecurityHeaders({ nonce, appUrl: settings.appUrl, dev: settings.nodeEnv === "development" });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", headers["Content-Security-Policy"]!);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only. Not the API (/api, its own headers), the Stripe emulator (/v1), benchmarks
      // (/bench), card images (/cards), /.well-known documents, Next's static files, nor the route
      // handlers under page paths: the file downloads keep their own sandboxing CSP, and the
      // uploads' bodies must not be buffered by a proxy (Next.js copies a body the proxy sees,
      // up to 10 MB, and a document upload may be larger). Nor the offline web app's files and
      // session routes (decision 0049): the service worker, the web manifest, the keep list and
      // the sync upload.
      source:
        "/((?!api/|v1/|bench/|cards/|\\.well-known/|_next/static/|_next/image|sw\\.js$|manifest\\.webmanifest$|offline/keep$|sync/upload$|documents/upload$|documents/\\d+/file$|admin/documents/\\d+/file$|admin/audit-log/export$|logbook/export$|logbook/import/upload$|forms/[^/]+/pdf$|certifications/\\d+/wallet/(?:apple|google)$).*)",
      // Next's own prefetches of a page's data (RSC payloads, never a document): no script to trust.
      missing: [{ type: "header", key: "next-router-prefetch" }],
    },
  ],
};
