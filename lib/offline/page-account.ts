import { ACCOUNT_META } from "@/lib/offline/names";

// In the browser: the account key the current page was rendered for (decision 0049), read from
// its `<meta name="divecert-account">`. "" when the page was rendered without a session, null on
// pages that do not say (outside the account area).
export function pageAccountKey(doc: Document = document): string | null {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${ACCOUNT_META}"]`);
  return meta ? meta.content : null;
}
