import { createHash } from "node:crypto";

// Public, cacheable answers (keys, DID document, status lists): any origin may read them (a wallet
// or another organisation's checker), a cache keeps them for a few minutes and revalidates by ETag.

export function publicDocument(req: Request, body: string, contentType: string, opts: { etag?: string; maxAge?: number } = {}): Response {
  const etag = opts.etag ?? `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const headers = new Headers({
    "Content-Type": contentType,
    "Cache-Control": `public, max-age=${opts.maxAge ?? 300}, must-revalidate`,
    ETag: etag,
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Expose-Headers": "ETag",
    Vary: "Accept",
  });
  const match = req.headers.get("if-none-match");
  if (match && match.split(",").some((t) => t.trim().replace(/^W\//, "") === etag || t.trim() === "*")) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers });
}
