"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { ZGuardianLink, ZGuardianSignBody } from "@/lib/forms/schema";
import { signFormAsGuardian } from "@/lib/forms/sign-form-as-guardian";
import { defineFormAction } from "@/lib/pages/define-action";
import { formText } from "@/lib/pages/form-data";

// The guardian's signature, from the public page the e-mailed link opens (no account needed:
// the signed link is the authority, checked again by the service).
export const guardianSignAction = defineFormAction({
  auth: "public",
  args: z.tuple([ZGuardianLink]),
  input: ZGuardianSignBody,
  read: (form) => ({ guardian_name: formText(form, "guardian_name"), accept: form.get("accept") === "1" }),
  handler: async ({ args: [link], input, client }) => {
    await signFormAsGuardian(link, input, client.ip);
    const t = await getTranslations("forms.actions");
    return { message: t("guardianSigned") };
  },
});
