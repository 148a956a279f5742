"use server";

import { cookies } from "next/headers";
import { getSessionUser } from "@/lib/auth/session";
import { normaliseLanguage } from "@/lib/i18n/language";
import { LANGUAGE_COOKIE } from "@/lib/i18n/page-language";
import { setDefaultLanguage } from "@/lib/users/set-default-language";

/** The language switcher: a cookie for everyone, and the profile's default_language when signed in. */
export async function chooseLanguage(code: string): Promise<{ ok: boolean }> {
  const lang = normaliseLanguage(code);
  if (!lang) return { ok: false };
  (await cookies()).set(LANGUAGE_COOKIE, lang, { path: "/", maxAge: 60 * 60 * 24 * 365, sameSite: "lax", httpOnly: true });
  const user = await getSessionUser();
  if (user && user.language !== lang) await setDefaultLanguage(user.id, lang);
  return { ok: true };
}
