import { pageLanguage } from "@/lib/i18n/page-language";
import { headers } from "next/headers";
import { clientIpFrom } from "@/lib/api/client-ip";
import { negotiateLanguage, type Lang } from "@/lib/i18n/language";

// What the public pages need from the browser request, read the same way as the API kernel.

export async function requestIp(): Promise<string> {
  const h = await headers();
  return clientIpFrom((name) => h.get(name));
}

/** The language of what the request sends (e-mails): the user's own default when given, else the page's language. */
export async function requestLang(userDefault?: string | null): Promise<Lang> {
  if (!userDefault) return pageLanguage();
  const h = await headers();
  return negotiateLanguage(h.get("accept-language"), null, userDefault);
}
