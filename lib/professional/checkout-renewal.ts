import { forbidden } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { vatRateOf } from "@/lib/geo/country-facts";
import { lockUser } from "@/lib/learning/create-course-log";
import { attachPaymentIntent, type PaymentIntentResponse } from "@/lib/store/checkout";
import { priceWithVat } from "@/lib/store/pricing";

// A renewal is an order like a course purchase (same intent, confirmation and webhook path) whose
// effect on payment is a longer membership. The buyer is also the "student" of the order.

export function renewalPrice(country: string | null) {
  const price = env().professionalRenewalPriceCents;
  const vatRate = vatRateOf(country) ?? 0;
  return { price, vatRate, priceWithVat: priceWithVat(price, vatRate), currency: "USD" as const };
}

/** POST /professional/renewals/checkout: one pending renewal order per professional (double tap safe). */
export async function checkoutRenewal(userId: number): Promise<PaymentIntentResponse> {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { country: true, professional: { select: { status: true } } } });
  if (user.professional?.status === "suspended") throw forbidden("Your professional membership is suspended: it cannot be renewed online.");
  const { price, vatRate, priceWithVat: amountCents, currency } = renewalPrice(user.country);
  const order = await db.$transaction(async (tx) => {
    // Serialises two taps of the same professional, so the second finds the first's order.
    await lockUser(tx, userId);
    const pending = await tx.order.findFirst({ where: { userId, kind: "renewal", status: "pending", amountCents }, orderBy: { id: "desc" } });
    if (pending) return pending;
    return tx.order.create({ data: { kind: "renewal", userId, studentId: userId, priceCents: price, vatRate, amountCents, currency } });
  });
  return attachPaymentIntent(order, { kind: "renewal", user_id: String(userId) });
}
