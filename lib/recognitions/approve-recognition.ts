import type { z } from "zod";
import { invalidField } from "@/lib/api/errors";
import { issueRecognisedCertification } from "@/lib/certifications/issue-certification";
import { recordAudit } from "@/lib/audit/record-audit";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import type { Lang } from "@/lib/i18n/language";
import { findCourseByRef } from "@/lib/learning/find-course";
import { logger } from "@/lib/log";
import { recognitionApprovedMail } from "@/lib/mail/recognition-mails";
import { sendMail } from "@/lib/mail/send-mail";
import { claimPending } from "@/lib/recognitions/claim-pending";
import type { ZApproveRecognitionBody } from "@/lib/recognitions/schema";
import { adminRecognitionSelect, toAdminRecognition, type AdminRecognitionRecord } from "@/lib/recognitions/serializers";

/**
 * Approves a pending request: issues a certification of the chosen DiveCert course (with its
 * card, no online exam behind it) and updates the holder's qualification, all in one
 * transaction; then tells the holder by e-mail.
 */
export async function approveRecognition(
  adminId: number,
  id: number,
  body: z.output<typeof ZApproveRecognitionBody>,
  lang: Lang,
): Promise<AdminRecognitionRecord> {
  const db = await getDb();
  const { row, request } = await db.$transaction(async (tx) => {
    const course = await findCourseByRef(tx, body.course, { kind: "course" });
    const claimed = await claimPending(tx, id, { status: "approved", courseId: course?.id ?? null, decidedById: adminId, decidedAt: new Date() });
    // Checked after the claim so an unknown or decided request answers 404/409 first.
    if (!course) throw invalidField("course", "The selected course is invalid.");
    const certification = await issueRecognisedCertification(tx, { id, userId: claimed.userId, courseId: course.id });
    const updated = await tx.recognition.update({ where: { id }, data: { certificationId: certification.id }, select: adminRecognitionSelect });
    await recordAudit(tx, { actorId: adminId }, {
      action: "recognition.approved",
      subject: { type: "recognition", id },
      before: { status: "pending" },
      after: { status: "approved", course_id: course.id, certification_id: certification.id, certification_number: certification.number },
    });
    return { row: updated, request: claimed };
  });
  const mail = recognitionApprovedMail({
    firstName: request.user.firstName,
    lang: request.user.defaultLanguage,
    agency: request.agency,
    certification: request.certificationName,
    course: row.course?.name ?? "",
    number: row.certification?.number ?? "",
    url: `${env().appUrl}/certifications`,
  });
  // The decision stands even when the mail server is down; the outbox row records the failure.
  await sendMail({ to: request.user.email, kind: "recognition_approved", ...mail }).catch((e: unknown) =>
    logger.error("recognition mail failed", { recognition_id: id, error: String(e) }),
  );
  return toAdminRecognition(row, lang);
}
