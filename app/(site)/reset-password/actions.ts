"use server";

import { pageFields } from "@/lib/i18n/page-errors";
import { redirect } from "next/navigation";
import { errorState, formText } from "@/app/(site)/request-info";
import type { FormState } from "@/components/auth/form-state";
import { fieldErrorsOf } from "@/lib/api/validation";
import { resetPassword } from "@/lib/auth/password-reset";
import { ZResetPassword } from "@/lib/auth/schema";

export async function resetPasswordAction(_prev: FormState, fd: FormData): Promise<FormState> {
  const input = {
    email: formText(fd, "email"),
    token: formText(fd, "token"),
    password: formText(fd, "password"),
    password_confirmation: formText(fd, "password_confirmation"),
  };
  const values = { email: input.email, token: input.token };
  const parsed = ZResetPassword.safeParse(input);
  if (!parsed.success) return { status: "error", fields: await pageFields(fieldErrorsOf(parsed.error)), values, submission: Date.now() };
  try {
    await resetPassword(parsed.data);
  } catch (e) {
    return await errorState(e, values);
  }
  redirect(`/login?reset=1&email=${encodeURIComponent(parsed.data.email)}`);
}
