import { Prisma } from "@/generated/prisma/client";
import { lengthAwarePage, pageWindow, type LengthAwarePage, type PageQuery } from "@/lib/api/pagination";
import { todayUtc } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { foldedContains } from "@/lib/db/fold";
import type { Lang } from "@/lib/i18n/language";
import type { InstructorFilters } from "@/lib/search/schema";
import { instructorSelect, toInstructorResult, type InstructorResult } from "@/lib/search/serializers";


/**
 * Active professionals only: an active account, a professional level, and a membership that is
 * active and not past its expiry date. The date is compared here, at read time, so a membership
 * whose stored status still says active but whose expiry has passed is already out.
 */
export function activeProfessionalWhere(): Prisma.UserWhereInput {
  return {
    status: "active",
    qualificationLevel: { in: ["professional", "trainer", "examiner"] },
    professional: {
      is: {
        AND: [
          { OR: [{ status: "active" }, { status: null }] },
          { OR: [{ expireDate: null }, { expireDate: { gte: todayUtc() } }] },
        ],
      },
    },
  };
}

/**
 * Professionals whose first or last name holds every word, folded (lib/db/fold.ts), by the partial
 * trigram indexes on the folded names of professionals (decisions 0033 and 0042). Raw SQL so that
 * the levels are constants in the statement: Prisma writes enum values as casts the planner cannot
 * prove a partial index's predicate from, and would match every account of that name before
 * keeping the professionals.
 */
async function professionalsNamed(words: string[]): Promise<number[]> {
  const db = await getDb();
  const each = words.map((w) => Prisma.sql`(${foldedContains("first_name", w)} OR ${foldedContains("last_name", w)})`);
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT id FROM users WHERE qualification_level IN ('professional', 'trainer', 'examiner') AND ${Prisma.join(each, " AND ")}`;
  return rows.map((r) => r.id);
}

/** `namedIds`: the professionals the name words matched (professionalsNamed), when there are words. */
export function instructorWhere(f: Omit<InstructorFilters, "name">, namedIds?: number[]): Prisma.UserWhereInput {
  const and: Prisma.UserWhereInput[] = [activeProfessionalWhere()];
  if (f.member_id) and.push({ memberId: f.member_id });
  if (f.country) and.push({ professional: { is: { jobCountry: f.country } } });
  if (f.language) and.push({ defaultLanguage: { startsWith: f.language, mode: "insensitive" } });
  if (f.diveCenterId) and.push({ diveCenterId: f.diveCenterId });
  if (namedIds) and.push({ id: { in: namedIds } });
  return { AND: and };
}

/**
 * One statement for a page of active professionals and their total: the ids in the page's order
 * and `count(*) OVER ()`. The levels are constants, so the partial index on professionals'
 * rows (users_professionals_idx, decision 0033) answers the account's side of each match from a
 * small index: professionals are one account in fifty, spread over the whole table, and reading
 * their rows from it cost one table page each at a million divers, twice (page and total).
 * The same rule as instructorWhere(), which reads one instructor.
 */
async function pageOfProfessionals(filters: InstructorFilters, namedIds: number[] | undefined, page: PageQuery) {
  const db = await getDb();
  const { skip, take } = pageWindow(page);
  const and: Prisma.Sql[] = [];
  if (filters.member_id) and.push(Prisma.sql`AND u.member_id = ${filters.member_id}`);
  if (filters.country) and.push(Prisma.sql`AND p.job_country = ${filters.country}`);
  if (filters.language) and.push(Prisma.sql`AND u.default_language ILIKE ${`${filters.language}%`}`);
  if (filters.diveCenterId) and.push(Prisma.sql`AND u.dive_center_id = ${filters.diveCenterId}`);
  // Said of both sides: the planner carries an equality across the join, never an ANY(), and
  // would otherwise hash every membership to join a few named professionals.
  if (namedIds) and.push(Prisma.sql`AND u.id = ANY(${namedIds}::int[]) AND p.user_id = ANY(${namedIds}::int[])`);
  const from = Prisma.sql`
    FROM users u JOIN professional_memberships p ON p.user_id = u.id
    WHERE u.qualification_level IN ('professional', 'trainer', 'examiner') AND u.status = 'active'
      AND (p.status = 'active' OR p.status IS NULL) AND (p.expire_date IS NULL OR p.expire_date >= ${todayUtc()}::date)
      ${and.length ? Prisma.join(and, " ") : Prisma.empty}`;
  const rows = await db.$queryRaw<{ id: number; total: bigint }[]>`
    SELECT u.id, count(*) OVER () AS total ${from}
    ORDER BY u.last_name, u.first_name, u.id LIMIT ${take} OFFSET ${skip}`;
  if (rows.length > 0 || skip === 0) return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) };
  // A page past the end has no row to carry the total.
  const [count] = await db.$queryRaw<{ total: bigint }[]>`SELECT count(*) AS total ${from}`;
  return { ids: [], total: Number(count?.total ?? 0) };
}

/** A length-aware page of active professionals matching the filters. */
export async function searchInstructors(
  filters: InstructorFilters,
  page: PageQuery,
  url: URL,
  lang: Lang,
): Promise<LengthAwarePage<InstructorResult>> {
  const db = await getDb();
  const words = (filters.name ?? "").split(/\s+/).filter(Boolean);
  const { ids, total } = await pageOfProfessionals(filters, words.length ? await professionalsNamed(words) : undefined, page);
  const rows = ids.length ? await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, ...instructorSelect } }) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const inOrder = ids.flatMap((id) => byId.get(id) ?? []);
  return lengthAwarePage(inOrder.map((r) => toInstructorResult(r, lang)), total, page, url);
}
