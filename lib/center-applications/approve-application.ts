import { conflict } from "@/lib/api/errors";
import { createDiveCenter } from "@/lib/admin-centers/create-dive-center";
import { recordAudit, type AuditContext } from "@/lib/audit/record-audit";
import { claimPending } from "@/lib/center-applications/claim-pending";
import type { ApprovedDiveCenterRecord } from "@/lib/center-applications/schema";
import { memberSelect, toCenterMember } from "@/lib/centers/member-record";
import { getDb, inTransaction } from "@/lib/db/client";
import { env } from "@/lib/env";
import type { Lang } from "@/lib/i18n/language";
import { centerApplicationApprovedMail } from "@/lib/mail/center-application-mails";
import { sendMail } from "@/lib/mail/send-mail";

export const APPLICANT_INACTIVE = "The applicant's account is no longer active; reject the application instead.";

/**
 * POST /admin/dive-center-applications/{id}/approve. In one transaction: the application claimed
 * (404 unknown, 409 decided: of two staff approving at once exactly one wins, so one center),
 * the center created through the console's own path (lib/admin-centers/create-dive-center.ts:
 * the same checks, the `dive_center.created` row), the applicant its owner, the application
 * approved with the center's id, the audit rows on the center, and the applicant's e-mail
 * (outbox row + send job, in the applicant's language). Anything refused leaves nothing written.
 */
export async function approveApplication(id: number, audit: AuditContext, lang: Lang): Promise<ApprovedDiveCenterRecord> {
  return inTransaction(async () => {
    const db = await getDb();
    const app = await claimPending(db, id, { status: "approved", decidedById: audit.actorId, decidedAt: new Date(), reason: null });
    if (app.user.status !== "active") throw conflict(APPLICANT_INACTIVE);
    // The references are checked again: a distributor deactivated since the application is a 422.
    const center = await createDiveCenter(
      {
        name: app.name,
        country: app.country.trim(),
        state_code: app.stateCode,
        city: app.city,
        address: app.address,
        phone: app.phone,
        email: app.email,
        website: app.website,
        distributor_id: app.distributorId,
        active: true,
      },
      audit,
      lang,
    );
    const owner = await db.diveCenterMember.create({ data: { diveCenterId: center.id, userId: app.userId, role: "owner" }, select: memberSelect });
    await db.diveCenterApplication.update({ where: { id }, data: { diveCenterId: center.id } });
    const member = toCenterMember(owner);
    await recordAudit(db, audit, {
      action: "dive_center.member.added",
      subject: { type: "dive_center", id: center.id },
      after: { user_id: member.user_id, member_id: member.member_id, role: "owner", application_id: id },
    });
    await recordAudit(db, audit, {
      action: "dive_center.application.approved",
      subject: { type: "dive_center", id: center.id },
      before: { status: "pending" },
      after: { status: "approved", application_id: id, applicant_id: app.userId },
    });
    await sendMail({
      to: app.user.email,
      kind: "center_application_approved",
      ...centerApplicationApprovedMail({ firstName: app.user.firstName, lang: app.user.defaultLanguage, center: center.name, url: `${env().appUrl}/centers/${center.id}` }),
    });
    return { ...center, owner: member };
  });
}
