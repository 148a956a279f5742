import { env } from "@/lib/env";

// Every redirect target that comes from a request (the login page's ?next=, next-auth's
// callbackUrl, the path a page passes to the sign-in redirect) is checked here, once (issue 35,
// decision 0037). Only a path on the app's own origin is accepted, and what is returned is the
// URL parser's own serialisation of it (ASCII, percent-encoded), never the input as given.
//
// Browsers read a redirect more loosely than a server: they drop tabs and newlines anywhere
// ("/\t/evil" is "//evil", another host), read "\" as "/" ("/\evil"), and a path that some layer
// decodes once more ("/%2F/evil") or that the parser normalises ("/.//evil", "/%2e%2e//evil"
// become "//evil") escapes just the same. So: no control, format or space characters and no
// backslash in the input; exactly one leading "/"; no decoded or NFKC-normalised form that
// begins with two slashes ("/／evil") or holds a control character; and the parsed result must
// be on the app's origin with a path that does not begin with two slashes.

/** Characters a target never has as given: controls (tab, CR, LF, NUL, C1), format, spaces, "\". */
const RAW_REFUSED = /[\p{C}\p{Z}\s\\]/u;
/** Control or format characters, in any decoded form ("%09", "%0A", "%E2%80%8B"). */
const DECODED_REFUSED = /\p{C}/u;
/** "//host", "/\host" and the like: another host for a browser. */
const TWO_SLASHES = /^[/\\][/\\]/;
/** Undoing percent-encoding at most this many times is enough: a layer decodes once, rarely twice. */
const DECODE_ROUNDS = 3;
const MAX_LENGTH = 2048;

/** The input, each percent-decoded form of it, and their NFKC forms; null when one does not decode. */
function formsOf(input: string): string[] | null {
  const forms = [input];
  let current = input;
  for (let i = 0; i < DECODE_ROUNDS; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) break;
    forms.push(decoded);
    current = decoded;
  }
  return forms.flatMap((f) => [f, f.normalize("NFKC")]);
}

/**
 * `input` as a same-origin path (pathname + search + hash, as the URL parser writes it), or
 * `fallback` when it is anything else: absent, too long, a full or protocol-relative URL, a
 * scheme ("javascript:", "https:evil"), or any of the tricks above.
 */
export function safeRedirectPath<F extends string | undefined>(input: string | null | undefined, fallback: F): string | F {
  if (typeof input !== "string" || input.length === 0 || input.length > MAX_LENGTH) return fallback;
  if (RAW_REFUSED.test(input) || !input.startsWith("/")) return fallback;
  const forms = formsOf(input);
  if (!forms || forms.some((f) => TWO_SLASHES.test(f) || DECODED_REFUSED.test(f) || f.includes("\\"))) return fallback;
  const origin = new URL(env().appUrl).origin;
  let url: URL;
  try {
    url = new URL(input, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return TWO_SLASHES.test(path) ? fallback : path;
}
