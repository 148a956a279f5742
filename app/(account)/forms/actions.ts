"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { ZFormCodeParams, ZSignFormBody } from "@/lib/forms/schema";
import { sendGuardianFormLink } from "@/lib/forms/send-guardian-form-link";
import { signForm } from "@/lib/forms/sign-form";
import { defineFormAction } from "@/lib/pages/define-action";
import { formText } from "@/lib/pages/form-data";

// Thin doors onto the services behind POST /diver/forms/{code}/sign and .../guardian-link, with
// the same door ("verified"). The page binds the form's code.

const args = z.tuple([ZFormCodeParams.shape.code]);
const path = (code: string) => `/forms/${code}`;

/** The diver's signature: typed name and the accept box. */
export const signFormAction = defineFormAction({
  auth: "verified",
  args,
  path,
  input: ZSignFormBody,
  read: (form) => ({ full_name: formText(form, "full_name"), accept: form.get("accept") === "1" }),
  revalidate: ({ args: [code] }) => ["/forms", path(code)],
  handler: async ({ user, args: [code], input, client }) => {
    await signForm(user, code, input, client.ip);
    const t = await getTranslations("forms.actions");
    return { message: t("signed") };
  },
});

/** "Send to my guardian": a signing link by e-mail to the guardian on file. */
export const sendGuardianLinkAction = defineFormAction({
  auth: "verified",
  args,
  path,
  handler: async ({ user, args: [code] }) => {
    const { sent_to } = await sendGuardianFormLink(user, code);
    const t = await getTranslations("forms.actions");
    return { message: t("guardianSent", { email: sent_to }) };
  },
});
