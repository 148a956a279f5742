// The HTTP answer carrying a .pkpass: Safari on iOS opens `application/vnd.apple.pkpass` in Wallet,
// other browsers save the file. Never cached: a revocation must not be answered from a cache.

export const PKPASS_TYPE = "application/vnd.apple.pkpass";

export function pkpassResponse(body: Buffer, filename: string, lastModified: Date): Response {
  const safeName = filename.replace(/[^A-Za-z0-9._-]/g, "_");
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: {
      "Content-Type": PKPASS_TYPE,
      "Content-Disposition": `attachment; filename="${safeName}"`,
      "Content-Length": String(body.byteLength),
      "Last-Modified": lastModified.toUTCString(),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
