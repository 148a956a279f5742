// A response as the worker stores it: the body already read, the server's headers (a page's
// Content-Security-Policy with the nonce its HTML carries) without those that describe the
// network's encoding of the body. A page's HTML is stored gzipped (CompressionStream): a page is
// ~200 kB of HTML and inline data, ~10× less compressed, and a diver keeps a few hundred of them.
// `served` undoes it when the page is answered from the cache.

const NETWORK_HEADERS = ["content-encoding", "content-length", "transfer-encoding"];
/** Marks a cached body the worker gzipped itself (never sent to the browser). */
export const STORED_GZIP_HEADER = "x-divecert-stored-encoding";

function storedHeaders(from: Response): Headers {
  const headers = new Headers(from.headers);
  for (const name of NETWORK_HEADERS) headers.delete(name);
  return headers;
}

/** An image (or any body already compressed) as stored: as it came. */
export function storedResponse(body: Blob, from: Response): Response {
  return new Response(body, { status: from.status, statusText: from.statusText, headers: storedHeaders(from) });
}

/** A page's HTML as stored, gzipped, and the bytes it takes on the device. */
export async function storedPage(html: string, from: Response): Promise<{ response: Response; bytes: number }> {
  const headers = storedHeaders(from);
  headers.set(STORED_GZIP_HEADER, "gzip");
  const gzip = new Blob([html]).stream().pipeThrough(new CompressionStream("gzip") as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);
  const body = await new Response(gzip).arrayBuffer();
  return { response: new Response(body, { status: from.status, statusText: from.statusText, headers }), bytes: body.byteLength };
}

/** A cached response as the browser gets it: a page the worker gzipped is unzipped on the way. */
export function served(cached: Response): Response {
  if (cached.headers.get(STORED_GZIP_HEADER) !== "gzip" || !cached.body) return cached;
  const headers = new Headers(cached.headers);
  headers.delete(STORED_GZIP_HEADER);
  const html = cached.body.pipeThrough(new DecompressionStream("gzip") as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);
  return new Response(html, { status: cached.status, statusText: cached.statusText, headers });
}
