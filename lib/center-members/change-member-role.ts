import { notFound } from "@/lib/api/errors";
import { recordAudit, type AuditContext } from "@/lib/audit/record-audit";
import { centerAccess } from "@/lib/centers/center-access";
import { memberSelect, toCenterMember, type CenterMemberRecord } from "@/lib/centers/member-record";
import { assertRoleAllowed } from "@/lib/centers/member-rules";
import { assertAnotherOwner, lockCenter } from "@/lib/center-members/rules";
import type { ChangeRoleInput } from "@/lib/center-members/schema";
import { getDb } from "@/lib/db/client";

// PATCH /centers/{id}/members/{user_id} { role } (decision 0045). Only an owner changes roles:
// owners alone name or demote managers and owners, and a manager's only other change would be an
// instructor into an instructor. An instructor must be an active professional (422); the last
// owner cannot be demoted, themself included (409). The center's row is locked first, so two
// owners demoting each other at once leave one owner. Audit `dive_center.member.role_changed`.
// The same role again changes nothing and writes no row.

export async function changeMemberRole(userId: number, centerId: number, targetUserId: number, input: ChangeRoleInput, audit: AuditContext): Promise<CenterMemberRecord> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    await lockCenter(tx, centerId);
    await centerAccess(userId, centerId, { roles: ["owner"], write: true, db: tx });
    const key = { diveCenterId_userId: { diveCenterId: centerId, userId: targetUserId } };
    const target = await tx.diveCenterMember.findUnique({ where: key, select: memberSelect });
    if (!target) throw notFound("Member");
    if (target.role === input.role) return toCenterMember(target);
    if (target.role === "owner") await assertAnotherOwner(tx, centerId, targetUserId);
    await assertRoleAllowed(tx, targetUserId, input.role);
    const updated = await tx.diveCenterMember.update({ where: key, data: { role: input.role }, select: memberSelect });
    await recordAudit(tx, audit, {
      action: "dive_center.member.role_changed",
      subject: { type: "dive_center", id: centerId },
      before: { user_id: targetUserId, role: target.role },
      after: { user_id: targetUserId, role: input.role },
    });
    return toCenterMember(updated);
  });
}
