"use server";

import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { failed, notActive, succeeded } from "@/app/(account)/profile/action-result";
import type { FormState } from "@/components/profile/form-state";
import { confirmTotp } from "@/lib/auth/mfa/confirm-totp";
import { disableTotp } from "@/lib/auth/mfa/disable-totp";
import { regenerateRecoveryCodes } from "@/lib/auth/mfa/regenerate-recovery-codes";
import { setupTotp } from "@/lib/auth/mfa/setup-totp";
import type { TotpSetup } from "@/lib/auth/mfa/schema";
import { pageClient } from "@/lib/auth/page-client";
import { requireSessionUser } from "@/lib/auth/session";
import { loadUserRow } from "@/lib/users/get-profile";

// The security page's actions: the same services as /api/v1/auth/mfa/*.

export type SecurityState = FormState & { setup?: TotpSetup; recoveryCodes?: string[] };

const PATH = "/profile/security";

const client = pageClient;

async function activeUser() {
  const user = await requireSessionUser(PATH);
  const refused = await notActive((await loadUserRow(user.id)).status);
  return { user, refused };
}

export async function startTotpSetup(_prev: SecurityState, _form: FormData): Promise<SecurityState> {
  const { user, refused } = await activeUser();
  if (refused) return refused;
  try {
    return { status: "idle", seq: Date.now(), setup: await setupTotp(user.id) };
  } catch (e) {
    return await failed(e);
  }
}

export async function confirmTotpSetup(prev: SecurityState, form: FormData): Promise<SecurityState> {
  const { user, refused } = await activeUser();
  if (refused) return { ...refused, setup: prev.setup };
  const t = await getTranslations("profile.security");
  const code = String(form.get("code") ?? "").trim();
  if (!code) return { status: "error", seq: Date.now(), fields: { code: [t("codeRequired")] }, setup: prev.setup };
  try {
    const { recovery_codes } = await confirmTotp(user.id, code, await client());
    revalidatePath(PATH);
    return { ...succeeded(t("enabled")), recoveryCodes: recovery_codes };
  } catch (e) {
    return { ...(await failed(e)), setup: prev.setup };
  }
}

/** The answer when a password-confirmed action was sent without the password. */
const passwordMissing = (message: string): FormState => ({ status: "error", seq: Date.now(), fields: { password: [message] } });

export async function removeTotp(_prev: FormState, form: FormData): Promise<FormState> {
  const { user, refused } = await activeUser();
  if (refused) return refused;
  const t = await getTranslations("profile.security");
  const password = String(form.get("password") ?? "");
  if (!password) return passwordMissing(t("passwordRequired"));
  try {
    await disableTotp(user.id, password, await client());
  } catch (e) {
    return await failed(e);
  }
  revalidatePath(PATH);
  return succeeded(t("disabled"));
}

export async function newRecoveryCodes(_prev: SecurityState, form: FormData): Promise<SecurityState> {
  const { user, refused } = await activeUser();
  if (refused) return refused;
  const t = await getTranslations("profile.security");
  const password = String(form.get("password") ?? "");
  if (!password) return passwordMissing(t("passwordRequired"));
  try {
    const { recovery_codes } = await regenerateRecoveryCodes(user.id, password, await client());
    revalidatePath(PATH);
    return { ...succeeded(t("regenerated")), recoveryCodes: recovery_codes };
  } catch (e) {
    return await failed(e);
  }
}
