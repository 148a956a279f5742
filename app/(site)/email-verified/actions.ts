"use server";

import { pageMessage } from "@/lib/i18n/page-errors";
import { getTranslations } from "next-intl/server";

import { errorState, requestLang } from "@/app/(site)/request-info";
import type { FormState } from "@/components/auth/form-state";
import { AppError } from "@/lib/api/errors";
import { resendVerificationEmail } from "@/lib/auth/email-verification";
import { getSessionUser } from "@/lib/auth/session";

/** Sends a new verification link to the signed-in user (used by the dashboard and the landing page). */
export async function resendVerificationAction(_prev: FormState, _fd: FormData): Promise<FormState> {
  const user = await getSessionUser();
  const t = await getTranslations("auth.verification");
  if (!user) return { status: "error", message: t("signInAgain"), submission: Date.now() };
  try {
    await resendVerificationEmail(user.id, await requestLang());
    return { status: "success", message: t("sent", { email: user.email }), submission: Date.now() };
  } catch (e) {
    if (e instanceof AppError && e.code === "conflict") return { status: "success", message: await pageMessage(e.message), submission: Date.now() };
    return await errorState(e);
  }
}
