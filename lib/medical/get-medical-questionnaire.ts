import { getDb } from "@/lib/db/client";
import { medicalQuestionnaire } from "@/lib/medical/questionnaire";
import { statusOf } from "@/lib/medical/rules";
import { submissionSelect, toSubmission, type MedicalQuestionnaireRecord } from "@/lib/medical/serializers";

/** GET /diver/medical-questionnaire: the structure, the latest submission and the status now. */
export async function getMedicalQuestionnaire(userId: number, now: Date = new Date()): Promise<MedicalQuestionnaireRecord> {
  const db = await getDb();
  const latest = await db.medicalSubmission.findFirst({
    where: { userId },
    orderBy: [{ submittedAt: "desc" }, { id: "desc" }],
    select: submissionSelect,
  });
  return {
    structure: medicalQuestionnaire,
    last_submission: latest ? toSubmission(latest) : null,
    status: statusOf(latest, now),
  };
}
