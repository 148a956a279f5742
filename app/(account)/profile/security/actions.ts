"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { confirmTotp } from "@/lib/auth/mfa/confirm-totp";
import { disableTotp } from "@/lib/auth/mfa/disable-totp";
import { regenerateRecoveryCodes } from "@/lib/auth/mfa/regenerate-recovery-codes";
import { setupTotp } from "@/lib/auth/mfa/setup-totp";
import { defineFormAction } from "@/lib/pages/define-action";

// The security page's actions: the same services as /api/v1/auth/mfa/*.

const PATH = "/profile/security";

const ZPassword = z.object({ password: z.string().min(1) });
// The page's own words for an empty field; a wrong password or code keeps the service's.
const passwordWords = { namespace: "profile.security", blank: { password: "passwordRequired" } };

/** A new secret and its QR code; nothing changes until a code of it is confirmed. */
export const startTotpSetup = defineFormAction({
  auth: "user",
  path: PATH,
  handler: async ({ user }) => ({ data: await setupTotp(user.id) }),
});

/** The first code from the app turns it on; the recovery codes are shown once. */
export const confirmTotpSetup = defineFormAction({
  auth: "user",
  path: PATH,
  input: z.object({ code: z.string().trim().min(1) }),
  fieldWords: { namespace: "profile.security", blank: { code: "codeRequired" } },
  revalidate: [PATH],
  handler: async ({ user, input, client }) => {
    const { recovery_codes } = await confirmTotp(user.id, input.code, client);
    const t = await getTranslations("profile.security");
    return { message: t("enabled"), data: { recoveryCodes: recovery_codes } };
  },
});

export const removeTotp = defineFormAction({
  auth: "user",
  path: PATH,
  input: ZPassword,
  fieldWords: passwordWords,
  revalidate: [PATH],
  handler: async ({ user, input, client }) => {
    await disableTotp(user.id, input.password, client);
    const t = await getTranslations("profile.security");
    return { message: t("disabled") };
  },
});

export const newRecoveryCodes = defineFormAction({
  auth: "user",
  path: PATH,
  input: ZPassword,
  fieldWords: passwordWords,
  revalidate: [PATH],
  handler: async ({ user, input, client }) => {
    const { recovery_codes } = await regenerateRecoveryCodes(user.id, input.password, client);
    const t = await getTranslations("profile.security");
    return { message: t("regenerated"), data: { recoveryCodes: recovery_codes } };
  },
});
