import type Stripe from "stripe";
import { AppError } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { constructEvent } from "@/lib/payments/config";
import { markClosed, markPaid } from "@/lib/store/order-transitions";
import { reconcileRefunds } from "@/lib/store/reconcile-refunds";
import type { WebhookReceipt } from "@/lib/store/schema";

const handled = new Set(["payment_intent.succeeded", "payment_intent.payment_failed", "payment_intent.canceled"]);

/**
 * A provider event, verified on the raw body. Each event id is recorded in the same transaction
 * as its effect, so a duplicate delivery does nothing and a failed one can be retried.
 */
export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<WebhookReceipt> {
  let event: Stripe.Event;
  try {
    event = constructEvent(rawBody, signature);
  } catch {
    throw new AppError("bad_request", "Invalid webhook signature.");
  }
  if (event.type === "charge.refunded") return handleChargeRefunded(event);
  const db = await getDb();
  const intent = handled.has(event.type) ? (event.data.object as Stripe.PaymentIntent) : undefined;
  const order = intent ? await db.order.findUnique({ where: { paymentIntentId: intent.id }, select: { id: true } }) : null;
  const outcome = await db.$transaction(async (tx) => {
    const fresh = await tx.paymentEvent.createMany({
      data: [{ id: event.id, type: event.type, orderId: order?.id ?? null, outcome: "received" }],
      skipDuplicates: true,
    });
    if (fresh.count === 0) return "duplicate";
    let result = "ignored";
    if (intent && order) {
      if (event.type === "payment_intent.succeeded") result = await markPaid(tx, order.id, intent);
      else if (event.type === "payment_intent.canceled") result = (await markClosed(tx, order.id, "canceled", "canceled")) ? "canceled" : "closed";
      else {
        // A declined card leaves the intent open for another card, so the order stays pending
        // and only remembers why (the checkout page shows it).
        const reason = intent.last_payment_error?.code ?? "payment_failed";
        await tx.order.updateMany({ where: { id: order.id, status: "pending" }, data: { failureReason: reason } });
        result = "payment_failed";
      }
    }
    await tx.paymentEvent.update({ where: { id: event.id }, data: { outcome: result } });
    return result;
  });
  logger.info("stripe webhook", { event: event.id, type: event.type, outcome });
  return outcome === "duplicate" ? { received: true, duplicate: true } : { received: true };
}

/**
 * `charge.refunded`: the order's refunds are brought in line with the provider's list, each
 * keyed by the provider's refund id (decision 0031), so a redelivery, the console's own request
 * and a refund made in the provider's dashboard are each counted once. The provider is asked
 * first and the event recorded after: if it cannot be asked, the event is refused and Stripe
 * delivers it again.
 */
async function handleChargeRefunded(event: Stripe.Event): Promise<WebhookReceipt> {
  const charge = event.data.object as Stripe.Charge;
  const intentId = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
  const db = await getDb();
  const seen = await db.paymentEvent.findUnique({ where: { id: event.id }, select: { id: true } });
  if (seen) return { received: true, duplicate: true };
  const order = intentId ? await db.order.findUnique({ where: { paymentIntentId: intentId }, select: { id: true } }) : null;
  let outcome = "ignored";
  if (order) {
    const recorded = await reconcileRefunds(order.id).catch((e) => {
      logger.warn("refund reconcile failed", { event: event.id, error: (e as Error).message });
      throw new AppError("unavailable", "The payment provider could not be asked about this refund.", { retryAfter: 30 });
    });
    outcome = recorded.length ? `refunds_recorded:${recorded.length}` : "refunds_up_to_date";
  }
  const fresh = await db.paymentEvent.createMany({ data: [{ id: event.id, type: event.type, orderId: order?.id ?? null, outcome }], skipDuplicates: true });
  logger.info("stripe webhook", { event: event.id, type: event.type, outcome });
  return fresh.count === 0 ? { received: true, duplicate: true } : { received: true };
}
