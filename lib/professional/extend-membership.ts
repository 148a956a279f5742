import type { Prisma } from "@/generated/prisma/client";
import { todayUtc } from "@/lib/dates";
import { renewalPeriod } from "@/lib/professional/membership-status";

/**
 * The effect of one paid renewal order, inside the transaction that claimed the order (so it runs
 * once per order). The membership row is locked first: two renewals paid at the same moment
 * extend one after the other instead of both from the same expiry.
 */
export async function extendMembership(tx: Prisma.TransactionClient, orderId: number, userId: number, today = todayUtc()): Promise<void> {
  await tx.$queryRaw`SELECT user_id FROM professional_memberships WHERE user_id = ${userId} FOR UPDATE`;
  const membership = await tx.professionalMembership.findUnique({ where: { userId }, select: { status: true, expireDate: true, renewalDate: true } });
  if (!membership) throw new Error(`renewal order ${orderId} has no professional membership to extend`);
  const { from, until } = renewalPeriod(membership.expireDate, today);
  await tx.professionalMembership.update({
    where: { userId },
    // A suspension is an administrative decision that paying does not lift.
    data: { expireDate: until, renewalDate: today, ...(membership.status === "suspended" ? {} : { status: "active" }) },
  });
  // What it was before, so a full refund can take this year back (lib/professional/take-back-renewal.ts).
  await tx.order.update({
    where: { id: orderId },
    data: { renewedFrom: from, renewedUntil: until, renewedPrevExpire: membership.expireDate, renewedPrevRenewal: membership.renewalDate },
  });
}
