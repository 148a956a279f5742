import { validationError } from "@/lib/api/errors";
import type { AuthUser } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { medicalQuestionnaire } from "@/lib/medical/questionnaire";
import { checkAnswers, outcomeOf, statusOf, validUntilOf } from "@/lib/medical/rules";
import type { MedicalSubmissionInput } from "@/lib/medical/schema";
import { submissionSelect, toSubmission, type MedicalSubmissionResult } from "@/lib/medical/serializers";

/**
 * POST /diver/medical-questionnaire, and the sync operation medical_questionnaire.submit (which
 * passes the device's time as submittedAt). A time in the future is taken as now, so a wrong
 * device clock cannot stretch the twelve months of validity.
 */
export async function submitMedicalQuestionnaire(
  user: Pick<AuthUser, "id">,
  input: MedicalSubmissionInput,
  options: { submittedAt?: Date } = {},
): Promise<MedicalSubmissionResult> {
  const structure = medicalQuestionnaire;
  const { errors, kept } = checkAnswers(structure, input.answers);
  if (Object.keys(errors).length) throw validationError(errors);
  const now = new Date();
  const submittedAt = options.submittedAt && options.submittedAt.getTime() < now.getTime() ? options.submittedAt : now;
  const db = await getDb();
  const row = await db.medicalSubmission.create({
    data: {
      userId: user.id,
      version: structure.version,
      answers: kept,
      outcome: outcomeOf(kept),
      submittedAt,
      validUntil: validUntilOf(submittedAt),
    },
    select: submissionSelect,
  });
  return { ...toSubmission(row), status: statusOf(row, now) };
}
