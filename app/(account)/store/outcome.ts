import { getTranslations } from "next-intl/server";
import { pageFields } from "@/lib/i18n/page-errors";
import type { PurchaseData } from "@/components/store/types";
import { AppError } from "@/lib/api/errors";
import type { FormState } from "@/lib/pages/form-state";

// Why a course cannot be bought: the checkout's 422 on `course` lists the reasons, shown as a list
// under the button (in the state's data); every other refusal is the kernel's to answer.

/** The state for a 422 with reasons about the course; any other error is thrown on. */
export async function purchaseRefusal(e: unknown): Promise<FormState<PurchaseData>> {
  if (!(e instanceof AppError) || e.code !== "validation" || !e.extra.fields?.course?.length) throw e;
  const { course, ...fields } = await pageFields(e.extra.fields);
  const t = await getTranslations("store.outcome");
  return { status: "error", code: "validation", message: t("cannotBuy"), fields, data: { reasons: course ?? [] }, seq: Date.now() };
}
