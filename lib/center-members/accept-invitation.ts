import { Prisma } from "@/generated/prisma/client";
import { conflict, forbidden, gone, notFound } from "@/lib/api/errors";
import { recordAudit, type AuditContext } from "@/lib/audit/record-audit";
import { CENTER_INACTIVE } from "@/lib/centers/center-access";
import { memberSelect, toCenterMember } from "@/lib/centers/member-record";
import { assertRoleAllowed } from "@/lib/centers/member-rules";
import { signatureMatches, tokenId } from "@/lib/center-members/invitation-token";
import { ALREADY_ACCEPTED, EXPIRED, WRONG_ACCOUNT, YOU_ARE_MEMBER } from "@/lib/center-members/rules";
import type { MembershipRecord } from "@/lib/center-members/schema";
import { getDb } from "@/lib/db/client";

// POST /center-invitations/{token}/accept (decision 0045). A link that is not ours (changed,
// withdrawn, replaced by a newer invitation) is 404; another account than the invited address is
// 403; accepted already 409; after 14 days 410; an instructor must be an active professional
// (422); a member already 409. The invitation is claimed with a conditional update (accepted_at
// IS NULL), so two accepts of one link give exactly one membership. Audit
// `dive_center.member.joined`, the new member its actor.

export async function acceptInvitation(userId: number, token: string, audit: AuditContext, now = new Date()): Promise<MembershipRecord> {
  const parsed = tokenId(token);
  if (!parsed) throw notFound("Invitation");
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const invitation = await tx.centerInvitation.findUnique({
      where: { id: parsed.id },
      select: { id: true, email: true, role: true, expiresAt: true, acceptedAt: true, diveCenter: { select: { id: true, name: true, active: true } } },
    });
    if (!invitation || !signatureMatches(parsed.signature, invitation.id, invitation.email)) throw notFound("Invitation");
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
    if (user.email.toLowerCase() !== invitation.email.toLowerCase()) throw forbidden(WRONG_ACCOUNT);
    if (invitation.acceptedAt) throw conflict(ALREADY_ACCEPTED);
    if (invitation.expiresAt <= now) throw gone(EXPIRED);
    const center = invitation.diveCenter;
    if (!center.active) throw forbidden(CENTER_INACTIVE);
    const existing = await tx.diveCenterMember.findUnique({ where: { diveCenterId_userId: { diveCenterId: center.id, userId } }, select: { role: true } });
    if (existing) throw conflict(YOU_ARE_MEMBER);
    await assertRoleAllowed(tx, userId, invitation.role);

    const claimed = await tx.centerInvitation.updateMany({ where: { id: invitation.id, acceptedAt: null }, data: { acceptedAt: now, acceptedById: userId } });
    if (claimed.count === 0) throw conflict(ALREADY_ACCEPTED);
    let member;
    try {
      member = await tx.diveCenterMember.create({ data: { diveCenterId: center.id, userId, role: invitation.role }, select: memberSelect });
    } catch (e) {
      // Joined the same center by another way a moment ago (a second invitation, staff).
      if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") throw conflict(YOU_ARE_MEMBER);
      throw e;
    }
    await recordAudit(tx, audit, {
      action: "dive_center.member.joined",
      subject: { type: "dive_center", id: center.id },
      after: { user_id: userId, role: invitation.role, invitation_id: invitation.id },
    });
    return { ...toCenterMember(member), center: { id: center.id, name: center.name } };
  });
}
