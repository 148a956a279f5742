import type { Prisma } from "@/generated/prisma/client";
import { addUtcMonths } from "@/lib/learning/calendar";
import { RENEWAL_MONTHS } from "@/lib/professional/membership-status";

type Renewal = { id: number; userId: number; renewedFrom: Date | null; renewedUntil: Date | null; renewedPrevExpire: Date | null; renewedPrevRenewal: Date | null };

/**
 * A fully refunded renewal order gives its year back (decision 0031), inside the refund's
 * transaction. When it is still the latest renewal, expire_date and renewal_date return to what
 * they were before it; when a later renewal was stacked on it, that later year moves 12 months
 * earlier (expire_date − 12 months) and renewal_date stays that later payment's.
 */
export async function takeBackRenewal(tx: Prisma.TransactionClient, order: Renewal): Promise<{ before: Date | null; after: Date | null } | null> {
  if (!order.renewedUntil) return null;
  await tx.$queryRaw`SELECT user_id FROM professional_memberships WHERE user_id = ${order.userId} FOR UPDATE`;
  const m = await tx.professionalMembership.findUnique({ where: { userId: order.userId }, select: { expireDate: true } });
  if (!m?.expireDate) return null;
  const latest = m.expireDate.getTime() === order.renewedUntil.getTime();
  const data = latest
    ? {
        // Without an earlier expiry (a first renewal, or an order paid before these columns
        // existed) the membership ends where this period started: never "no expiry at all".
        expireDate: order.renewedPrevExpire ?? order.renewedFrom,
        renewalDate: order.renewedPrevRenewal,
      }
    : { expireDate: addUtcMonths(m.expireDate, -RENEWAL_MONTHS) };
  await tx.professionalMembership.update({ where: { userId: order.userId }, data });
  return { before: m.expireDate, after: data.expireDate ?? null };
}
