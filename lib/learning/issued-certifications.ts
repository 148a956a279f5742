import type { Prisma } from "@/generated/prisma/client";
import { lengthAwarePage, pageWindow, type PageQuery } from "@/lib/api/pagination";
import { certificationSelect, toCertification } from "@/lib/certifications/serializers";
import { getDb } from "@/lib/db/client";
import type { Lang } from "@/lib/i18n/language";
import type { IssuedCertificationRecord } from "@/lib/learning/record-schema";
import type { certificationLevels } from "@/lib/learning/schema";
import { personSelect, toPerson } from "@/lib/learning/serializers";

// GET /professional/certifications/{level}: what this professional issued, newest first (the
// order of the (instructor_id, level, issued_at) index), with the holder of each.

export async function listIssuedCertifications(
  instructorId: number,
  level: (typeof certificationLevels)[number],
  page: PageQuery,
  url: URL,
  lang: Lang,
) {
  const db = await getDb();
  const where: Prisma.CertificationWhereInput = { instructorId, ...(level === "all" ? {} : { level }) };
  const [rows, total] = await Promise.all([
    db.certification.findMany({
      where,
      orderBy: [{ issuedAt: "desc" }, { id: "desc" }],
      select: { ...certificationSelect, user: { select: personSelect } },
      ...pageWindow(page),
    }),
    db.certification.count({ where }),
  ]);
  return lengthAwarePage(rows.map((r): IssuedCertificationRecord => ({ ...toCertification(r, lang), holder: toPerson(r.user)! })), total, page, url);
}
