import * as acceptRoute from "@/app/api/v1/center-invitations/[token]/accept/route";
import * as invitationRoute from "@/app/api/v1/centers/[id]/invitations/[invitation_id]/route";
import * as invitationsRoute from "@/app/api/v1/centers/[id]/invitations/route";
import * as memberRoute from "@/app/api/v1/centers/[id]/members/[user_id]/route";
import * as membersRoute from "@/app/api/v1/centers/[id]/members/route";
import type { CenterRole } from "@/generated/prisma/enums";
import { getDb } from "@/lib/db/client";
import { createUser, linkIn, mailsTo, type CreatedUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

// A dive center's team through its routes (tests/integration/centers-members.test.ts and
// tests/integration/engines/centers-members-races.test.ts).

export async function join(centerId: number, user: CreatedUser, role: CenterRole) {
  const db = await getDb();
  await db.diveCenterMember.create({ data: { diveCenterId: centerId, userId: user.user.id, role } });
}

export async function team(centerId: number, roles: Partial<Record<CenterRole, number>>) {
  const c = centerId;
  const out: Record<string, CreatedUser[]> = {};
  for (const [role, n] of Object.entries(roles) as [CenterRole, number][]) {
    out[role] = await Promise.all(Array.from({ length: n }, () => createUser({ professional: true })));
    for (const u of out[role]!) await join(c, u, role);
  }
  return out as Record<CenterRole, CreatedUser[]>;
}

export const membersPath = (id: number) => `/api/v1/centers/${id}/members`;
export const list = (token: string, id: number) => call(membersRoute.GET, { path: membersPath(id), token, params: { id: String(id) } });
export const invite = (token: string, body: unknown, id: number, headers?: Record<string, string>) =>
  call(invitationsRoute.POST, { path: `/api/v1/centers/${id}/invitations`, token, body, params: { id: String(id) }, headers });
export const pending = (token: string, id: number) => call(invitationsRoute.GET, { path: `/api/v1/centers/${id}/invitations`, token, params: { id: String(id) } });
export const withdraw = (token: string, invitationId: number, id: number) =>
  call(invitationRoute.DELETE, { method: "DELETE", path: `/api/v1/centers/${id}/invitations/${invitationId}`, token, params: { id: String(id), invitation_id: String(invitationId) } });
export const accept = (token: string, invitationToken: string) =>
  call(acceptRoute.POST, { method: "POST", path: `/api/v1/center-invitations/${invitationToken}/accept`, token, params: { token: invitationToken } });
export const changeRole = (token: string, userId: number, role: unknown, id: number) =>
  call(memberRoute.PATCH, { method: "PATCH", path: `${membersPath(id)}/${userId}`, token, body: { role }, params: { id: String(id), user_id: String(userId) } });
export const remove = (token: string, userId: number, id: number) =>
  call(memberRoute.DELETE, { method: "DELETE", path: `${membersPath(id)}/${userId}`, token, params: { id: String(id), user_id: String(userId) } });

/** The token of the latest invitation mailed to `email`. */
export async function tokenMailedTo(email: string): Promise<string> {
  const mails = await mailsTo(email, "center_invitation");
  const link = linkIn(mails.at(-1)!, "/center-invitations/");
  return decodeURIComponent(new URL(link).pathname.split("/").pop()!);
}

export const roleOf = async (centerId: number, userId: number) =>
  (await (await getDb()).diveCenterMember.findUnique({ where: { diveCenterId_userId: { diveCenterId: centerId, userId } }, select: { role: true } }))?.role ?? null;
export const owners = async (centerId: number) => (await getDb()).diveCenterMember.count({ where: { diveCenterId: centerId, role: "owner" } });

