"use server";

import type { FormState } from "@/components/profile/form-state";
import { failed, invalid, succeeded } from "@/app/(account)/profile/action-result";
import { requireSessionUser } from "@/lib/auth/session";
import { deleteAccount } from "@/lib/users/account-security";
import { ZDeleteAccount } from "@/lib/users/schema";

// Like DELETE /api/v1/profile, a suspended account may close itself too.
export async function closeAccount(_prev: FormState, form: FormData): Promise<FormState> {
  const user = await requireSessionUser("/profile/delete");
  if (form.get("confirm") !== "yes") {
    return { status: "error", message: "Please confirm that you want to delete your account.", fields: { confirm: ["Tick the box to confirm."] }, seq: Date.now() };
  }
  const parsed = ZDeleteAccount.safeParse({ password: form.get("password") ?? "" });
  if (!parsed.success) return invalid(parsed.error);
  try {
    await deleteAccount(user.id, parsed.data.password);
  } catch (e) {
    return failed(e);
  }
  // No revalidation: the page stays as it is while the browser signs out (the session is now void).
  return succeeded("Your account has been closed and your personal data erased. Signing you out…");
}
