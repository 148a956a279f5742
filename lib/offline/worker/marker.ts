import { ACCOUNT_META } from "@/lib/offline/names";

// The account a page's HTML names (decision 0049): `<meta name="divecert-account" content="KEY">`
// in either attribute order. The worker reads it from the HTML it sees, never from the URL or a
// cookie, so a page is only ever kept for the account the server rendered it for.

const META_TAG = /<meta\b[^>]*>/gi;
const ATTRIBUTE = /([a-zA-Z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * The account key the page names: the key, "" for a page rendered without a session, or null for
 * a page that does not say (outside the account area). The first marker counts.
 */
export function readAccountMarker(html: string): string | null {
  for (const [tag] of html.matchAll(META_TAG)) {
    let name: string | undefined;
    let content: string | undefined;
    for (const [, attribute, doubleQuoted, singleQuoted] of tag.matchAll(ATTRIBUTE)) {
      const value = doubleQuoted ?? singleQuoted ?? "";
      const key = attribute!.toLowerCase();
      if (key === "name") name = value;
      else if (key === "content") content = value;
    }
    if (name === ACCOUNT_META) return content ?? "";
  }
  return null;
}
