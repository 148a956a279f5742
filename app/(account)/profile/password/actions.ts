"use server";

import { getTranslations } from "next-intl/server";

import type { FormState } from "@/components/profile/form-state";
import { failed, invalid, notActive, succeeded } from "@/app/(account)/profile/action-result";
import { browserJti } from "@/lib/auth/browser-session";
import { requireSessionUser } from "@/lib/auth/session";
import { normaliseLanguage } from "@/lib/i18n/language";
import { changePassword } from "@/lib/users/account-security";
import { loadUserRow } from "@/lib/users/get-profile";
import { ZChangePassword } from "@/lib/users/schema";
import { pageClient } from "@/lib/auth/page-client";

export async function savePassword(_prev: FormState, form: FormData): Promise<FormState> {
  const user = await requireSessionUser("/profile/password");
  const row = await loadUserRow(user.id);
  const refused = await notActive(row.status);
  if (refused) return refused;
  const parsed = ZChangePassword.safeParse({
    current_password: form.get("current_password") ?? "",
    password: form.get("password") ?? "",
    password_confirmation: form.get("password_confirmation") ?? "",
  });
  if (!parsed.success) return await invalid(parsed.error);
  try {
    // Every other session ends (API tokens and other browsers); this browser's goes on.
    await changePassword(user.id, browserJti(user.sessionId), parsed.data, normaliseLanguage(row.defaultLanguage) ?? "en", await pageClient());
  } catch (e) {
    return await failed(e);
  }
  const t = await getTranslations("profile.passwordPage");
  return succeeded(t("changed"));
}
