"use server";

import { getTranslations } from "next-intl/server";

import { revalidatePath } from "next/cache";
import type { RecordFormState } from "@/components/forms/form-state";
import { pageRefusal } from "@/lib/auth/page-access";
import { requireSessionUser } from "@/lib/auth/session";
import { recordFailure, recordState } from "@/lib/forms/action-state";
import { submitMedicalQuestionnaire } from "@/lib/medical/submit-medical-questionnaire";

// A thin door onto the service behind POST /diver/medical-questionnaire: radio values
// "answers.<id>" = yes|no become { answers: { id: boolean } }.
export async function submitMedicalAction(_prev: RecordFormState, form: FormData): Promise<RecordFormState> {
  const user = await requireSessionUser("/medical");
  const refusal = await pageRefusal(user.id, "verified");
  if (refusal) return recordState("error", refusal);
  const values: Record<string, string> = {};
  const answers: Record<string, boolean> = {};
  for (const [key, value] of form.entries()) {
    if (!key.startsWith("answers.") || (value !== "yes" && value !== "no")) continue;
    const id = key.slice("answers.".length);
    values[id] = value;
    answers[id] = value === "yes";
  }
  try {
    await submitMedicalQuestionnaire(user, { answers });
  } catch (e) {
    const failed = await recordFailure(e, values);
    const t = await getTranslations("medical.form");
    return failed.fields ? { ...failed, message: t("answerMarked") } : failed;
  }
  revalidatePath("/medical");
  revalidatePath("/dashboard");
  const t = await getTranslations("medical.form");
  return recordState("success", t("recorded"));
}
