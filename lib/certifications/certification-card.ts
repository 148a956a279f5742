import type { CertificationStatus } from "@/generated/prisma/enums";
import { ymd } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { label } from "@/lib/i18n/labels";
import type { Lang } from "@/lib/i18n/language";
import { fullNameOf } from "@/lib/users/serializers";

/**
 * What a certification card shows: public fields only (the card URL is public, like the verify
 * page), never the holder's e-mail or date of birth.
 */
export type CertificationCard = {
  number: string;
  status: Exclude<CertificationStatus, "revoked">;
  holderName: string | null;
  memberId: string;
  courseName: string;
  levelLabel: string;
  isoEquivalent: string | null;
  issuedAt: string;
  instructorName: string | null;
  diveCenter: string | null;
};

// Numbers look like DC-2026-000123; anything far from that is not worth a query.
const plausible = /^[A-Za-z0-9-]{3,40}$/;

/**
 * The card of a certification by its number; null for unknown numbers, `"revoked"` for a revoked
 * certification (its image answers 410: it existed and was withdrawn). A superseded
 * certification still has a card (marked as such): it was genuinely held.
 */
export async function getPublicCertificationCard(number: string, lang: Lang = "en"): Promise<CertificationCard | "revoked" | null> {
  if (!plausible.test(number)) return null;
  const db = await getDb();
  const row = await db.certification.findUnique({
    where: { number },
    select: {
      number: true,
      status: true,
      level: true,
      isoEquivalent: true,
      issuedAt: true,
      course: { select: { name: true } },
      user: { select: { memberId: true, firstName: true, lastName: true } },
      instructor: { select: { firstName: true, lastName: true } },
      diveCenter: { select: { name: true } },
    },
  });
  if (!row) return null;
  if (row.status === "revoked") return "revoked";
  return {
    number: row.number,
    status: row.status,
    holderName: fullNameOf(row.user),
    memberId: row.user.memberId,
    courseName: row.course.name,
    levelLabel: label(`level.${row.level}`, lang),
    isoEquivalent: row.isoEquivalent,
    issuedAt: ymd(row.issuedAt)!,
    instructorName: row.instructor ? fullNameOf(row.instructor) : null,
    diveCenter: row.diveCenter?.name ?? null,
  };
}
