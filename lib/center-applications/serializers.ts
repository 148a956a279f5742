import type { Prisma } from "@/generated/prisma/client";
import { isoMicro } from "@/lib/dates";
import type { AdminCenterApplicationRecord, CenterApplicationRecord } from "@/lib/center-applications/schema";
import { whereAndHow } from "@/lib/centers/serializers";
import { fullNameOf } from "@/lib/users/serializers";

export const applicationSelect = {
  id: true,
  status: true,
  name: true,
  country: true,
  stateCode: true,
  city: true,
  address: true,
  phone: true,
  email: true,
  website: true,
  distributorId: true,
  reason: true,
  diveCenterId: true,
  createdAt: true,
  decidedAt: true,
} satisfies Prisma.DiveCenterApplicationSelect;

export type ApplicationRow = Prisma.DiveCenterApplicationGetPayload<{ select: typeof applicationSelect }>;

export function toCenterApplication(row: ApplicationRow): CenterApplicationRecord {
  return {
    id: row.id,
    status: row.status,
    name: row.name,
    ...whereAndHow(row),
    distributor_id: row.distributorId,
    reason: row.reason,
    dive_center_id: row.diveCenterId,
    created_at: isoMicro(row.createdAt),
    decided_at: row.decidedAt ? isoMicro(row.decidedAt) : null,
  };
}

export const adminApplicationSelect = {
  ...applicationSelect,
  distributor: { select: { name: true } },
  user: { select: { id: true, memberId: true, firstName: true, lastName: true, email: true } },
} satisfies Prisma.DiveCenterApplicationSelect;

export type AdminApplicationRow = Prisma.DiveCenterApplicationGetPayload<{ select: typeof adminApplicationSelect }>;

export function toAdminCenterApplication(row: AdminApplicationRow): AdminCenterApplicationRecord {
  return {
    ...toCenterApplication(row),
    applicant: { user_id: row.user.id, member_id: row.user.memberId, full_name: fullNameOf(row.user), email: row.user.email },
    distributor_name: row.distributor?.name ?? null,
  };
}

/** The application's fields an audit row keeps (what the applicant asked for). */
export const applicationAuditFields = (row: ApplicationRow) => ({
  application_id: row.id,
  name: row.name,
  country: row.country.trim(),
  state_code: row.stateCode,
  city: row.city,
  distributor_id: row.distributorId,
});
