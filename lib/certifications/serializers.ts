import type { Prisma } from "@/generated/prisma/client";
import { ymd } from "@/lib/dates";
import { cardUrlOf } from "@/lib/certifications/card-url";
import type { CertificationRecord } from "@/lib/certifications/schema";
import { label } from "@/lib/i18n/labels";
import type { Lang } from "@/lib/i18n/language";
import { verifyUrlOf } from "@/lib/users/qr";
import { fullNameOf } from "@/lib/users/serializers";

export const certificationSelect = {
  id: true,
  number: true,
  level: true,
  isoEquivalent: true,
  issuedAt: true,
  status: true,
  course: { select: { id: true, code: true, name: true } },
  instructor: { select: { id: true, memberId: true, firstName: true, lastName: true } },
  diveCenter: { select: { id: true, name: true } },
  user: { select: { memberId: true } },
} satisfies Prisma.CertificationSelect;

export type CertificationRow = Prisma.CertificationGetPayload<{ select: typeof certificationSelect }>;

export function toCertification(c: CertificationRow, lang: Lang): CertificationRecord {
  return {
    id: c.id,
    number: c.number,
    course: { id: c.course.id, code: c.course.code, name: c.course.name },
    level: c.level,
    level_label: label(`level.${c.level}`, lang),
    iso_equivalent: c.isoEquivalent,
    issued_at: ymd(c.issuedAt)!, // issued_at is NOT NULL
    instructor: c.instructor ? { id: c.instructor.id, member_id: c.instructor.memberId, full_name: fullNameOf(c.instructor) } : null,
    dive_center: c.diveCenter && { id: c.diveCenter.id, name: c.diveCenter.name },
    status: c.status,
    card_url: cardUrlOf(c.number),
    verify_url: verifyUrlOf(c.user.memberId),
  };
}
