import { getDb } from "@/lib/db/client";

/**
 * Where the buyer follows a seat order: the center's seats page (the store's order pages are for
 * course and renewal orders). Null when it is not one of the buyer's seat orders.
 */
export async function seatOrderPath(buyerId: number, orderId: number): Promise<string | null> {
  const db = await getDb();
  const order = await db.order.findFirst({ where: { id: orderId, userId: buyerId, kind: "seats" }, select: { diveCenterId: true } });
  return order?.diveCenterId ? `/centers/${order.diveCenterId}/seats?order=${orderId}` : null;
}
