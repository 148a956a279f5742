import type { z } from "zod";
import { recordAudit } from "@/lib/audit/record-audit";
import { getDb } from "@/lib/db/client";
import type { Lang } from "@/lib/i18n/language";
import { logger } from "@/lib/log";
import { recognitionRejectedMail } from "@/lib/mail/recognition-mails";
import { sendMail } from "@/lib/mail/send-mail";
import { claimPending } from "@/lib/recognitions/claim-pending";
import type { ZRejectRecognitionBody } from "@/lib/recognitions/schema";
import { adminRecognitionSelect, toAdminRecognition, type AdminRecognitionRecord } from "@/lib/recognitions/serializers";

/** Rejects a pending request with a reason the holder receives by e-mail. */
export async function rejectRecognition(
  adminId: number,
  id: number,
  body: z.output<typeof ZRejectRecognitionBody>,
  lang: Lang,
): Promise<AdminRecognitionRecord> {
  const db = await getDb();
  const { row, request } = await db.$transaction(async (tx) => {
    const claimed = await claimPending(tx, id, { status: "rejected", rejectionReason: body.reason, decidedById: adminId, decidedAt: new Date() });
    await recordAudit(tx, { actorId: adminId }, { action: "recognition.rejected", subject: { type: "recognition", id }, before: { status: "pending" }, after: { status: "rejected", reason: body.reason } });
    return { row: await tx.recognition.findUniqueOrThrow({ where: { id }, select: adminRecognitionSelect }), request: claimed };
  });
  const mail = recognitionRejectedMail({
    firstName: request.user.firstName,
    lang: request.user.defaultLanguage,
    agency: request.agency,
    certification: request.certificationName,
    reason: body.reason,
  });
  await sendMail({ to: request.user.email, kind: "recognition_rejected", ...mail }).catch((e: unknown) =>
    logger.error("recognition mail failed", { recognition_id: id, error: String(e) }),
  );
  return toAdminRecognition(row, lang);
}
