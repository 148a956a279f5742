import { getAdminUser } from "@/lib/admin-users/get-user";
import type { ChangeRoleInput } from "@/lib/admin-users/schema";
import { lockTarget } from "@/lib/admin-users/target-guard";
import { conflict, notFound } from "@/lib/api/errors";
import { recordAudit, type AuditContext } from "@/lib/audit/record-audit";
import { getDb, inTransaction } from "@/lib/db/client";
import type { Lang } from "@/lib/i18n/language";

// PATCH /admin/users/{id}/role (administrators only). Permissions are kept for staff alone: a
// diver has none and an administrator holds them all, so theirs are stored empty. An
// administrator cannot demote themself (409): the console always keeps the administrator who is
// using it, so the organisation cannot lock itself out by a slip (decision 0028). The door already
// admits administrators only; the service applies the console's rule of who may act on whom too
// (decision 0036), so no other caller can skip it.

export async function changeRole(userId: number, input: ChangeRoleInput, audit: AuditContext, lang: Lang) {
  await inTransaction(async () => {
    const db = await getDb();
    await lockTarget(db, audit.actorId, userId);
    const user = await db.user.findUnique({ where: { id: userId }, select: { role: true, permissions: true, status: true } });
    if (!user) throw notFound("User");
    if (userId === audit.actorId && input.role !== "admin") throw conflict("You cannot remove your own administrator role.");
    if (user.status === "closed" && input.role !== "diver") throw conflict("A closed account cannot be given a staff role.");
    const permissions = input.role === "staff" ? [...new Set(input.permissions)].sort() : [];
    await db.user.update({ where: { id: userId }, data: { role: input.role, permissions } });
    await recordAudit(db, audit, {
      action: "user.role.changed",
      subject: { type: "user", id: userId },
      before: { role: user.role, permissions: user.permissions },
      after: { role: input.role, permissions },
    });
  });
  return getAdminUser(userId, lang);
}
