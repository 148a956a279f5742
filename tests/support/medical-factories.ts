import { getDb } from "@/lib/db/client";
import { medicalQuestionnaire } from "@/lib/medical/questionnaire";
import { validUntilOf } from "@/lib/medical/rules";

/** Every first-page question answered "no" (the answers of a fit diver). */
export const allNo = (): Record<string, boolean> => Object.fromEntries(medicalQuestionnaire.questions.map((q) => [q.id, false]));

/** The follow-up questions of one group, all answered `value`. */
export const groupAnswers = (groupId: string, value = false): Record<string, boolean> =>
  Object.fromEntries(medicalQuestionnaire.follow_up_groups.find((g) => g.id === groupId)!.questions.map((q) => [q.id, value]));

/** A stored submission, straight in the database (for tests about what reads it). */
export async function giveMedical(
  userId: number,
  options: { outcome?: "fit" | "physician_approval_required"; submittedAt?: Date; approvalDocumentId?: number | null } = {},
) {
  const db = await getDb();
  const submittedAt = options.submittedAt ?? new Date();
  return db.medicalSubmission.create({
    data: {
      userId, version: medicalQuestionnaire.version, answers: allNo(), outcome: options.outcome ?? "fit",
      submittedAt, validUntil: validUntilOf(submittedAt), approvalDocumentId: options.approvalDocumentId ?? null,
    },
  });
}
