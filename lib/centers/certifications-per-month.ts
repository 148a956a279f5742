import { Prisma } from "@/generated/prisma/client";
import { getDb, type Db } from "@/lib/db/client";

// A center's certifications per month for its dashboard's chart: the last 12 calendar months (UTC),
// the current one last, in one grouped statement (the (dive_center_id, issued_at) index). Valid
// certifications only, as the figures count them; a month with none is 0.

export type MonthCount = { month: string; count: number };

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/** "YYYY-MM" of the 12 months ending with `now`'s, oldest first. */
export function lastTwelveMonths(now = new Date()): string[] {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 11 + i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
  });
}

export async function certificationsPerMonth(centerId: number, now = new Date(), db?: Db | Tx): Promise<MonthCount[]> {
  const client = db ?? (await getDb());
  const months = lastTwelveMonths(now);
  const from = new Date(`${months[0]}-01T00:00:00.000Z`);
  const rows = await client.$queryRaw<{ month: string; n: number }[]>(Prisma.sql`
    SELECT to_char(issued_at, 'YYYY-MM') AS month, count(*)::int AS n
    FROM certifications
    WHERE dive_center_id = ${centerId} AND status = 'valid' AND issued_at >= ${from}::date
    GROUP BY 1`);
  const byMonth = new Map(rows.map((r) => [r.month, Number(r.n)]));
  return months.map((month) => ({ month, count: byMonth.get(month) ?? 0 }));
}
