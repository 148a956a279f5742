import { conflict, forbidden } from "@/lib/api/errors";
import { recordAudit, type AuditContext } from "@/lib/audit/record-audit";
import { centerAccess, RUNS_CENTER } from "@/lib/centers/center-access";
import { centerInvitationMail } from "@/lib/center-members/invitation-mail";
import { INVITATION_DAYS, invitationUrl } from "@/lib/center-members/invitation-token";
import { ALREADY_MEMBER, lockCenter, mayName, ONLY_OWNER_NAMES_MANAGERS } from "@/lib/center-members/rules";
import type { InvitationRecord, InviteInput } from "@/lib/center-members/schema";
import { invitationSelect, invitersOf, toInvitation } from "@/lib/center-members/serializers";
import { getDb, inTransaction } from "@/lib/db/client";
import type { Lang } from "@/lib/i18n/language";
import { sendMail } from "@/lib/mail/send-mail";
import { fullNameOf } from "@/lib/users/serializers";

// POST /centers/{id}/invitations (decision 0045). Owners invite any role, managers instructors
// only. An address that already belongs to a member is 409. Inviting an address that has a
// pending invitation sends it again: the earlier invitation is replaced by a new one (a fresh
// link, 14 days from now; the earlier link stops working). In one transaction with the center's
// row locked (two invitations of one address at once leave one): the invitation, its e-mail
// (outbox + send job) and the `dive_center.member.invited` audit row. The e-mail is written in the
// invited account's language when the address has an account, else in the inviter's (`lang`).

export async function inviteMember(userId: number, centerId: number, input: InviteInput, audit: AuditContext, lang: Lang, now = new Date()): Promise<InvitationRecord> {
  return inTransaction(async () => {
    const db = await getDb();
    await lockCenter(db, centerId);
    const access = await centerAccess(userId, centerId, { roles: RUNS_CENTER, write: true, db });
    if (!mayName(access.role, input.role)) throw forbidden(ONLY_OWNER_NAMES_MANAGERS);
    const email = input.email.toLowerCase();
    const [invitee, inviter] = await Promise.all([
      db.user.findUnique({ where: { email }, select: { id: true, firstName: true, defaultLanguage: true, centerMemberships: { where: { diveCenterId: centerId }, select: { role: true } } } }),
      db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, memberId: true, firstName: true, lastName: true } }),
    ]);
    if (invitee?.centerMemberships.length) throw conflict(ALREADY_MEMBER);

    // A pending invitation of this address is replaced: "invite again" sends a fresh link.
    const pending = await db.centerInvitation.findMany({
      where: { diveCenterId: centerId, email: { equals: email, mode: "insensitive" }, acceptedAt: null, expiresAt: { gt: now } },
      select: { id: true },
    });
    if (pending.length) await db.centerInvitation.deleteMany({ where: { id: { in: pending.map((p) => p.id) } } });

    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
    const row = await db.centerInvitation.create({
      data: { diveCenterId: centerId, email, role: input.role, invitedById: userId, expiresAt, createdAt: now },
      select: invitationSelect,
    });
    await sendMail({
      to: email,
      kind: "center_invitation",
      ...centerInvitationMail({
        firstName: invitee?.firstName,
        lang: invitee?.defaultLanguage ?? lang,
        center: access.center.name,
        inviter: fullNameOf(inviter) ?? inviter.memberId,
        role: input.role,
        url: invitationUrl(row.id, email),
        days: INVITATION_DAYS,
      }),
    });
    await recordAudit(db, audit, {
      action: "dive_center.member.invited",
      subject: { type: "dive_center", id: centerId },
      after: { invitation_id: row.id, email, role: input.role, ...(pending.length ? { replaces: pending.map((p) => p.id) } : {}) },
    });
    return toInvitation(row, await invitersOf(db, [row]));
  });
}
