import { pageFields, pageMessage } from "@/lib/i18n/page-errors";
import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import { AppError, type FieldErrors } from "@/lib/api/errors";
import { fieldErrorsOf } from "@/lib/api/validation";
import { logger } from "@/lib/log";

// Service answers as form states for the forms, guardian and medical server actions: the same
// messages and field errors the API gives, shown inline; the page's own words in its language.

export type RecordFormState = {
  status: "idle" | "success" | "error";
  message?: string;
  fields?: FieldErrors;
  values?: Record<string, string>;
  /** Changes with every answer, so a form re-mounts with `values` as its defaults. */
  seq: number;
};

export const recordState = (status: RecordFormState["status"], message: string, fields?: RecordFormState["fields"], values?: Record<string, string>): RecordFormState => ({
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
