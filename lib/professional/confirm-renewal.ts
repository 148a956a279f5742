import { ymd } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import type { RenewalConfirmationShape } from "@/lib/professional/schema";
import { settleOrder } from "@/lib/store/orders";

/** POST /professional/renewals/orders/{order}/confirm → `{ order_id, status, expire_date }`. */
export async function confirmRenewal(userId: number, orderId: number, paymentIntentId: string): Promise<RenewalConfirmationShape> {
  const order = await settleOrder(userId, orderId, paymentIntentId, "renewal");
  const db = await getDb();
  const membership = await db.professionalMembership.findUnique({ where: { userId }, select: { expireDate: true } });
  return { order_id: order.id, status: order.status, expire_date: ymd(membership?.expireDate) };
}
