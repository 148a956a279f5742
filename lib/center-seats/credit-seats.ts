import type { Prisma } from "@/generated/prisma/client";
import { recordAudit } from "@/lib/audit/record-audit";

type Tx = Prisma.TransactionClient;
type SeatOrder = { id: number; userId: number; diveCenterId: number | null; courseId: number | null; quantity: number };

/**
 * A paid seat order adds its seats to the center's ledger, inside the transaction of markPaid's
 * conditional claim (pending → paid): whatever number of confirmations and webhooks arrive, only
 * the one that claimed the order gets here. One statement creates or grows the balance, so two
 * orders paid at once for a new course never collide. The buyer is the audit row's actor.
 */
export async function creditSeats(tx: Tx, order: SeatOrder): Promise<void> {
  if (order.diveCenterId === null || order.courseId === null) throw new Error(`seat order ${order.id} has no center or course`);
  const [row] = await tx.$queryRaw<{ bought: number; assigned: number }[]>`
    INSERT INTO center_seat_balances (dive_center_id, course_id, bought, assigned, updated_at)
    VALUES (${order.diveCenterId}, ${order.courseId}, ${order.quantity}, 0, now())
    ON CONFLICT (dive_center_id, course_id)
    DO UPDATE SET bought = center_seat_balances.bought + EXCLUDED.bought, updated_at = now()
    RETURNING bought, assigned`;
  const course = await tx.course.findUniqueOrThrow({ where: { id: order.courseId }, select: { code: true } });
  await recordAudit(tx, { actorId: order.userId }, {
    action: "dive_center.seat.bought",
    subject: { type: "dive_center", id: order.diveCenterId },
    before: { course: course.code, bought: row!.bought - order.quantity },
    after: { course: course.code, bought: row!.bought, assigned: row!.assigned, order_id: order.id, quantity: order.quantity },
  });
}
