// Apple's web service answers in its own shapes, without the API's envelope (CONTRACT.md section
// 6): a bare JSON object, or a status with an empty body. Errors keep the API's error envelope
// (Wallet reads only the status). Nothing here may be cached by a proxy.

const noStore = { "Cache-Control": "no-store" };

export function appleJson(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { ...noStore, "Content-Type": "application/json; charset=utf-8" } });
}

/** 200, 201 or 204 with nothing in the body. */
export function emptyAnswer(status: 200 | 201 | 204): Response {
  // An empty body is declared as text/plain in the OpenAPI document (a file answer with no bytes).
  const headers: Record<string, string> = status === 204 ? noStore : { ...noStore, "Content-Type": "text/plain; charset=utf-8" };
  return new Response(null, { status, headers });
}

/** The device already holds this version of the pass. */
export function notModified(lastModified: Date): Response {
  return new Response(null, { status: 304, headers: { ...noStore, "Last-Modified": lastModified.toUTCString() } });
}
