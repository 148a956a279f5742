import type { Prisma } from "@/generated/prisma/client";
import { isoMicro } from "@/lib/dates";
import type { AdminCertificationRecord } from "@/lib/certifications/schema";
import { certificationSelect, toCertification } from "@/lib/certifications/serializers";
import type { Lang } from "@/lib/i18n/language";
import { fullNameOf } from "@/lib/users/serializers";

// The staff console's certification: the contract's record plus who holds it, where it came
// from and, when revoked, when and why.
export const adminCertificationSelect = {
  ...certificationSelect,
  user: { select: { id: true, memberId: true, firstName: true, lastName: true, email: true } },
  courseLogId: true,
  issueReason: true,
  revokedAt: true,
  revocationReason: true,
  recognition: { select: { id: true } },
} satisfies Prisma.CertificationSelect;

export type AdminCertificationRow = Prisma.CertificationGetPayload<{ select: typeof adminCertificationSelect }>;

export function toAdminCertification(row: AdminCertificationRow, lang: Lang): AdminCertificationRecord {
  return {
    ...toCertification(row, lang),
    holder: { id: row.user.id, member_id: row.user.memberId, full_name: fullNameOf(row.user), email: row.user.email },
    source: row.courseLogId ? "course" : row.recognition ? "recognition" : "manual",
    issue_reason: row.issueReason,
    revoked_at: row.revokedAt ? isoMicro(row.revokedAt) : null,
    revocation_reason: row.revocationReason,
  };
}
