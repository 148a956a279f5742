import type { Prisma } from "@/generated/prisma/client";
import { isoMicro } from "@/lib/dates";

export const submissionSelect = {
  id: true, version: true, answers: true, outcome: true, submittedAt: true, validUntil: true, approvalDocumentId: true, approvedAt: true,
} satisfies Prisma.MedicalSubmissionSelect;
export type SubmissionRow = Prisma.MedicalSubmissionGetPayload<{ select: typeof submissionSelect }>;

/**
 * The diver's own view of a submission; only the diver ever sees the answers. An accepted
 * physician's certificate turns the outcome into fit_with_physician_approval (CONTRACT.md §4).
 */
export function toSubmission(row: SubmissionRow) {
  return {
    outcome: row.outcome === "physician_approval_required" && row.approvalDocumentId !== null ? "fit_with_physician_approval" : row.outcome,
    version: row.version,
    submitted_at: isoMicro(row.submittedAt),
    valid_until: isoMicro(row.validUntil),
    physician_approved_at: row.approvedAt ? isoMicro(row.approvedAt) : null,
    answers: row.answers as Record<string, boolean>,
  };
}
