import type { z } from "zod";
import type { ZAdminUserDetail } from "@/lib/admin-users/schema";
import { notFound } from "@/lib/api/errors";
import { latestAuditOf } from "@/lib/audit/list-audit-log";
import { hasSecondFactor } from "@/lib/auth/mfa/methods";
import { permissionsOf } from "@/lib/auth/permissions";
import { todayUtc } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import type { Lang } from "@/lib/i18n/language";
import { professionalStatusOn } from "@/lib/professional/membership-status";
import { toUserResource, userResourceSelect } from "@/lib/users/serializers";

// GET /admin/users/{id}: the user resource as its holder sees it (conditional fields included),
// plus what staff need: role, permissions, whether a second factor is on, the latest audit entries.

export type AdminUserDetail = z.input<typeof ZAdminUserDetail>;

export async function getAdminUser(userId: number, lang: Lang): Promise<AdminUserDetail> {
  const db = await getDb();
  const row = await db.user.findUnique({ where: { id: userId }, select: { ...userResourceSelect, permissions: true } });
  if (!row) throw notFound("User");
  const [resource, mfa, audit] = await Promise.all([toUserResource(row, lang), hasSecondFactor(db, userId), latestAuditOf(userId, 20)]);
  return {
    ...resource,
    status_code: row.status,
    role: row.role,
    permissions: permissionsOf(row.role, row.permissions),
    mfa_enabled: mfa,
    professional_status_code: row.professional ? professionalStatusOn(row.professional, todayUtc()) : null,
    audit,
  };
}
