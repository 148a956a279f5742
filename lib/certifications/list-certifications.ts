import type { CertificationStatus, CourseLevel } from "@/generated/prisma/enums";
import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import type { Lang } from "@/lib/i18n/language";
import { certificationOrder } from "@/lib/certifications/card-url";
import { certificationSelect, toCertification } from "@/lib/certifications/serializers";

export const levelGroups = {
  all: undefined,
  diver: ["diver", "specialty"],
  professional: ["professional", "trainer", "examiner"],
} as const satisfies Record<string, readonly CourseLevel[] | undefined>;

type Filter = { group?: keyof typeof levelGroups; statuses?: CertificationStatus[] };

/** A holder's certifications; `statuses` unset means every status (the history). */
export async function listCertifications(userId: number, lang: Lang, filter: Filter = {}) {
  const db = await getDb();
  const levels = levelGroups[filter.group ?? "all"];
  const rows = await db.certification.findMany({
    where: {
      userId,
      ...(levels ? { level: { in: [...levels] } } : {}),
      ...(filter.statuses ? { status: { in: filter.statuses } } : {}),
    },
    select: certificationSelect,
    orderBy: certificationOrder,
  });
  return rows.map((r) => toCertification(r, lang));
}

/** One of the holder's own certifications (another person's is simply not found). */
export async function findOwnCertification(userId: number, id: number) {
  const db = await getDb();
  const row = await db.certification.findFirst({ where: { id, userId }, select: { ...certificationSelect, courseLogId: true } });
  if (!row) throw notFound("Certification");
  return row;
}
