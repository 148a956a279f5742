import { Prisma } from "@/generated/prisma/client";
import { lengthAwarePage, pageWindow, type LengthAwarePage } from "@/lib/api/pagination";
import { getDb, type Db } from "@/lib/db/client";
import { containing, foldedContains } from "@/lib/db/fold";
import { adminCertificationSelect, toAdminCertification } from "@/lib/certifications/admin-serializers";
import type { AdminCertificationRecord, AdminCertificationsQuery } from "@/lib/certifications/schema";
import type { Lang } from "@/lib/i18n/language";

// GET /admin/certifications?q=&status=: newest first. `q` is a member id or a certification
// number (exact), else words that must each appear in the holder's names or e-mail or the
// course name, folded like every search (lib/db/fold.ts: case and accents ignored).

const memberIdPattern = /^[A-Za-z]{2}\d{2}-\d{3}-\d{3}$/;
const numberPattern = /^DC-/i;

/**
 * The certifications where `word` appears in the holder's first or last name or e-mail, or in the
 * course name, folded, as a subquery. Read by holder (users.search_text's trigram index holds the
 * folded names and e-mail; the other conditions keep those three) and by course
 * (certifications_course_id_idx), never by reading every certification (decision 0042).
 */
function certificationsWith(word: string): Prisma.Sql {
  const holder = ["first_name", "last_name", "email"].map((c) => foldedContains(c, word));
  return Prisma.sql`
    SELECT c.id FROM certifications c
    WHERE c.user_id IN (SELECT id FROM users WHERE search_text LIKE ${containing(word)} AND (${Prisma.join(holder, " OR ")}))
    UNION ALL
    SELECT c.id FROM certifications c WHERE c.course_id IN (SELECT id FROM courses WHERE ${foldedContains("name", word)})`;
}

/**
 * A page of the certifications matching every word of `q` (at most five) and their total, in one
 * statement (the page's ids and `count(*) OVER ()`): a common word matches more certifications
 * than a statement can take as parameters, so their ids never leave the database.
 * `= ANY(ARRAY(...))` reads the matching certifications by primary key; `IN (...)` lets the planner
 * hash them and read every certification to join them.
 */
async function pageOfMatching(db: Db, q: string, query: AdminCertificationsQuery) {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 5);
  const { skip, take } = pageWindow(query);
  const each = words.map((w) => Prisma.sql`c.id = ANY(ARRAY(${certificationsWith(w)}))`);
  if (query.status) each.push(Prisma.sql`c.status = ${query.status}::"CertificationStatus"`);
  const from = Prisma.sql`FROM certifications c WHERE ${Prisma.join(each, " AND ")}`;
  const rows = await db.$queryRaw<{ id: number; total: bigint }[]>`
    SELECT c.id, count(*) OVER () AS total ${from}
    ORDER BY c.created_at DESC, c.id DESC LIMIT ${take} OFFSET ${skip}`;
  if (rows.length > 0 || skip === 0) return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) };
  // A page past the end has no row to carry the total.
  const [count] = await db.$queryRaw<{ total: bigint }[]>`SELECT count(*) AS total ${from}`;
  return { ids: [], total: Number(count?.total ?? 0) };
}

const newestFirst = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.CertificationOrderByWithRelationInput[];

async function pageOf(db: Db, query: AdminCertificationsQuery) {
  const q = query.q;
  if (q && !memberIdPattern.test(q) && !numberPattern.test(q)) {
    const { ids, total } = await pageOfMatching(db, q, query);
    const rows = ids.length ? await db.certification.findMany({ where: { id: { in: ids } }, select: adminCertificationSelect, orderBy: newestFirst }) : [];
    return { rows, total };
  }
  const and: Prisma.CertificationWhereInput[] = [];
  if (q && memberIdPattern.test(q)) and.push({ user: { memberId: q.toUpperCase() } });
  else if (q) and.push({ number: { startsWith: q.toUpperCase() } });
  if (query.status) and.push({ status: query.status });
  const where = { AND: and };
  const [rows, total] = await Promise.all([
    db.certification.findMany({ where, select: adminCertificationSelect, orderBy: newestFirst, ...pageWindow(query) }),
    db.certification.count({ where }),
  ]);
  return { rows, total };
}

export async function listAdminCertifications(query: AdminCertificationsQuery, url: URL, lang: Lang): Promise<LengthAwarePage<AdminCertificationRecord>> {
  const db = await getDb();
  const { rows, total } = await pageOf(db, query);
  return lengthAwarePage(rows.map((r) => toAdminCertification(r, lang)), total, query, url);
}
