import type { AuditContext } from "@/lib/audit/record-audit";
import { AppError, conflict, invalidField, notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { assertSeatsRefundable } from "@/lib/center-seats/take-back-seats";
import { createProviderRefund, ProviderRefundError, type ProviderRefund } from "@/lib/payments/refunds";
import { getAdminOrder } from "@/lib/store/get-admin-order";
import { lockOrder, recordProviderRefund } from "@/lib/store/record-refund";
import { reconcileRefunds, STALE_RESERVATION_MS } from "@/lib/store/reconcile-refunds";
import { sendRefundMails } from "@/lib/store/refund-mail";
import type { Lang } from "@/lib/i18n/language";

// POST /admin/orders/{id}/refund (decision 0031): three short steps, never a transaction around
// the provider call.
// 1. Reserve: under the order's row lock, the amount must fit in what is paid minus what is
//    refunded or already reserved; a pending refund row holds it (409 otherwise).
// 2. Ask the provider with an idempotency key derived from that row.
// 3. Record the provider's refund (or release the reservation when it refused or could not be
//    reached). A crash between 2 and 3 is repaired by the webhook or by the next reconcile,
//    which find the refund by its `metadata.refund_id`.

export async function refundOrder(orderId: number, input: { reason: string; amount?: number }, audit: AuditContext, lang: Lang) {
  const db = await getDb();
  const stale = await db.orderRefund.count({ where: { orderId, status: "pending", createdAt: { lt: new Date(Date.now() - STALE_RESERVATION_MS) } } });
  if (stale > 0) await reconcileRefunds(orderId, { releaseStale: true });

  const reservation = await db.$transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const order = await tx.order.findUnique({ where: { id: orderId }, select: { id: true, kind: true, status: true, amountCents: true, currency: true, paymentIntentId: true, diveCenterId: true, courseId: true, quantity: true } });
    if (!order) throw notFound("Order");
    if (order.status !== "paid" && order.status !== "partially_refunded") throw conflict(`Only a paid order can be refunded (this one is ${order.status}).`, { status: order.status });
    if (!order.paymentIntentId) throw conflict("This order has no payment at the provider to refund.");
    if (input.amount !== undefined && input.amount > order.amountCents) throw invalidField("amount", `The amount may be at most the amount paid (${order.amountCents} cents).`);
    const held = await tx.orderRefund.aggregate({ where: { orderId, status: { in: ["pending", "succeeded"] } }, _sum: { amountCents: true } });
    const remaining = order.amountCents - (held._sum.amountCents ?? 0);
    const amount = input.amount ?? remaining;
    if (remaining <= 0 || amount > remaining) {
      throw conflict(`The amount exceeds what is left to refund (${Math.max(0, remaining)} cents).`, { refundable_amount: Math.max(0, remaining) });
    }
    // A seat order gives back only seats nobody holds (decision 0046).
    if (order.kind === "seats") await assertSeatsRefundable(tx, order, amount, remaining);
    const row = await tx.orderRefund.create({
      data: { orderId, amountCents: amount, currency: order.currency, reason: input.reason, requestedById: audit.actorId, requestIp: audit.ip, requestId: audit.requestId },
      select: { id: true },
    });
    return { rowId: row.id, amount, paymentIntentId: order.paymentIntentId };
  });

  let refund: ProviderRefund;
  try {
    refund = await createProviderRefund({
      paymentIntentId: reservation.paymentIntentId,
      amount: reservation.amount,
      idempotencyKey: `divecert-refund-${reservation.rowId}`,
      metadata: { order_id: String(orderId), refund_id: String(reservation.rowId) },
    });
  } catch (e) {
    if (!(e instanceof ProviderRefundError)) throw e;
    await release(reservation.rowId, e.failure.message);
    logger.warn("refund failed at the provider", { order_id: orderId, refund_id: reservation.rowId, kind: e.failure.kind, error: e.failure.message });
    if (e.failure.kind === "refused") {
      // Most often a refund made elsewhere meanwhile: bring the order up to date, then say so.
      await reconcileRefunds(orderId).catch(() => undefined);
      throw conflict(`The payment provider refused the refund: ${e.failure.message}`, { provider_code: e.failure.code ?? "refused" });
    }
    throw new AppError("unavailable", "The payment provider is unavailable; nothing was refunded. Please try again shortly.", { retryAfter: 10 });
  }

  const recorded = await db.$transaction((tx) => recordProviderRefund(tx, orderId, refund, { rowId: reservation.rowId, audit }));
  await sendRefundMails(recorded ? [recorded] : []);
  return getAdminOrder(orderId, lang);
}

/** Gives the reserved amount back (the row stays, failed, with the provider's words). */
async function release(rowId: number, reason: string) {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const row = await tx.orderRefund.findUniqueOrThrow({ where: { id: rowId }, select: { orderId: true } });
    await lockOrder(tx, row.orderId);
    await tx.orderRefund.updateMany({ where: { id: rowId, status: "pending" }, data: { status: "failed", failureReason: reason.slice(0, 500), completedAt: new Date() } });
  });
}
