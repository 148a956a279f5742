import { notFound } from "@/lib/api/errors";
import { ymd } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { label } from "@/lib/i18n/labels";
import type { Lang } from "@/lib/i18n/language";
import { certificationOrder } from "@/lib/certifications/card-url";
import type { PublicVerification } from "@/lib/certifications/schema";
import { fullNameOf } from "@/lib/users/serializers";

/**
 * Public proof of who a diver is and what they hold. Deliberately narrow: no e-mail, no date of
 * birth, nothing but the name, the member id and the certifications: the valid ones, and the
 * revoked ones marked as such (a revocation must be visible to whoever checks the card).
 */
export async function verifyMember(memberId: string, lang: Lang): Promise<PublicVerification> {
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { memberId },
    select: {
      memberId: true,
      firstName: true,
      lastName: true,
      certifications: {
        where: { status: { in: ["valid", "revoked"] } },
        orderBy: certificationOrder,
        select: { number: true, level: true, isoEquivalent: true, issuedAt: true, status: true, course: { select: { name: true } } },
      },
    },
  });
  if (!user) throw notFound("Member");
  return {
    member_id: user.memberId,
    full_name: fullNameOf(user),
    certifications: user.certifications.map((c) => ({
      number: c.number,
      name: c.course.name,
      level_label: label(`level.${c.level}`, lang),
      iso_equivalent: c.isoEquivalent,
      issued_at: ymd(c.issuedAt)!, // NOT NULL
      status: c.status,
    })),
  };
}
