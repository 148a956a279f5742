import type { Prisma } from "@/generated/prisma/client";
import type { AdminUserRecord } from "@/lib/admin-users/schema";
import { isoMicro, todayUtc } from "@/lib/dates";
import { label } from "@/lib/i18n/labels";
import type { Lang } from "@/lib/i18n/language";
import { professionalStatusOn } from "@/lib/professional/membership-status";
import { fullNameOf } from "@/lib/users/serializers";

// Account rows → the staff console's list record.

export const adminUserSelect = {
  id: true,
  memberId: true,
  email: true,
  firstName: true,
  lastName: true,
  status: true,
  role: true,
  createdAt: true,
  professional: { select: { status: true, expireDate: true } },
} as const satisfies Prisma.UserSelect;

export type AdminUserRow = Prisma.UserGetPayload<{ select: typeof adminUserSelect }>;

export function toAdminUserRecord(u: AdminUserRow, lang: Lang, today = todayUtc()): AdminUserRecord {
  return {
    id: u.id,
    member_id: u.memberId,
    email: u.email,
    full_name: fullNameOf(u),
    status: u.status,
    status_label: label(`account_status.${u.status}`, lang),
    professional_status: u.professional ? professionalStatusOn(u.professional, today) : null,
    role: u.role,
    created_at: isoMicro(u.createdAt),
  };
}
