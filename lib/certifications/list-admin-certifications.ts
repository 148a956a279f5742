import type { Prisma } from "@/generated/prisma/client";
import { lengthAwarePage, pageWindow, type LengthAwarePage } from "@/lib/api/pagination";
import { getDb, type Db } from "@/lib/db/client";
import { foldedColumn, likePattern } from "@/lib/admin-centers/folded-match";
import { adminCertificationSelect, toAdminCertification } from "@/lib/certifications/admin-serializers";
import type { AdminCertificationRecord, AdminCertificationsQuery } from "@/lib/certifications/schema";
import type { Lang } from "@/lib/i18n/language";

// GET /admin/certifications?q=&status=: newest first. `q` is a member id or a certification
// number (exact), else words that must each appear in the holder's names or e-mail or the
// course name, folded like every console search (case and accents ignored).

const memberIdPattern = /^[A-Za-z]{2}\d{2}-\d{3}-\d{3}$/;
const numberPattern = /^DC-/i;

async function matchingIds(db: Db, q: string): Promise<number[]> {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 5);
  const columns = ["u.first_name", "u.last_name", "u.email", "co.name"].map(foldedColumn);
  const where = words.map((_, i) => `(${columns.map((c) => `${c} LIKE $${i + 1}`).join(" OR ")})`).join(" AND ");
  const rows = await db.$queryRawUnsafe<{ id: number }[]>(
    `SELECT c.id FROM certifications c JOIN users u ON u.id = c.user_id JOIN courses co ON co.id = c.course_id WHERE ${where}`,
    ...words.map(likePattern),
  );
  return rows.map((r) => Number(r.id));
}

export async function listAdminCertifications(query: AdminCertificationsQuery, url: URL, lang: Lang): Promise<LengthAwarePage<AdminCertificationRecord>> {
  const db = await getDb();
  const and: Prisma.CertificationWhereInput[] = [];
  const q = query.q;
  if (q && memberIdPattern.test(q)) and.push({ user: { memberId: q.toUpperCase() } });
  else if (q && numberPattern.test(q)) and.push({ number: { startsWith: q.toUpperCase() } });
  else if (q) and.push({ id: { in: await matchingIds(db, q) } });
  if (query.status) and.push({ status: query.status });
  const where = { AND: and };
  const [rows, total] = await Promise.all([
    db.certification.findMany({ where, select: adminCertificationSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(query) }),
    db.certification.count({ where }),
  ]);
  return lengthAwarePage(rows.map((r) => toAdminCertification(r, lang)), total, query, url);
}
