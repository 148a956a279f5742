import { dateOnly } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import type { Lang } from "@/lib/i18n/language";
import { foldName } from "@/lib/search/fold-name";
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
  // The exact birth date (indexed) narrows the candidates; the names are then compared folded,
  // which PostgreSQL cannot do portably (no unaccent in PGlite).
  const candidates = await db.user.findMany({
    where: { dob: dateOnly(query.dob), ...notClosed },
    select: { id: true, firstName: true, lastName: true },
    orderBy: { id: "asc" },
  });
  const first = foldName(query.firstName);
  const last = foldName(query.lastName);
  // A name of accent marks alone folds to nothing: it names no one, never a diver without a name.
  if (!first || !last) return [];
  const ids = candidates
    .filter((c) => foldName(c.firstName ?? "") === first && foldName(c.lastName ?? "") === last)
    .slice(0, MAX_DIVER_RESULTS)
    .map((c) => c.id);
  if (ids.length === 0) return [];
  const rows = await db.user.findMany({ where: { id: { in: ids } }, select: diverSelect, orderBy: { id: "asc" } });
  return rows.map((r) => toDiverResult(r, lang));
}
