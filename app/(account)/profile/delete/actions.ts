"use server";

import { getTranslations } from "next-intl/server";

import type { FormState } from "@/components/profile/form-state";
import { failed, invalid, succeeded } from "@/app/(account)/profile/action-result";
import { requireSessionUser } from "@/lib/auth/session";
import { deleteAccount } from "@/lib/users/account-security";
import { ZDeleteAccount } from "@/lib/users/schema";

// Like DELETE /api/v1/profile, a suspended account may close itself too.
export async function closeAccount(_prev: FormState, form: FormData): Promise<FormState> {
  const user = await requireSessionUser("/profile/delete");
  if (form.get("confirm") !== "yes") {
    const t = await getTranslations("profile.deletePage");
    return { status: "error", message: t("pleaseConfirm"), fields: { confirm: [t("tick")] }, seq: Date.now() };
  }
  const parsed = ZDeleteAccount.safeParse({ password: form.get("password") ?? "" });
  if (!parsed.success) return await invalid(parsed.error);
  try {
    await deleteAccount(user.id, parsed.data.password);
  } catch (e) {
    return await failed(e);
  }
  // No revalidation: the page stays as it is while the browser signs out (the session is now void).
  return succeeded("Your account has been closed and your personal data erased. Signing you out…");
}
