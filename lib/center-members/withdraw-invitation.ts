import { conflict, forbidden, notFound } from "@/lib/api/errors";
import { recordAudit, type AuditContext } from "@/lib/audit/record-audit";
import { centerAccess, RUNS_CENTER } from "@/lib/centers/center-access";
import { ALREADY_ACCEPTED, lockCenter, mayName, ONLY_OWNER_NAMES_MANAGERS } from "@/lib/center-members/rules";
import type { InvitationRecord } from "@/lib/center-members/schema";
import { invitationSelect, invitersOf, toInvitation } from "@/lib/center-members/serializers";
import { getDb } from "@/lib/db/client";

// DELETE /centers/{id}/invitations/{invitation_id} (decision 0045): who may send an invitation
// may withdraw it (owners any, managers an instructor's). The row goes, so its link answers 404;
// an accepted invitation is a membership now (409: remove the member instead). Audit
// `dive_center.invitation.withdrawn`.

export async function withdrawInvitation(userId: number, centerId: number, invitationId: number, audit: AuditContext): Promise<InvitationRecord> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    await lockCenter(tx, centerId);
    const access = await centerAccess(userId, centerId, { roles: RUNS_CENTER, write: true, db: tx });
    const row = await tx.centerInvitation.findFirst({ where: { id: invitationId, diveCenterId: centerId }, select: { ...invitationSelect, acceptedAt: true } });
    if (!row) throw notFound("Invitation");
    if (row.acceptedAt) throw conflict(ALREADY_ACCEPTED);
    if (!mayName(access.role, row.role)) throw forbidden(ONLY_OWNER_NAMES_MANAGERS);
    await tx.centerInvitation.delete({ where: { id: invitationId } });
    await recordAudit(tx, audit, {
      action: "dive_center.invitation.withdrawn",
      subject: { type: "dive_center", id: centerId },
      before: { invitation_id: row.id, email: row.email, role: row.role },
    });
    return toInvitation(row, await invitersOf(tx, [row]));
  });
}
