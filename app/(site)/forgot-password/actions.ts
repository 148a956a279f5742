"use server";

import { getTranslations } from "next-intl/server";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { ZForgotPassword } from "@/lib/auth/schema";
import { defineFormAction } from "@/lib/pages/define-action";

// The twin of POST /api/v1/auth/password/forgot: the service counts the tries per address and per
// e-mail, and the answer is the same whether or not the address has an account (auth.forgot.neutral).

export const forgotPasswordAction = defineFormAction({
  auth: "public",
  input: ZForgotPassword,
  keepValues: true,
  handler: async ({ input, client, lang }) => {
    await requestPasswordReset(input.email, client.ip, lang);
    const t = await getTranslations("auth.forgot");
    return { message: t("neutral") };
  },
});
