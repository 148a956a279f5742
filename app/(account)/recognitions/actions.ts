"use server";

import { pageFields, pageMessage } from "@/lib/i18n/page-errors";
import { getTranslations } from "next-intl/server";
import { pageLanguage } from "@/lib/i18n/page-language";
import { revalidatePath } from "next/cache";
import type { ProFormState } from "@/components/professional/form-state";
import { AppError } from "@/lib/api/errors";
import { fieldErrorsOf } from "@/lib/api/validation";
import { pageRefusal } from "@/lib/auth/page-access";
import { requireSessionUser } from "@/lib/auth/session";
import { logger } from "@/lib/log";
import { requestRecognition } from "@/lib/recognitions/request-recognition";
import { ZRecognitionRequestBody } from "@/lib/recognitions/schema";

const PATH = "/recognitions";
const fieldNames = ["agency", "certification_name", "level", "certification_number", "issued_on", "document_id"] as const;

/** The page's door onto POST /professional/recognitions: same schema, same refusals. */
export async function submitRecognition(_prev: ProFormState, form: FormData): Promise<ProFormState> {
  const values = Object.fromEntries(fieldNames.map((f) => [f, String(form.get(f) ?? "").trim()]));
  const seq = Date.now();
  const user = await requireSessionUser(PATH);
  const refusal = await pageRefusal(user.id, "verified");
  if (refusal) return { status: "error", message: refusal, values, seq };
  const t = await getTranslations("recognitions.actions");
  const tForm = await getTranslations("common.form");
  const parsed = ZRecognitionRequestBody.safeParse({ ...values, document_id: /^\d+$/.test(values.document_id!) ? Number(values.document_id) : undefined });
  if (!parsed.success) {
    const fields = await pageFields(fieldErrorsOf(parsed.error));
    if (!values.document_id) fields.document_id = [t("chooseCard")];
    if (!values.level) fields.level = [t("chooseLevel")];
    if (!values.issued_on) fields.issued_on = [t("enterDate")];
    return { status: "error", message: tForm("correctFields"), fields, values, seq };
  }
  try {
    await requestRecognition(user.id, parsed.data, await pageLanguage());
  } catch (e) {
    if (e instanceof AppError) return { status: "error", message: e.code === "validation" ? tForm("correctFields") : await pageMessage(e.message), fields: await pageFields(e.extra.fields), values, seq };
    logger.error("recognition request failed", { error: (e as Error)?.message });
    return { status: "error", message: tForm("serverError"), values, seq };
  }
  revalidatePath(PATH);
  return { status: "success", message: t("sent"), seq };
}
