import { conflict, invalidField, notFound } from "@/lib/api/errors";
import { recordAudit, type AuditContext } from "@/lib/audit/record-audit";
import type { AddCenterMemberInput, AddDistributorMemberInput } from "@/lib/center-applications/schema";
import { memberSelect, toCenterMember, type CenterMemberRecord } from "@/lib/centers/member-record";
import { assertRoleAllowed } from "@/lib/centers/member-rules";
import { getDb, type Db } from "@/lib/db/client";

// Staff add an existing account to any dive center (owner, manager, instructor) or distributor
// (owner, manager): POST /admin/dive-centers/{id}/members and /admin/distributors/{id}/members.
// 404 for an unknown center or distributor, 422 on `email` for an address no account uses, 422
// on `role` when an instructor is not an active professional, 409 when already a member (also
// when two staff add the same account at once: the insert skips a duplicate, never fails).

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export const NO_SUCH_ACCOUNT = "No account uses this e-mail address.";
export const ALREADY_CENTER_MEMBER = "This account is already a member of this dive center.";
export const ALREADY_DISTRIBUTOR_MEMBER = "This account is already a member of this distributor.";

async function accountOf(tx: Tx, email: string) {
  const user = await tx.user.findUnique({ where: { email }, select: { id: true, memberId: true, status: true } });
  if (!user || user.status === "closed") throw invalidField("email", NO_SUCH_ACCOUNT);
  return user;
}

export async function addCenterMember(centerId: number, input: AddCenterMemberInput, audit: AuditContext): Promise<CenterMemberRecord> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const center = await tx.diveCenter.findUnique({ where: { id: centerId }, select: { id: true } });
    if (!center) throw notFound("Dive center");
    const user = await accountOf(tx, input.email);
    await assertRoleAllowed(tx, user.id, input.role);
    const { count } = await tx.diveCenterMember.createMany({ data: [{ diveCenterId: centerId, userId: user.id, role: input.role }], skipDuplicates: true });
    if (count === 0) throw conflict(ALREADY_CENTER_MEMBER);
    const row = await tx.diveCenterMember.findUniqueOrThrow({ where: { diveCenterId_userId: { diveCenterId: centerId, userId: user.id } }, select: memberSelect });
    await recordAudit(tx, audit, {
      action: "dive_center.member.added",
      subject: { type: "dive_center", id: centerId },
      after: { user_id: user.id, member_id: user.memberId, role: input.role },
    });
    return toCenterMember(row);
  });
}

export async function addDistributorMember(distributorId: number, input: AddDistributorMemberInput, audit: AuditContext): Promise<CenterMemberRecord> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const distributor = await tx.distributor.findUnique({ where: { id: distributorId }, select: { id: true } });
    if (!distributor) throw notFound("Distributor");
    const user = await accountOf(tx, input.email);
    const { count } = await tx.distributorMember.createMany({ data: [{ distributorId, userId: user.id, role: input.role }], skipDuplicates: true });
    if (count === 0) throw conflict(ALREADY_DISTRIBUTOR_MEMBER);
    const row = await tx.distributorMember.findUniqueOrThrow({ where: { distributorId_userId: { distributorId, userId: user.id } }, select: memberSelect });
    await recordAudit(tx, audit, {
      action: "distributor.member.added",
      subject: { type: "distributor", id: distributorId },
      after: { user_id: user.id, member_id: user.memberId, role: input.role },
    });
    return toCenterMember(row);
  });
}

/** The console's member lists of a center or distributor (owners first, then by name); a few dozen rows. */
export async function listCenterMembersForStaff(centerId: number): Promise<CenterMemberRecord[]> {
  const db = await getDb();
  const rows = await db.diveCenterMember.findMany({ where: { diveCenterId: centerId }, select: memberSelect, orderBy: [{ role: "asc" }, { createdAt: "asc" }] });
  return rows.map(toCenterMember);
}

export async function listDistributorMembersForStaff(distributorId: number): Promise<CenterMemberRecord[]> {
  const db = await getDb();
  const rows = await db.distributorMember.findMany({ where: { distributorId }, select: memberSelect, orderBy: [{ role: "asc" }, { createdAt: "asc" }] });
  return rows.map(toCenterMember);
}
