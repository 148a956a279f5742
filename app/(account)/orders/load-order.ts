import { notFound } from "next/navigation";
import { AppError } from "@/lib/api/errors";
import { getOrderStatus } from "@/lib/store/orders";

export type OrderView = Awaited<ReturnType<typeof getOrderStatus>>;

/** The buyer's own order, or the 404 page (someone else's order is simply not found). */
export async function loadOrder(buyerId: number, orderId: number): Promise<OrderView> {
  try {
    return await getOrderStatus(buyerId, orderId);
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  }
}
