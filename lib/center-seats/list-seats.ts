import type { Prisma } from "@/generated/prisma/client";
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
    db.seatAssignment.groupBy({
      by: ["courseId"],
      where: { ...where, status: "enrolled", courseLog: { status: "completed" } },
      _count: { _all: true },
    }),
  ]);
  const usedBy = new Map(used.map((u) => [u.courseId, u._count._all]));
  return balances.map((b) => toSeatBalance(b, usedBy.get(b.courseId) ?? 0));
}

/** GET /centers/{id}/seats (owners and managers). */
export async function listSeats(userId: number, centerId: number): Promise<SeatBalanceRecord[]> {
  await centerAccess(userId, centerId, { roles: RUNS_CENTER });
  return seatLedger(await getDb(), centerId);
}
