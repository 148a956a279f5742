"use server";

import { getTranslations } from "next-intl/server";
import { defineFormAction } from "@/lib/pages/define-action";
import { failureState } from "@/lib/pages/action-errors";
import { ZMedicalSubmission } from "@/lib/medical/schema";
import { submitMedicalQuestionnaire } from "@/lib/medical/submit-medical-questionnaire";

// A thin door onto the service behind POST /diver/medical-questionnaire (the same door, "verified"):
// radio values "answers.<id>" = yes|no become { answers: { id: boolean } }.

function readAnswers(form: FormData) {
  const answers: Record<string, boolean> = {};
  for (const [key, value] of form.entries()) {
    if (key.startsWith("answers.") && (value === "yes" || value === "no")) answers[key.slice("answers.".length)] = value === "yes";
  }
  return { answers };
}

export const submitMedicalAction = defineFormAction({
  auth: "verified",
  path: "/medical",
  input: ZMedicalSubmission,
  read: readAnswers,
  revalidate: ["/medical", "/dashboard"],
  handler: async ({ user, input, values }) => {
    const t = await getTranslations("medical.form");
    try {
      await submitMedicalQuestionnaire(user, input);
    } catch (e) {
      // The questions left unanswered are marked one by one; the banner says so.
      const refused = await failureState<undefined>(e, values);
      return refused.fields ? { ...refused, message: t("answerMarked") } : refused;
    }
    return { message: t("recorded") };
  },
});
