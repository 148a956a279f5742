import { getDb } from "@/lib/db/client";
import { listProviderRefunds } from "@/lib/payments/refunds";
import { recordProviderRefund, type RecordedRefund } from "@/lib/store/record-refund";
import { sendRefundMails } from "@/lib/store/refund-mail";

/** Reservations older than this (far beyond the SDK's timeouts and retries) count as abandoned. */
export const STALE_RESERVATION_MS = 2 * 60_000;

/**
 * Brings an order's refunds in line with the provider's list (`GET /v1/refunds?payment_intent=`):
 * each refund the provider made is recorded once (by its id), whoever asked for it. With
 * `releaseStale`, reservations left pending by a crash and unknown to the provider are released.
 * The provider is asked outside any transaction; each refund is recorded in its own.
 */
export async function reconcileRefunds(orderId: number, options: { releaseStale?: boolean } = {}): Promise<RecordedRefund[]> {
  const db = await getDb();
  const order = await db.order.findUnique({ where: { id: orderId }, select: { paymentIntentId: true } });
  if (!order?.paymentIntentId) return [];
  const startedAt = Date.now();
  const refunds = await listProviderRefunds(order.paymentIntentId);
  const recorded: RecordedRefund[] = [];
  // Oldest first, so the order moves through its states in the provider's order.
  for (const refund of [...refunds].reverse()) {
    const done = await db.$transaction((tx) => recordProviderRefund(tx, orderId, refund));
    if (done) recorded.push(done);
  }
  if (options.releaseStale) {
    const claimed = new Set(refunds.map((r) => Number(r.metadata?.refund_id)).filter(Boolean));
    const cutoff = new Date(Math.min(startedAt, Date.now()) - STALE_RESERVATION_MS);
    await db.orderRefund.updateMany({
      where: { orderId, status: "pending", createdAt: { lt: cutoff }, id: { notIn: [...claimed] } },
      data: { status: "failed", failureReason: "The payment provider has no record of this refund.", completedAt: new Date() },
    });
  }
  await sendRefundMails(recorded);
  return recorded;
}
