"use server";

import { getTranslations } from "next-intl/server";
import { AppError } from "@/lib/api/errors";
import { resendVerificationEmail } from "@/lib/auth/email-verification";
import { pageMessage } from "@/lib/i18n/page-errors";
import { defineFormAction } from "@/lib/pages/define-action";

/** Sends a new verification link to the signed-in user (used by the dashboard and the landing page). */
export const resendVerificationAction = defineFormAction({
  // Public: a visitor whose session ended is asked to sign in again, in place.
  auth: "public",
  handler: async ({ user, lang }) => {
    const t = await getTranslations("auth.verification");
    if (!user) throw new AppError("unauthenticated", t("signInAgain"));
    try {
      await resendVerificationEmail(user.id, lang);
    } catch (e) {
      // Already verified: nothing to send, and nothing wrong either.
      if (e instanceof AppError && e.code === "conflict") return { message: await pageMessage(e.message) };
      throw e;
    }
    return { message: t("sent", { email: user.email }) };
  },
});
