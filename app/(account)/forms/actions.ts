"use server";

import { getTranslations } from "next-intl/server";
import { revalidatePath } from "next/cache";
import { requestIp } from "@/app/(site)/request-info";
import type { RecordFormState } from "@/components/forms/form-state";
import { pageRefusal } from "@/lib/auth/page-access";
import { requireSessionUser } from "@/lib/auth/session";
import { ZFormCodeParams, ZSignFormBody } from "@/lib/forms/schema";
import { sendGuardianFormLink } from "@/lib/forms/send-guardian-form-link";
import { signForm } from "@/lib/forms/sign-form";
import { recordFailure, recordState, zodState } from "@/lib/forms/action-state";

// Thin doors onto the services behind POST /diver/forms/{code}/sign and .../guardian-link.

async function verifiedUser(code: string) {
  const user = await requireSessionUser(`/forms/${code}`);
  return { user, refusal: await pageRefusal(user.id, "verified") };
}

export async function signFormAction(code: string, _prev: RecordFormState, form: FormData): Promise<RecordFormState> {
  const values = { full_name: String(form.get("full_name") ?? "") };
  const { user, refusal } = await verifiedUser(code);
  if (refusal) return recordState("error", refusal, undefined, values);
  const params = ZFormCodeParams.safeParse({ code });
  const body = ZSignFormBody.safeParse({ full_name: values.full_name, accept: form.get("accept") === "1" ? true : false });
  const t = await getTranslations("forms.actions");
  if (!params.success) return recordState("error", t("noForm"));
  if (!body.success) return await zodState(body.error, values);
  try {
    await signForm(user, params.data.code, body.data, await requestIp());
  } catch (e) {
    return await recordFailure(e, values);
  }
  revalidatePath("/forms");
  revalidatePath(`/forms/${code}`);
  return recordState("success", t("signed"));
}

export async function sendGuardianLinkAction(code: string): Promise<RecordFormState> {
  const { user, refusal } = await verifiedUser(code);
  if (refusal) return recordState("error", refusal);
  const params = ZFormCodeParams.safeParse({ code });
  const t = await getTranslations("forms.actions");
  if (!params.success) return recordState("error", t("noForm"));
  try {
    const { sent_to } = await sendGuardianFormLink(user, params.data.code);
    return recordState("success", t("guardianSent", { email: sent_to }));
  } catch (e) {
    return await recordFailure(e);
  }
}
