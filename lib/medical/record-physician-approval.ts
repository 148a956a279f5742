import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";

/**
 * For the documents area: when staff accept a diver's `medical_certificate` document, the latest
 * questionnaire turns into fit_with_physician_approval, provided it asked for a physician, is
 * still valid, and was submitted before the document was uploaded (an approval cannot cover
 * answers given after it). Returns whether a submission was approved. Pass `tx` to run inside the
 * caller's transaction.
 */
export async function recordPhysicianApproval(
  input: { userId: number; documentId: number; uploadedAt: Date; at?: Date },
  tx?: Prisma.TransactionClient,
): Promise<boolean> {
  const db = tx ?? (await getDb());
  const at = input.at ?? new Date();
  const latest = await db.medicalSubmission.findFirst({
    where: { userId: input.userId },
    orderBy: [{ submittedAt: "desc" }, { id: "desc" }],
    select: { id: true, outcome: true, submittedAt: true, validUntil: true, approvalDocumentId: true },
  });
  if (!latest || latest.outcome !== "physician_approval_required" || latest.approvalDocumentId !== null) return false;
  if (latest.validUntil.getTime() <= at.getTime() || latest.submittedAt.getTime() > input.uploadedAt.getTime()) return false;
  const updated = await db.medicalSubmission.updateMany({
    where: { id: latest.id, approvalDocumentId: null },
    data: { approvalDocumentId: input.documentId, approvedAt: at },
  });
  return updated.count === 1;
}
