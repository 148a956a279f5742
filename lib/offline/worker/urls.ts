// The URL a kept page or image is stored under: absolute, without the fragment and without
// Next's `_rsc` cache-busting parameter (a navigation never needs it). Null for another origin.

export function keptUrl(url: string, origin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(origin).origin) return null;
  parsed.hash = "";
  // Only when present: touching searchParams re-encodes the whole query.
  if (parsed.searchParams.has("_rsc")) parsed.searchParams.delete("_rsc");
  return parsed.href;
}

/** The path of a URL (for redirects: did the server send us to the sign-in page?). */
export function isSignInUrl(url: string): boolean {
  try {
    return new URL(url).pathname === "/login";
  } catch {
    return false;
  }
}
