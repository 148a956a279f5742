import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";

// A dive gets its logbook number when it is logged (the next free number) or from the diver,
// so a dive logged late for an earlier day carries a higher number than dives after it. These
// are the dives whose number differs from the one they would have if the logbook's numbers were
// handed out again in date order (the same set of numbers; dives of one day keep their order).

export type NumberOutOfOrder = { id: number; number: number; expected: number; signed: boolean };

type Db = Pick<Prisma.TransactionClient, "$queryRaw">;

export async function numbersOutOfOrderIn(db: Db, userId: number): Promise<NumberOutOfOrder[]> {
  const rows = await db.$queryRaw<{ id: number; number: number; expected: number; signed: boolean }[]>`
    SELECT o.id, o.number, n.number AS expected, o.signed_at IS NOT NULL AS signed
    FROM (SELECT id, number, signed_at, row_number() OVER (ORDER BY date, number, id) AS pos
            FROM dive_logs WHERE user_id = ${userId} AND deleted_at IS NULL) o
    JOIN (SELECT number, row_number() OVER (ORDER BY number, id) AS pos
            FROM dive_logs WHERE user_id = ${userId} AND deleted_at IS NULL) n ON n.pos = o.pos
    WHERE o.number <> n.number
    ORDER BY o.number`;
  return rows.map((r) => ({ id: Number(r.id), number: Number(r.number), expected: Number(r.expected), signed: Boolean(r.signed) }));
}

/** The diver's dives numbered out of date order (empty when the logbook is in order). */
export async function numbersOutOfDateOrder(userId: number): Promise<NumberOutOfOrder[]> {
  return numbersOutOfOrderIn(await getDb(), userId);
}
