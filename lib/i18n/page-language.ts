import { cookies, headers } from "next/headers";
import { getSessionUser } from "@/lib/auth/browser/current-user";
import { fromAcceptLanguage, normaliseLanguage, type Lang } from "@/lib/i18n/language";

// The language of a page: the signed-in user's default_language, else the choice a signed-out
// visitor made with the language switcher (a cookie), else the browser's Accept-Language.

export const LANGUAGE_COOKIE = "divecert-lang";

export async function pageLanguage(): Promise<Lang> {
  const user = await getSessionUser();
  if (user?.language) return user.language;
  const chosen = normaliseLanguage((await cookies()).get(LANGUAGE_COOKIE)?.value);
  if (chosen) return chosen;
  return fromAcceptLanguage((await headers()).get("accept-language")) ?? "en";
}
