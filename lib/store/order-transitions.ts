import type Stripe from "stripe";
import type { Prisma } from "@/generated/prisma/client";
import { creditSeats } from "@/lib/center-seats/credit-seats";
import { createCourseLog } from "@/lib/learning/create-course-log";
import { logger } from "@/lib/log";
import { extendMembership } from "@/lib/professional/extend-membership";

// Orders only move forward: pending → paid (and exactly one course log, one membership
// extension for a renewal, or the seats of a center's seat order added once) or pending → failed /
// canceled. Each move is a conditional update inside the caller's transaction, so confirmations,
// webhooks and retries racing each other activate a course at most once.

type Tx = Prisma.TransactionClient;
type Intent = Pick<Stripe.PaymentIntent, "id" | "amount" | "currency" | "status" | "metadata">;

/** The intent really pays for this order: same intent, same amount, same currency. */
export function intentMatches(order: { id: number; paymentIntentId: string | null; amountCents: number; currency: string }, intent: Intent): boolean {
  return (
    order.paymentIntentId === intent.id &&
    intent.amount === order.amountCents &&
    intent.currency.toLowerCase() === order.currency.toLowerCase() &&
    (intent.metadata?.order_id === undefined || intent.metadata.order_id === String(order.id))
  );
}

export async function markPaid(tx: Tx, orderId: number, intent: Intent): Promise<"activated" | "already" | "mismatch" | "closed"> {
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
  if (!intentMatches(order, intent)) {
    logger.warn("payment does not match its order; not activating", { order_id: orderId, intent: intent.id });
    return "mismatch";
  }
  const claimed = await tx.order.updateMany({ where: { id: orderId, status: "pending" }, data: { status: "paid", paidAt: new Date() } });
  if (claimed.count !== 1) return order.status === "paid" ? "already" : "closed";
  if (order.kind === "renewal") {
    await extendMembership(tx, order.id, order.userId);
    return "activated";
  }
  if (order.kind === "seats") {
    await creditSeats(tx, order);
    return "activated";
  }
  if (order.courseId === null) throw new Error(`course order ${order.id} has no course`);
  const buyer = await tx.user.findUniqueOrThrow({ where: { id: order.userId }, select: { diveCenterId: true } });
  const log = await createCourseLog(tx, {
    userId: order.studentId,
    courseId: order.courseId,
    instructorId: order.instructorId,
    diveCenterId: order.instructorId ? buyer.diveCenterId : null,
    source: "store",
  });
  await tx.order.update({ where: { id: orderId }, data: { courseLogId: log.id } });
  return "activated";
}

export async function markClosed(tx: Tx, orderId: number, status: "failed" | "canceled", reason: string | null): Promise<boolean> {
  const moved = await tx.order.updateMany({ where: { id: orderId, status: "pending" }, data: { status, failureReason: reason, closedAt: new Date() } });
  return moved.count === 1;
}
