import { lengthAwarePage, pageWindow, type LengthAwarePage, type PageQuery } from "@/lib/api/pagination";
import { centerAccess, RUNS_CENTER } from "@/lib/centers/center-access";
import type { InvitationRecord } from "@/lib/center-members/schema";
import { invitationSelect, invitersOf, toInvitation } from "@/lib/center-members/serializers";
import { getDb } from "@/lib/db/client";

// GET /centers/{id}/invitations (owners and managers; decision 0045): the pending invitations —
// not accepted, not expired — newest first.

export async function listInvitations(userId: number, centerId: number, q: PageQuery, url: URL, now = new Date()): Promise<LengthAwarePage<InvitationRecord>> {
  await centerAccess(userId, centerId, { roles: RUNS_CENTER });
  const db = await getDb();
  const where = { diveCenterId: centerId, acceptedAt: null, expiresAt: { gt: now } };
  const [rows, total] = await Promise.all([
    db.centerInvitation.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: invitationSelect, ...pageWindow(q) }),
    db.centerInvitation.count({ where }),
  ]);
  const inviters = await invitersOf(db, rows);
  return lengthAwarePage(rows.map((r) => toInvitation(r, inviters)), total, q, url);
}
