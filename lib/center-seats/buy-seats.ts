import { invalidField } from "@/lib/api/errors";
import { centerAccess, RUNS_CENTER } from "@/lib/centers/center-access";
import type { SeatCheckoutInput } from "@/lib/center-seats/schema";
import { getDb } from "@/lib/db/client";
import { vatRateOf } from "@/lib/geo/country-facts";
import { findCourseByRef } from "@/lib/learning/find-course";
import { attachPaymentIntent, type PaymentIntentResponse } from "@/lib/store/checkout";
import { purchasableWhere } from "@/lib/store/list-store-courses";
import { priceWithVat } from "@/lib/store/pricing";

// POST /centers/{id}/seats/checkout (decision 0046): a seat order priced here — the course's
// price × quantity with the VAT of the CENTER's country, rounded half up to the cent — paid
// through the store's one payment path (attachPaymentIntent: one intent per order, keyed by it).

/** Stripe takes at most 99,999,999 in the smallest unit of a currency in one payment. */
const MAX_PAYMENT_CENTS = 99_999_999;

export async function buySeats(userId: number, centerId: number, input: SeatCheckoutInput): Promise<PaymentIntentResponse> {
  const access = await centerAccess(userId, centerId, { roles: RUNS_CENTER, write: true });
  const db = await getDb();
  const found = await findCourseByRef(db, input.course, purchasableWhere);
  if (!found) throw invalidField("course", "The selected course is not available for purchase.");
  const course = await db.course.findUniqueOrThrow({ where: { id: found.id }, select: { id: true, code: true, priceCents: true, currency: true } });
  if (input.currency !== course.currency.toUpperCase()) {
    throw invalidField("currency", `The currency must be the course's price currency (${course.currency}).`);
  }
  const vatRate = vatRateOf(access.center.country) ?? 0;
  const amountCents = priceWithVat(course.priceCents * input.quantity, vatRate);
  if (amountCents > MAX_PAYMENT_CENTS) throw invalidField("quantity", "The amount is too large for one payment: buy fewer seats at a time.");

  const order = await db.$transaction(async (tx) => {
    // One pending order per center, course and quantity: a double tap (or a second manager's)
    // gets the same order and intent back. The center's row serialises the check and the insert.
    await tx.$queryRaw`SELECT id FROM dive_centers WHERE id = ${centerId} FOR UPDATE`;
    const pending = await tx.order.findFirst({
      where: { kind: "seats", diveCenterId: centerId, courseId: course.id, quantity: input.quantity, status: "pending", amountCents, currency: course.currency },
      orderBy: { id: "desc" },
    });
    if (pending) return pending;
    return tx.order.create({
      data: {
        kind: "seats",
        userId,
        studentId: userId,
        diveCenterId: centerId,
        courseId: course.id,
        quantity: input.quantity,
        priceCents: course.priceCents,
        vatRate,
        amountCents,
        currency: course.currency,
      },
    });
  });
  return attachPaymentIntent(order, { kind: "seats", course_id: String(course.id), dive_center_id: String(centerId), quantity: String(input.quantity) });
}
