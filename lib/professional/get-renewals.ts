import { isoMicro, todayUtc, ymd } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { label } from "@/lib/i18n/labels";
import type { Lang } from "@/lib/i18n/language";
import { renewalPrice } from "@/lib/professional/checkout-renewal";
import { professionalStatusOn } from "@/lib/professional/membership-status";
import type { RenewalsShape } from "@/lib/professional/schema";

/** GET /professional/renewals: the membership's dates, read-time status, price and paid renewals. */
export async function getRenewals(userId: number, lang: Lang, today = todayUtc()): Promise<RenewalsShape> {
  const db = await getDb();
  const [user, paid] = await Promise.all([
    db.user.findUniqueOrThrow({
      where: { id: userId },
      select: { country: true, professional: { select: { status: true, renewalDate: true, expireDate: true } } },
    }),
    db.order.findMany({
      // A partly refunded renewal still bought its year; a fully refunded one did not (decision 0031).
      where: { userId, kind: "renewal", status: { in: ["paid", "partially_refunded"] } },
      orderBy: [{ paidAt: "desc" }, { id: "desc" }],
      select: { id: true, paidAt: true, amountCents: true, currency: true, renewedFrom: true, renewedUntil: true },
    }),
  ]);
  const m = user.professional;
  const status = m ? professionalStatusOn(m, today) : null;
  const price = renewalPrice(user.country);
  return {
    renewal_date: ymd(m?.renewalDate),
    expire_date: ymd(m?.expireDate),
    professional_status: status ? label(`professional_status.${status}`, lang) : null,
    professional_status_code: status,
    price: price.price,
    price_with_vat: price.priceWithVat,
    vat_rate: price.vatRate,
    currency: price.currency,
    // The membership year is the calendar year in which the paid period ends.
    history: paid.map((o) => ({
      year: (o.renewedUntil ?? o.paidAt ?? today).getUTCFullYear(),
      paid_at: o.paidAt ? isoMicro(o.paidAt) : null,
      order_id: o.id,
      amount: o.amountCents,
      currency: o.currency,
      period_start: ymd(o.renewedFrom),
      period_end: ymd(o.renewedUntil),
    })),
  };
}
