"use server";

import { pageFields } from "@/lib/i18n/page-errors";
import { getTranslations } from "next-intl/server";

import { errorState, formText, requestIp, requestLang } from "@/app/(site)/request-info";
import type { FormState } from "@/components/auth/form-state";
import { fieldErrorsOf } from "@/lib/api/validation";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { ZForgotPassword } from "@/lib/auth/schema";

// The answer is the same whether or not the address has an account (auth.forgot.neutral).

export async function forgotPasswordAction(_prev: FormState, fd: FormData): Promise<FormState> {
  const values = { email: formText(fd, "email") };
  const parsed = ZForgotPassword.safeParse(values);
  if (!parsed.success) return { status: "error", fields: await pageFields(fieldErrorsOf(parsed.error)), values, submission: Date.now() };
  try {
    await requestPasswordReset(parsed.data.email, await requestIp(), await requestLang());
    const t = await getTranslations("auth.forgot");
    return { status: "success", message: t("neutral"), values, submission: Date.now() };
  } catch (e) {
    return await errorState(e, values);
  }
}
