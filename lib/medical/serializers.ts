import type { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { isoMicro } from "@/lib/dates";
import type { ZMedicalQuestionnaire, ZMedicalSubmissionRecord, ZMedicalSubmissionResult } from "@/lib/medical/schema";

export type MedicalSubmissionRecord = z.input<typeof ZMedicalSubmissionRecord>;
export type MedicalSubmissionResult = z.input<typeof ZMedicalSubmissionResult>;
export type MedicalQuestionnaireRecord = z.input<typeof ZMedicalQuestionnaire>;

export const submissionSelect = {
  id: true, version: true, answers: true, outcome: true, submittedAt: true, validUntil: true, approvalDocumentId: true, approvedAt: true,
} satisfies Prisma.MedicalSubmissionSelect;
export type SubmissionRow = Prisma.MedicalSubmissionGetPayload<{ select: typeof submissionSelect }>;

/**
 * The diver's own view of a submission; only the diver ever sees the answers. An accepted
 * physician's certificate turns the outcome into fit_with_physician_approval (CONTRACT.md §4).
 */
export function toSubmission(row: SubmissionRow): MedicalSubmissionRecord {
  return {
    outcome: row.outcome === "physician_approval_required" && row.approvalDocumentId !== null ? "fit_with_physician_approval" : row.outcome,
    version: row.version,
    submitted_at: isoMicro(row.submittedAt),
    valid_until: isoMicro(row.validUntil),
    physician_approved_at: row.approvedAt ? isoMicro(row.approvedAt) : null,
    answers: row.answers as Record<string, boolean>,
  };
}
