import { isoMicro } from "@/lib/dates";
import type { Db } from "@/lib/db/client";
import type { InvitationRecord } from "@/lib/center-members/schema";
import { fullNameOf } from "@/lib/users/serializers";

// An invitation as the routes and the page show it. The token is never part of it: only the
// invitee's e-mail carries the link. The inviter is a plain column (no relation in the schema):
// read for a whole list in one statement.

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export const invitationSelect = { id: true, email: true, role: true, expiresAt: true, createdAt: true, invitedById: true } as const;

export type InvitationRow = {
  id: number;
  email: string;
  role: InvitationRecord["role"];
  expiresAt: Date;
  createdAt: Date;
  invitedById: number | null;
};

type Inviter = { id: number; memberId: string; firstName: string | null; lastName: string | null };

export async function invitersOf(db: Db | Tx, rows: { invitedById: number | null }[]): Promise<Map<number, Inviter>> {
  const ids = [...new Set(rows.map((r) => r.invitedById).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const users = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, memberId: true, firstName: true, lastName: true } });
  return new Map(users.map((u) => [u.id, u]));
}

export function toInvitation(row: InvitationRow, inviters: Map<number, Inviter>): InvitationRecord {
  const inviter = row.invitedById === null ? undefined : inviters.get(row.invitedById);
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    expires_at: isoMicro(row.expiresAt),
    created_at: isoMicro(row.createdAt),
    invited_by: inviter ? { user_id: inviter.id, member_id: inviter.memberId, full_name: fullNameOf(inviter) } : null,
  };
}
