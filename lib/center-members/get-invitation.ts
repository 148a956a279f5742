import { notFound } from "@/lib/api/errors";
import type { CenterRole } from "@/generated/prisma/enums";
import { signatureMatches, tokenId } from "@/lib/center-members/invitation-token";
import { getDb } from "@/lib/db/client";
import { fullNameOf } from "@/lib/users/serializers";

// The invitee's landing page (/center-invitations/{token}) reads what the link names: the center,
// the role, who invited, until when, and where it stands. A link that is not ours is 404, as the
// accept route answers.

export type InvitationPreview = {
  id: number;
  email: string;
  role: CenterRole;
  center: { id: number; name: string; active: boolean };
  invitedBy: string | null;
  expiresAt: Date;
  state: "pending" | "accepted" | "expired";
};

export async function getInvitation(token: string, now = new Date()): Promise<InvitationPreview> {
  const parsed = tokenId(token);
  if (!parsed) throw notFound("Invitation");
  const db = await getDb();
  const row = await db.centerInvitation.findUnique({
    where: { id: parsed.id },
    select: { id: true, email: true, role: true, expiresAt: true, acceptedAt: true, invitedById: true, diveCenter: { select: { id: true, name: true, active: true } } },
  });
  if (!row || !signatureMatches(parsed.signature, row.id, row.email)) throw notFound("Invitation");
  const inviter = row.invitedById
    ? await db.user.findUnique({ where: { id: row.invitedById }, select: { firstName: true, lastName: true, memberId: true } })
    : null;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    center: row.diveCenter,
    invitedBy: inviter ? (fullNameOf(inviter) ?? inviter.memberId) : null,
    expiresAt: row.expiresAt,
    state: row.acceptedAt ? "accepted" : row.expiresAt <= now ? "expired" : "pending",
  };
}
