import { pageFields, pageMessage } from "@/lib/i18n/page-errors";
import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import { AppError, type FieldErrors } from "@/lib/api/errors";
import { fieldErrorsOf } from "@/lib/api/validation";
import { logger } from "@/lib/log";
import type { FormState } from "@/lib/pages/form-state";

// Left for the guardian's public signing action (app/(site)/guardian-forms/actions.ts) until it
// is declared on the action kernel (lib/pages/define-action.ts); then this file goes. The diver's
// forms and medical actions are on the kernel already. The state is the kernel's one FormState.

export type RecordFormState = FormState;

export const recordState = (status: FormState["status"], message: string, fields?: FormState["fields"], values?: Record<string, string>): RecordFormState => ({
  status, message, fields, values, seq: Date.now(),
});

export async function zodState(error: z.ZodError, values?: Record<string, string>): Promise<RecordFormState> {
  const t = await getTranslations("common.form");
  return recordState("error", t("correctFields"), await pageFields(fieldErrorsOf(error)), values);
}

export async function recordFailure(e: unknown, values?: Record<string, string>): Promise<RecordFormState> {
  const t = await getTranslations("common.form");
  if (!(e instanceof AppError) || e.code === "unavailable") {
    logger.error("records action failed", { error: (e as Error)?.message });
    return recordState("error", t("serverError"), undefined, values);
  }
  if (e.code === "validation" && e.extra.fields) return recordState("error", t("correctFields"), await pageFields(e.extra.fields), values);
  return recordState("error", await pageMessage(e.message), undefined, values);
}
