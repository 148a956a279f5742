import type { OrderKind } from "@/generated/prisma/enums";
import { AppError, conflict, invalidField, notFound } from "@/lib/api/errors";
import { isoMicro } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { stripe } from "@/lib/payments/config";
import { markClosed, markPaid } from "@/lib/store/order-transitions";
import type { OrderConfirmationRecord, OrderStatusRecord } from "@/lib/store/schema";

const orderSelect = {
  id: true, kind: true, status: true, amountCents: true, refundedCents: true, currency: true, paidAt: true, paymentIntentId: true,
  course: { select: { id: true, code: true, name: true } },
  courseLog: { select: { logCode: true } },
} as const;

/** `kind` limits a route to its own orders: a renewal is not confirmed through the course store. */
async function ownOrder(buyerId: number, orderId: number, kind?: OrderKind) {
  const db = await getDb();
  const order = await db.order.findFirst({ where: { id: orderId, userId: buyerId, kind }, select: orderSelect });
  if (!order) throw notFound("Order");
  return order;
}

export async function getOrderStatus(buyerId: number, orderId: number): Promise<OrderStatusRecord> {
  const o = await ownOrder(buyerId, orderId);
  return {
    order_id: o.id,
    kind: o.kind,
    status: o.status,
    amount: o.amountCents,
    currency: o.currency,
    course: o.course,
    course_log_code: o.courseLog?.logCode ?? null,
    paid_at: o.paidAt ? isoMicro(o.paidAt) : null,
    refunded_amount: o.refundedCents,
  };
}

/**
 * Asks the provider about the payment and moves the order accordingly (idempotent); the paid
 * order, or a 409 with the provider's state. `kind` undefined: any of the buyer's orders.
 */
export async function settleOrder(buyerId: number, orderId: number, paymentIntentId: string, kind?: OrderKind) {
  const order = await ownOrder(buyerId, orderId, kind);
  if (order.paymentIntentId !== paymentIntentId) throw invalidField("payment_intent_id", "The payment intent does not belong to this order.");
  if (order.status === "pending") await settleWithProvider(order.id, paymentIntentId);
  const now = await ownOrder(buyerId, orderId, kind);
  if (now.status !== "paid") throw conflict(`The order is ${now.status}.`, { payment_status: now.status });
  return now;
}

/**
 * Asks the provider about a pending order's intent and moves the order: paid (markPaid's one
 * claim), canceled, or a 409 with the provider's state. Every confirm route goes through here.
 */
export async function settleWithProvider(orderId: number, paymentIntentId: string): Promise<void> {
  const intent = await stripe().paymentIntents.retrieve(paymentIntentId).catch(() => {
    throw new AppError("unavailable", "The payment provider is unavailable. Please try again shortly.", { retryAfter: 10 });
  });
  const db = await getDb();
  if (intent.status === "succeeded") {
    await db.$transaction((tx) => markPaid(tx, orderId, intent));
  } else if (intent.status === "canceled") {
    await db.$transaction((tx) => markClosed(tx, orderId, "canceled", "canceled"));
  } else {
    throw conflict("The payment has not succeeded.", { payment_status: intent.status });
  }
}

export async function confirmOrder(buyerId: number, orderId: number, paymentIntentId: string, kind: OrderKind | undefined = "course"): Promise<OrderConfirmationRecord> {
  const now = await settleOrder(buyerId, orderId, paymentIntentId, kind);
  return { order_id: now.id, status: now.status, course_log_code: now.courseLog?.logCode ?? null };
}
