import { conflict, notFound } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { reviewSelect, serializeReview } from "@/lib/documents/serializers";
import { logger } from "@/lib/log";
import { recordPhysicianApproval } from "@/lib/medical/record-physician-approval";
import { sendMail } from "@/lib/mail/send-mail";
import { documentReviewedMail } from "@/lib/mail/templates";

// POST /admin/documents/{id}/accept and /reject: staff decide on a diver's pending upload; the
// diver is told by e-mail. An accepted medical certificate is the physician's approval of the
// diver's latest questionnaire that asked for one (CONTRACT.md section 4, medical questionnaire).

export type ReviewDecision = { accepted: true } | { accepted: false; reason: string };

export async function reviewDocument(reviewerId: number, id: number, decision: ReviewDecision) {
  const db = await getDb();
  const now = new Date();
  const row = await db.$transaction(async (tx) => {
    // The state check and the change are one statement: two reviewers cannot both decide.
    const changed = await tx.document.updateMany({
      where: { id, status: "pending", userId: { not: null }, deletedAt: null },
      data: {
        status: decision.accepted ? "accepted" : "rejected",
        reviewedById: reviewerId,
        reviewedAt: now,
        rejectionReason: decision.accepted ? null : decision.reason,
      },
    });
    if (changed.count === 0) {
      const exists = await tx.document.findFirst({ where: { id, deletedAt: null }, select: { status: true } });
      if (!exists) throw notFound("Document");
      throw conflict(`Only a diver's pending document can be accepted or rejected (this one is ${exists.status ?? "an organisation document"}).`);
    }
    const doc = await tx.document.findUniqueOrThrow({ where: { id }, select: { ...reviewSelect, uploadedAt: true } });
    await recordAudit(tx, { actorId: reviewerId }, {
      action: decision.accepted ? "document.accepted" : "document.rejected",
      subject: { type: "document", id },
      before: { status: "pending" },
      after: decision.accepted ? { status: "accepted" } : { status: "rejected", reason: decision.reason },
    });
    if (decision.accepted && doc.kind === "medical_certificate" && doc.userId !== null) {
      await recordPhysicianApproval({ userId: doc.userId, documentId: doc.id, uploadedAt: doc.uploadedAt, at: now }, tx);
    }
    return doc;
  });
  await notifyDiver(row, decision);
  return serializeReview(row);
}

type Recipient = { email: string; firstName: string | null; defaultLanguage: string | null };

async function notifyDiver(row: { title: string; user: Recipient | null }, decision: ReviewDecision) {
  if (!row.user) return;
  const mail = documentReviewedMail({
    firstName: row.user.firstName,
    lang: row.user.defaultLanguage,
    title: row.title,
    url: `${env().appUrl}/documents`,
    outcome: decision,
  });
  // The decision stands even if the mail cannot go out now; the outbox keeps the attempt.
  await sendMail({ to: row.user.email, kind: "document_reviewed", ...mail }).catch((e) =>
    logger.error("document review mail failed", { error: (e as Error).message }),
  );
}
