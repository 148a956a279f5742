import type { Prisma } from "@/generated/prisma/client";
import type { AuditContext } from "@/lib/audit/record-audit";
import { recordAudit } from "@/lib/audit/record-audit";
import type { ProviderRefund } from "@/lib/payments/refunds";
import { takeBackSeats } from "@/lib/center-seats/take-back-seats";
import { takeBackRenewal } from "@/lib/professional/take-back-renewal";

// The one place a refund the provider made becomes part of an order (decision 0031): keyed by the
// provider's refund id, under the order's row lock, so a console request and the webhook (or two
// webhooks) recording the same refund count it once. It moves the order paid →
// partially_refunded → refunded, applies a full refund's effects and writes the audit row, all in
// the caller's transaction.

type Tx = Prisma.TransactionClient;

export type RecordedRefund = { orderId: number; refundId: number; amount: number; currency: string; full: boolean };

const refundable = ["paid", "partially_refunded", "refunded"] as const;

/** Locks the order row: every writer of an order's refunds takes it first. */
export async function lockOrder(tx: Tx, orderId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM orders WHERE id = ${orderId} FOR UPDATE`;
}

/**
 * Records `refund` (already succeeded at the provider) on the order. `rowId` names the console's
 * reservation when the caller knows it; otherwise the refund's `metadata.refund_id` does, or the
 * refund was made elsewhere (the provider's dashboard) and gets a row of its own. Answers null
 * when it was already recorded.
 */
export async function recordProviderRefund(
  tx: Tx,
  orderId: number,
  refund: ProviderRefund,
  hint: { rowId?: number; audit?: AuditContext } = {},
): Promise<RecordedRefund | null> {
  if (refund.status !== "succeeded") return null;
  await lockOrder(tx, orderId);
  if (await tx.orderRefund.findUnique({ where: { providerRefundId: refund.id }, select: { id: true } })) return null;
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
  if (!(refundable as readonly string[]).includes(order.status)) return null;

  const claimedId = hint.rowId ?? (Number(refund.metadata?.refund_id) || undefined);
  const reservation = claimedId
    ? await tx.orderRefund.findFirst({ where: { id: claimedId, orderId, status: { in: ["pending", "failed"] } } })
    : null;
  const now = new Date();
  const row = reservation
    ? await tx.orderRefund.update({
        where: { id: reservation.id },
        data: { status: "succeeded", providerRefundId: refund.id, amountCents: refund.amount, completedAt: now, failureReason: null },
      })
    : await tx.orderRefund.create({
        data: {
          orderId, amountCents: refund.amount, currency: order.currency, status: "succeeded", source: "provider",
          providerRefundId: refund.id, reason: refund.reason ?? "Refunded at the payment provider", completedAt: now,
        },
      });

  const total = await tx.orderRefund.aggregate({ where: { orderId, status: "succeeded" }, _sum: { amountCents: true } });
  const refunded = Math.min(order.amountCents, total._sum.amountCents ?? 0);
  const status = refunded >= order.amountCents ? "refunded" : "partially_refunded";
  await tx.order.update({ where: { id: orderId }, data: { status, refundedCents: refunded, refundedAt: now } });

  const effects = status === "refunded" && order.status !== "refunded" ? await applyFullRefund(tx, order) : {};
  const audit = hint.audit;
  // The webhook may record a console refund first: the actor is still who asked for it.
  const context = audit ?? { actorId: row.requestedById, ip: row.requestIp, requestId: row.requestId };
  await recordAudit(tx, context, {
    action: "order.refunded",
    subject: { type: "order", id: orderId },
    before: { status: order.status, refunded_amount: order.refundedCents },
    after: {
      status, refunded_amount: refunded,
      refund: { id: row.id, amount: row.amountCents, provider_refund_id: refund.id, source: row.source, reason: row.reason },
      ...effects,
    },
  });
  return { orderId, refundId: row.id, amount: row.amountCents, currency: order.currency, full: status === "refunded" };
}

type FullOrder = {
  id: number; kind: "course" | "renewal" | "seats"; userId: number; courseLogId: number | null; renewedFrom: Date | null; renewedUntil: Date | null;
  renewedPrevExpire: Date | null; renewedPrevRenewal: Date | null; diveCenterId: number | null; courseId: number | null; quantity: number;
};

/** A course log still in progress closes read-only; a renewal gives its year back; a seat order its seats (decision 0046). */
async function applyFullRefund(tx: Tx, order: FullOrder): Promise<Record<string, unknown>> {
  if (order.kind === "seats") return takeBackSeats(tx, order);
  if (order.kind === "renewal") {
    const taken = await takeBackRenewal(tx, order);
    return taken ? { expire_date: taken.after?.toISOString().slice(0, 10) ?? null } : {};
  }
  if (order.courseLogId === null) return {};
  // A completed course log keeps its certification: revoking one is a decision of its own.
  const closed = await tx.courseLog.updateMany({
    where: { id: order.courseLogId, status: "active" },
    data: { status: "refunded", version: { increment: 1 } },
  });
  return closed.count ? { course_log_status: "refunded" } : {};
}
