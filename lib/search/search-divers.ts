import { getDb } from "@/lib/db/client";
import { foldedEquals, foldedTerm } from "@/lib/db/fold";
import type { Lang } from "@/lib/i18n/language";
import type { DiverQuery } from "@/lib/search/schema";
import { diverSelect, toDiverResult, type DiverResult } from "@/lib/search/serializers";

/** Never more, whatever number of people share a name and a birthday. */
export const MAX_DIVER_RESULTS = 5;

const notClosed = { status: { not: "closed" as const } };

/**
 * The public diver check: an exact member id, or exact first name + last name + date of birth
 * (names compared without case or accents). Never a partial match, never a listing.
 */
export async function searchDivers(query: DiverQuery, lang: Lang): Promise<DiverResult[]> {
  const db = await getDb();
  if (query.by === "member_id") {
    const row = await db.user.findFirst({ where: { memberId: query.memberId, ...notClosed }, select: diverSelect });
    return row ? [toDiverResult(row, lang)] : [];
  }
  // The exact birth date (indexed) narrows the candidates; the names are compared folded by the
  // database (lib/db/fold.ts). A name of accent marks alone folds to nothing: it names no one,
  // never a diver without a name.
  const matches = await db.$queryRaw<{ id: number }[]>`
    SELECT id FROM users
    WHERE dob = ${query.dob}::date AND status <> 'closed'
      AND ${foldedTerm(query.firstName)} <> '' AND ${foldedTerm(query.lastName)} <> ''
      AND ${foldedEquals("first_name", query.firstName)} AND ${foldedEquals("last_name", query.lastName)}
    ORDER BY id LIMIT ${MAX_DIVER_RESULTS}`;
  const ids = matches.map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await db.user.findMany({ where: { id: { in: ids } }, select: diverSelect, orderBy: { id: "asc" } });
  return rows.map((r) => toDiverResult(r, lang));
}
