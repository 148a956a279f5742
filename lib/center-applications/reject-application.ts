import { recordAudit, type AuditContext } from "@/lib/audit/record-audit";
import { claimPending } from "@/lib/center-applications/claim-pending";
import type { AdminCenterApplicationRecord, RejectApplicationInput } from "@/lib/center-applications/schema";
import { adminApplicationSelect, toAdminCenterApplication } from "@/lib/center-applications/serializers";
import { getDb, inTransaction } from "@/lib/db/client";
import { env } from "@/lib/env";
import { centerApplicationRejectedMail } from "@/lib/mail/center-application-mails";
import { sendMail } from "@/lib/mail/send-mail";

/**
 * POST /admin/dive-center-applications/{id}/reject: the reason is kept and e-mailed to the
 * applicant (in the same transaction as the decision). No center exists, so the audit row's
 * subject is the applicant (decision 0043).
 */
export async function rejectApplication(id: number, input: RejectApplicationInput, audit: AuditContext): Promise<AdminCenterApplicationRecord> {
  return inTransaction(async () => {
    const db = await getDb();
    const app = await claimPending(db, id, { status: "rejected", reason: input.reason, decidedById: audit.actorId, decidedAt: new Date() });
    await recordAudit(db, audit, {
      action: "dive_center.application.rejected",
      subject: { type: "user", id: app.userId },
      before: { status: "pending" },
      after: { status: "rejected", application_id: id, reason: input.reason },
    });
    await sendMail({
      to: app.user.email,
      kind: "center_application_rejected",
      ...centerApplicationRejectedMail({
        firstName: app.user.firstName,
        lang: app.user.defaultLanguage,
        center: app.name,
        reason: input.reason,
        url: `${env().appUrl}/professional/dive-center`,
      }),
    });
    return toAdminCenterApplication(await db.diveCenterApplication.findUniqueOrThrow({ where: { id }, select: adminApplicationSelect }));
  });
}
