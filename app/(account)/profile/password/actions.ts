"use server";

import { getTranslations } from "next-intl/server";
import { browserJti } from "@/lib/auth/sessions/browser-session";
import { defineFormAction } from "@/lib/pages/define-action";
import { changePassword } from "@/lib/users/account-security";
import { ZChangePassword } from "@/lib/users/schema";

// The password page's twin of PUT /api/v1/profile/password.

export const savePassword = defineFormAction({
  auth: "user",
  path: "/profile/password",
  input: ZChangePassword,
  handler: async ({ user, input, client }) => {
    // Every other session ends (API tokens and other browsers); this browser's goes on. The
    // notice goes out in the account's own language.
    await changePassword(user.id, browserJti(user.sessionId), input, user.language ?? "en", client);
    const t = await getTranslations("profile.passwordPage");
    return { message: t("changed") };
  },
});
