import { getTranslations } from "next-intl/server";
import { pageFields, pageMessage } from "@/lib/i18n/page-errors";
import type { StoreFormState } from "@/components/store/types";
import { AppError } from "@/lib/api/errors";
import { logger } from "@/lib/log";

// Service failures of a purchase as form answers: the 422 reasons listed, refusals (403) and an
// unavailable provider (503) as a banner with the service's own words.

export const refused = (message: string, values?: Record<string, string>): StoreFormState => ({ status: "error", message, values, seq: Date.now() });

export async function purchaseFailure(e: unknown, values?: Record<string, string>): Promise<StoreFormState> {
  const t = await getTranslations("store.outcome");
  const tForm = await getTranslations("common.form");
  if (e instanceof AppError) {
    if (e.code === "validation" && e.extra.fields) {
      const { course, ...fields } = await pageFields(e.extra.fields);
      return {
        status: "error",
        message: course?.length ? t("cannotBuy") : tForm("correctFields"),
        reasons: course,
        fields,
        values,
        seq: Date.now(),
      };
    }
    return refused(await pageMessage(e.message), values);
  }
  logger.error("store action failed", { error: (e as Error)?.message });
  return refused(tForm("serverError"), values);
}

export const formText = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v.trim() : "";
};
