import { Prisma } from "@/generated/prisma/client";
import { lengthAwarePage, pageWindow, type LengthAwarePage, type PageQuery } from "@/lib/api/pagination";
import { todayUtc } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { contains } from "@/lib/dive-centers/list-dive-centers";
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
 * Professionals whose first or last name holds every word, by the partial trigram indexes on the
 * names of professionals (decision 0033). Raw SQL so that the levels are constants in the
 * statement: Prisma writes enum values as casts the planner cannot prove a partial index's
 * predicate from, and would match every account of that name before keeping the professionals.
 */
async function professionalsNamed(words: string[]): Promise<number[]> {
  const db = await getDb();
  const each = words.map((w) => {
    const pattern = `%${contains(w).contains}%`;
    return Prisma.sql`(first_name ILIKE ${pattern} OR last_name ILIKE ${pattern})`;
  });
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

const order: Prisma.UserOrderByWithRelationInput[] = [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }];

/** A length-aware page of active professionals matching the filters. */
export async function searchInstructors(
  filters: InstructorFilters,
  page: PageQuery,
  url: URL,
  lang: Lang,
): Promise<LengthAwarePage<InstructorResult>> {
  const db = await getDb();
  const words = (filters.name ?? "").split(/\s+/).filter(Boolean);
  const where = instructorWhere(filters, words.length ? await professionalsNamed(words) : undefined);
  const [rows, total] = await Promise.all([
    db.user.findMany({ where, select: instructorSelect, orderBy: order, ...pageWindow(page) }),
    db.user.count({ where }),
  ]);
  return lengthAwarePage(rows.map((r) => toInstructorResult(r, lang)), total, page, url);
}
