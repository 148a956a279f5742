import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import { foldedContains, foldedEquals } from "@/lib/db/fold";
import { vatRateOf } from "@/lib/geo/country-facts";
import type { Lang } from "@/lib/i18n/language";
import { courseSelect, toCourseRecord } from "@/lib/learning/serializers";
import { priceWithVat } from "@/lib/store/pricing";
import type { StoreItemRecord } from "@/lib/store/schema";

// Only published courses are sold (decision 0029); the price is read at checkout, so a change
// applies to orders created after it.
export const purchasableWhere = {
  kind: "course", active: true, purchasable: true, priceCents: { gt: 0 }, publishedVersionId: { not: null },
} satisfies Prisma.CourseWhereInput;

/** Courses whose name contains `q` or whose code is `q`, folded like every search (lib/db/fold.ts). */
async function coursesMatching(q: string): Promise<number[]> {
  const db = await getDb();
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT id FROM courses WHERE ${foldedContains("name", q)} OR ${foldedEquals("code", q)}`;
  return rows.map((r) => r.id);
}

export async function listStoreCourses(userId: number, filter: { level?: Prisma.CourseWhereInput["level"]; q?: string }, lang: Lang): Promise<StoreItemRecord[]> {
  const db = await getDb();
  const matching = filter.q ? await coursesMatching(filter.q) : undefined;
  const [user, courses] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { country: true } }),
    db.course.findMany({
      where: {
        ...purchasableWhere,
        ...(filter.level ? { level: filter.level } : {}),
        ...(matching ? { id: { in: matching } } : {}),
      },
      select: courseSelect,
      orderBy: [{ level: "asc" }, { position: "asc" }, { id: "asc" }],
    }),
  ]);
  const vat = vatRateOf(user.country) ?? 0;
  return courses.map((c) => ({ ...toCourseRecord(c, lang), vat_rate: vat, price_with_vat: priceWithVat(c.priceCents, vat) }));
}
