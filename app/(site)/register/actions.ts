"use server";

import { pageMessage } from "@/lib/i18n/page-errors";
import { getTranslations } from "next-intl/server";
import { errorState, formText, requestIp, requestLang } from "@/app/(site)/request-info";
import type { FormState } from "@/components/auth/form-state";
import type { FieldErrors } from "@/lib/api/errors";
import { fieldErrorsOf } from "@/lib/api/validation";
import { normaliseLanguage } from "@/lib/i18n/language";
import { registerUser } from "@/lib/users/register-user";
import { ZRegister } from "@/lib/users/schema";

const kept = ["email", "first_name", "last_name", "dob", "country", "nationality", "default_language", "dive_center_id",
  "guardian_first_name", "guardian_last_name", "guardian_email", "terms", "gdpr"] as const;

// What an empty required field says on the page (the schema's messages are written for the API).
const missing = ["email", "password", "first_name", "last_name", "dob", "country", "terms", "gdpr"] as const;
const isMissingKey = (field: string): field is (typeof missing)[number] => (missing as readonly string[]).includes(field);

/** One message per field (the first), friendlier when the field was left empty. */
async function forForm(fields: FieldErrors, fd: FormData): Promise<FieldErrors> {
  const t = await getTranslations("auth.register");
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(fields)) {
    const empty = !formText(fd, field).trim() && isMissingKey(field) ? t(`missing.${field}`) : null;
    out[field] = [empty || (messages[0] ? await pageMessage(messages[0]) : t("invalidField"))];
  }
  return out;
}

export async function registerAction(_prev: FormState, fd: FormData): Promise<FormState> {
  const values = Object.fromEntries(kept.map((k) => [k, formText(fd, k)]));
  const orNull = (k: string) => formText(fd, k).trim() || null;
  const center = orNull("dive_center_id");
  const parsed = ZRegister.safeParse({
    ...values,
    password: formText(fd, "password"),
    password_confirmation: formText(fd, "password_confirmation"),
    nationality: orNull("nationality"),
    default_language: orNull("default_language"),
    guardian_first_name: orNull("guardian_first_name"),
    guardian_last_name: orNull("guardian_last_name"),
    guardian_email: orNull("guardian_email"),
    dive_center_id: center && /^\d+$/.test(center) ? Number(center) : null,
  });
  if (!parsed.success) {
    const t = await getTranslations("common.form");
    return { status: "error", message: t("correctFields"), fields: await forForm(fieldErrorsOf(parsed.error), fd), values, submission: Date.now() };
  }
  try {
    const lang = normaliseLanguage(parsed.data.default_language) ?? (await requestLang());
    const user = await registerUser(parsed.data, await requestIp(), lang);
    return { status: "success", values: { email: user.email }, submission: Date.now() };
  } catch (e) {
    const state = await errorState(e, values);
    return state.fields ? { ...state, fields: await forForm(state.fields, fd) } : state;
  }
}
