import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";

// A dive center's instructors_count: its members holding a professional membership. Counted in one
// statement for a whole page, after the page is read (decision 0033). Prisma's relation count
// joined users to professional_memberships, and the planner may hash that join, reading every
// membership once per center of the page; here the membership is a correlated subquery, which
// PostgreSQL never flattens into a join, so each member of the page's centers costs one primary-key
// probe, whatever the number of memberships. The members themselves come from the index on
// (dive_center_id, id) alone (an index-only scan): reading each member's row from the table cost
// 60-100 ms for a page of 15 centers at 200,000 divers, most of it pages not in memory.

export type WithInstructorsCount<T> = T & { instructorsCount: number };

export async function withInstructorsCounts<T extends { id: number }>(rows: T[], db?: Prisma.TransactionClient): Promise<WithInstructorsCount<T>[]> {
  if (rows.length === 0) return [];
  const client = db ?? (await getDb());
  const ids = [...new Set(rows.map((r) => r.id))];
  const counts = await client.$queryRaw<{ id: number; n: number }[]>`
    SELECT u.dive_center_id AS id, count(*)::int AS n
    FROM users u
    WHERE u.dive_center_id IN (${Prisma.join(ids)})
      AND (SELECT true FROM professional_memberships p WHERE p.user_id = u.id)
    GROUP BY u.dive_center_id`;
  const byId = new Map(counts.map((c) => [Number(c.id), Number(c.n)]));
  return rows.map((r) => ({ ...r, instructorsCount: byId.get(r.id) ?? 0 }));
}
