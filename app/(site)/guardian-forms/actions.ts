"use server";

import { getTranslations } from "next-intl/server";
import { requestIp } from "@/app/(site)/request-info";
import type { RecordFormState } from "@/components/forms/form-state";
import { recordFailure, recordState, zodState } from "@/lib/forms/action-state";
import { ZGuardianLink, ZGuardianSignBody, type GuardianLink } from "@/lib/forms/schema";
import { signFormAsGuardian } from "@/lib/forms/sign-form-as-guardian";

// The guardian's signature, from the public page the e-mailed link opens (no account needed:
// the signed link is the authority, checked again here).
export async function guardianSignAction(link: GuardianLink, _prev: RecordFormState, form: FormData): Promise<RecordFormState> {
  const values = { guardian_name: String(form.get("guardian_name") ?? "") };
  const t = await getTranslations("forms.actions");
  const parsedLink = ZGuardianLink.safeParse(link);
  if (!parsedLink.success) return recordState("error", t("badLink"));
  const body = ZGuardianSignBody.safeParse({ guardian_name: values.guardian_name, accept: form.get("accept") === "1" });
  if (!body.success) return await zodState(body.error, values);
  try {
    await signFormAsGuardian(parsedLink.data, body.data, await requestIp());
    return recordState("success", t("guardianSigned"));
  } catch (e) {
    return await recordFailure(e, values);
  }
}
