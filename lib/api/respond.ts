import { createHash } from "node:crypto";
import type { ApiResponse } from "@/lib/api/envelope";

const JSON_TYPE = "application/json; charset=utf-8";

export function jsonResponse(req: Request, result: ApiResponse, requestId: string): Response {
  if (result.raw) {
    // Copied: the headers of some responses (Response.redirect) are immutable.
    const raw = result.raw;
    const headers = new Headers(raw.headers);
    headers.set("X-Request-Id", requestId);
    return new Response(raw.body, { status: raw.status, statusText: raw.statusText, headers });
  }
  const headers = new Headers(result.headers);
  headers.set("X-Request-Id", requestId);
  const text = result.body === null ? "" : JSON.stringify(result.body);
  if (result.body !== null) headers.set("Content-Type", JSON_TYPE);
  if (result.etag && result.status === 200) {
    // Encoded once: the hash and the body use the same bytes.
    const bytes = Buffer.from(text);
    const tag = `W/"${createHash("sha1").update(bytes).digest("base64url")}"`;
    headers.set("ETag", tag);
    headers.set("Cache-Control", "private, no-cache");
    headers.set("Vary", "Authorization, Accept-Language");
    const match = req.headers.get("if-none-match");
    if (match && match.split(",").some((t) => t.trim() === tag || t.trim() === "*")) {
      return new Response(null, { status: 304, headers });
    }
    return new Response(text ? bytes : null, { status: 200, headers });
  } else if (!headers.has("Cache-Control")) {
    headers.set("Cache-Control", "no-store");
  }
  return new Response(text || null, { status: result.status, headers });
}

export function errorJson(status: number, body: Record<string, unknown>, requestId: string, extra?: Record<string, string>) {
  const headers = new Headers(extra);
  headers.set("Content-Type", JSON_TYPE);
  headers.set("X-Request-Id", requestId);
  headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { status, headers });
}
