"use server";

import { cookies } from "next/headers";
import { z } from "zod";
import { supportedLanguages } from "@/lib/i18n/language";
import { LANGUAGE_COOKIE } from "@/lib/i18n/page-language";
import { defineCallAction } from "@/lib/pages/define-action";
import { setDefaultLanguage } from "@/lib/users/set-default-language";

/** The language switcher: a cookie for everyone, and the profile's default_language when signed in. */
export const chooseLanguage = defineCallAction({
  auth: "public",
  args: z.tuple([z.enum(supportedLanguages)]),
  handler: async ({ user, args: [lang] }) => {
    (await cookies()).set(LANGUAGE_COOKIE, lang, { path: "/", maxAge: 60 * 60 * 24 * 365, sameSite: "lax", httpOnly: true });
    if (user && user.language !== lang) await setDefaultLanguage(user.id, lang);
  },
});
