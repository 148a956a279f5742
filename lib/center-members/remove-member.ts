import { forbidden, notFound } from "@/lib/api/errors";
import { recordAudit, type AuditContext } from "@/lib/audit/record-audit";
import { centerAccess, RUNS_CENTER } from "@/lib/centers/center-access";
import { memberSelect, toCenterMember, type CenterMemberRecord } from "@/lib/centers/member-record";
import { assertAnotherOwner, lockCenter, MANAGER_REMOVES_INSTRUCTORS } from "@/lib/center-members/rules";
import { getDb } from "@/lib/db/client";

// DELETE /centers/{id}/members/{user_id} (decision 0045): every member may leave (their own id),
// owners remove anyone, managers instructors only. The last owner can neither be removed nor
// leave (409), under the center's row lock like a role change. Audit `dive_center.member.left`
// (oneself) or `dive_center.member.removed`. Answers the member as they were.

export async function removeMember(userId: number, centerId: number, targetUserId: number, audit: AuditContext): Promise<CenterMemberRecord> {
  const db = await getDb();
  const leaving = targetUserId === userId;
  return db.$transaction(async (tx) => {
    await lockCenter(tx, centerId);
    const access = await centerAccess(userId, centerId, { roles: leaving ? undefined : RUNS_CENTER, write: true, db: tx });
    const key = { diveCenterId_userId: { diveCenterId: centerId, userId: targetUserId } };
    const target = await tx.diveCenterMember.findUnique({ where: key, select: memberSelect });
    if (!target) throw notFound("Member");
    if (!leaving && access.role === "manager" && target.role !== "instructor") throw forbidden(MANAGER_REMOVES_INSTRUCTORS);
    if (target.role === "owner") await assertAnotherOwner(tx, centerId, targetUserId);
    await tx.diveCenterMember.delete({ where: key });
    await recordAudit(tx, audit, {
      action: leaving ? "dive_center.member.left" : "dive_center.member.removed",
      subject: { type: "dive_center", id: centerId },
      before: { user_id: targetUserId, role: target.role },
    });
    return toCenterMember(target);
  });
}
