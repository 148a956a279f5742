import { AppError, forbidden, invalidField, validationError } from "@/lib/api/errors";
import { ageOn } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { vatRateOf } from "@/lib/geo/country-facts";
import { lockUser } from "@/lib/learning/create-course-log";
import { eligibilityErrors } from "@/lib/learning/eligibility";
import { findCourseByRef } from "@/lib/learning/find-course";
import { logger } from "@/lib/log";
import { stripe } from "@/lib/payments/config";
import { assertProfessionalActive } from "@/lib/professional/assert-professional-active";
import { purchasableWhere } from "@/lib/store/list-store-courses";
import { priceWithVat } from "@/lib/store/pricing";
import type { PaymentIntentRecord } from "@/lib/store/schema";

// Checkout: one pending order per buyer, student and course (a double tap gets the same order
// and intent back), the amount computed here, and the PaymentIntent created with an
// idempotency key derived from the order so retries never create a second one.

export type CheckoutInput = { buyerId: number; studentId: number; instructorId: number | null; courseRef: string };

export type PaymentIntentResponse = PaymentIntentRecord;

async function studentGate(studentId: number, field: string) {
  const db = await getDb();
  const student = await db.user.findUnique({
    where: { id: studentId },
    select: { id: true, status: true, emailVerifiedAt: true, dob: true, guardianAcceptedAt: true, diveCenterId: true },
  });
  // The same bar as the diver's own checkout: an active account with a verified address.
  if (!student || student.status !== "active" || !student.emailVerifiedAt) throw invalidField(field, "The selected student is invalid.");
  if (student.dob && ageOn(student.dob) < 18 && !student.guardianAcceptedAt) {
    throw forbidden("A parent or guardian must accept the terms before a course can be bought for a diver under 18.");
  }
  return student;
}

export async function checkout(input: CheckoutInput, studentField = "student_id"): Promise<PaymentIntentResponse> {
  // Buying for a student enrols them with this professional as instructor.
  if (input.instructorId !== null) await assertProfessionalActive(input.instructorId);
  const db = await getDb();
  const [buyer, student] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: input.buyerId }, select: { country: true, diveCenterId: true } }),
    studentGate(input.studentId, studentField),
  ]);
  const course = await findCourseByRef(db, input.courseRef, purchasableWhere);
  if (!course) throw invalidField("course", "The selected course is not available for purchase.");
  const full = await db.course.findUniqueOrThrow({ where: { id: course.id }, select: { priceCents: true, currency: true } });
  const vatRate = vatRateOf(buyer.country) ?? 0;
  const amountCents = priceWithVat(full.priceCents, vatRate);

  const order = await db.$transaction(async (tx) => {
    await lockUser(tx, student.id);
    const errors = await eligibilityErrors(tx, student.id, course.id);
    if (errors.length) throw validationError({ course: errors });
    const pending = await tx.order.findFirst({
      where: { userId: input.buyerId, studentId: student.id, courseId: course.id, status: "pending", amountCents },
      orderBy: { id: "desc" },
    });
    if (pending) return pending;
    return tx.order.create({
      data: {
        userId: input.buyerId,
        studentId: student.id,
        instructorId: input.instructorId,
        courseId: course.id,
        priceCents: full.priceCents,
        vatRate,
        amountCents,
        currency: full.currency,
      },
    });
  });
  return attachPaymentIntent(order, { course_id: String(order.courseId), student_id: String(order.studentId) });
}

type PendingOrder = { id: number; paymentIntentId: string | null; clientSecret: string | null; amountCents: number; currency: string };

/**
 * The order's PaymentIntent (created once: the idempotency key is derived from the order), as the
 * payment intent response. Every kind of order (courses, renewals) pays through here.
 */
export async function attachPaymentIntent(order: PendingOrder, metadata: Record<string, string>): Promise<PaymentIntentResponse> {
  if (order.paymentIntentId && order.clientSecret) return responseOf(order);
  const db = await getDb();
  try {
    const intent = await stripe().paymentIntents.create(
      {
        amount: order.amountCents,
        currency: order.currency.toLowerCase(),
        description: `DiveCert order ${order.id}`,
        metadata: { order_id: String(order.id), ...metadata },
      },
      { idempotencyKey: `divecert-order-${order.id}` },
    );
    const saved = await db.order.update({
      where: { id: order.id },
      data: { paymentIntentId: intent.id, clientSecret: intent.client_secret },
    });
    return responseOf(saved);
  } catch (e) {
    logger.error("payment intent creation failed", { order_id: order.id, error: (e as Error).message });
    // No payment can exist for this order, so it is closed rather than left dangling.
    await db.order.updateMany({ where: { id: order.id, status: "pending", paymentIntentId: null }, data: { status: "failed", failureReason: "provider_unavailable", closedAt: new Date() } });
    throw new AppError("unavailable", "The payment provider is unavailable. Please try again shortly.", { retryAfter: 10 });
  }
}

function responseOf(order: PendingOrder): PaymentIntentResponse {
  return {
    client_secret: order.clientSecret ?? "",
    payment_intent_id: order.paymentIntentId ?? "",
    order_id: order.id,
    amount: order.amountCents,
    currency: order.currency,
  };
}
