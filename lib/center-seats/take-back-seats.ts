import type { Prisma } from "@/generated/prisma/client";
import { conflict, invalidField } from "@/lib/api/errors";

type Tx = Prisma.TransactionClient;
type SeatOrder = { id: number; diveCenterId: number | null; courseId: number | null; quantity: number };

export const SEATS_IN_USE = "Only seats still left can be refunded: this order's seats have been assigned.";
export const SEATS_REFUND_IN_FULL = "A seat order is refunded in full only.";

/** The ledger row of the order's center and course, locked (refunds and assignments take it). */
async function lockedBalance(tx: Tx, order: SeatOrder) {
  const [row] = await tx.$queryRaw<{ bought: number; assigned: number }[]>`
    SELECT bought, assigned FROM center_seat_balances
    WHERE dive_center_id = ${order.diveCenterId} AND course_id = ${order.courseId} FOR UPDATE`;
  return row ?? { bought: 0, assigned: 0 };
}

/**
 * The console's refund of a seat order (decision 0046), checked when it is reserved: all of what
 * is left to refund (422 on `amount` otherwise), and only while the order's quantity is still
 * left in the center's ledger (409 otherwise, with `seats_left`).
 */
export async function assertSeatsRefundable(tx: Tx, order: SeatOrder, amount: number, remaining: number): Promise<void> {
  if (amount !== remaining) throw invalidField("amount", SEATS_REFUND_IN_FULL);
  const balance = await lockedBalance(tx, order);
  const left = balance.bought - balance.assigned;
  if (order.quantity > left) throw conflict(SEATS_IN_USE, { seats_left: left });
}

/**
 * A fully refunded seat order takes its seats back from `bought`: at most the seats still left
 * (an assignment made while the provider was asked keeps its seat; the audit row says how many
 * were taken back).
 */
export async function takeBackSeats(tx: Tx, order: SeatOrder): Promise<Record<string, unknown>> {
  if (order.diveCenterId === null || order.courseId === null) return {};
  const balance = await lockedBalance(tx, order);
  const taken = Math.max(0, Math.min(order.quantity, balance.bought - balance.assigned));
  if (taken > 0) {
    await tx.centerSeatBalance.update({
      where: { diveCenterId_courseId: { diveCenterId: order.diveCenterId, courseId: order.courseId } },
      data: { bought: { decrement: taken } },
    });
  }
  return { seats_taken_back: taken, seats_bought: balance.bought - taken };
}
