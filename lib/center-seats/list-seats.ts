import { Prisma } from "@/generated/prisma/client";
import { centerAccess, RUNS_CENTER } from "@/lib/centers/center-access";
import type { SeatBalanceRecord } from "@/lib/center-seats/schema";
import { toSeatBalance } from "@/lib/center-seats/serializers";
import { getDb, type Db } from "@/lib/db/client";

type Tx = Prisma.TransactionClient | Db;

/**
 * The ledger of a center, one row per course it ever bought, by course code: bought and assigned
 * from the balance, used counted from the enrolled seats whose course log is completed. Two
 * statements, whatever the number of courses. `courseId` narrows it to one course.
 */
export async function seatLedger(db: Tx, centerId: number, courseId?: number): Promise<SeatBalanceRecord[]> {
  const where = { diveCenterId: centerId, ...(courseId ? { courseId } : {}) };
  const [balances, used] = await Promise.all([
    db.centerSeatBalance.findMany({
      where,
      select: { courseId: true, bought: true, assigned: true, course: { select: { code: true, name: true } } },
      orderBy: { course: { code: "asc" } },
    }),
    // The course log's status is read per enrolled seat of the center (a correlated subquery on
    // course_logs' primary key), not joined: as a join the planner hashes every completed course
    // log of the organisation for a center with a few thousand seats (a sequential scan of
    // course_logs that grows with the organisation, found by bench:scale; docs/benchmarks.md).
    // This way the cost is the center's enrolled seats, on the (dive_center_id, course_id, status)
    // index, whatever the size of course_logs.
    db.$queryRaw<{ courseId: number; n: number }[]>(Prisma.sql`
      SELECT a.course_id AS "courseId", count(*)::int AS n
        FROM seat_assignments a
       WHERE a.dive_center_id = ${centerId} ${courseId ? Prisma.sql`AND a.course_id = ${courseId}` : Prisma.empty}
         AND a.status = 'enrolled'
         AND (SELECT l.status FROM course_logs l WHERE l.id = a.course_log_id) = 'completed'
       GROUP BY a.course_id`),
  ]);
  const usedBy = new Map(used.map((u) => [u.courseId, Number(u.n)]));
  return balances.map((b) => toSeatBalance(b, usedBy.get(b.courseId) ?? 0));
}

/** GET /centers/{id}/seats (owners and managers). */
export async function listSeats(userId: number, centerId: number): Promise<SeatBalanceRecord[]> {
  await centerAccess(userId, centerId, { roles: RUNS_CENTER });
  return seatLedger(await getDb(), centerId);
}
