import { conflict, notFound } from "@/lib/api/errors";
import { centerAccess, RUNS_CENTER } from "@/lib/centers/center-access";
import { seatLedger } from "@/lib/center-seats/list-seats";
import type { SeatConfirmationRecord } from "@/lib/center-seats/schema";
import { centerOrderSelect, toCenterOrder } from "@/lib/center-seats/serializers";
import { getDb } from "@/lib/db/client";
import { settleWithProvider } from "@/lib/store/orders";

/**
 * POST /centers/{id}/seats/confirm: asks the provider about a pending seat order (as the store's
 * confirm does) and answers the paid order with the course's seats. The seats themselves are
 * added by markPaid's one claim, so this, the webhook and any retry add them once. 409 while the
 * order is not paid (the provider's state in `payment_status`).
 */
export async function confirmSeatOrder(userId: number, centerId: number, orderId: number): Promise<SeatConfirmationRecord> {
  await centerAccess(userId, centerId, { roles: RUNS_CENTER, write: true });
  const db = await getDb();
  const where = { id: orderId, diveCenterId: centerId, kind: "seats" as const };
  const order = await db.order.findFirst({ where, select: { id: true, status: true, paymentIntentId: true } });
  if (!order) throw notFound("Order");
  if (order.status === "pending") {
    if (!order.paymentIntentId) throw conflict("The payment has not succeeded.", { payment_status: "requires_payment_method" });
    await settleWithProvider(order.id, order.paymentIntentId);
  }
  const now = await db.order.findFirstOrThrow({ where, select: { ...centerOrderSelect, courseId: true } });
  if (now.status !== "paid") throw conflict(`The order is ${now.status}.`, { payment_status: now.status });
  const [seats] = await seatLedger(db, centerId, now.courseId!);
  return { order: toCenterOrder(now), seats: seats! };
}
