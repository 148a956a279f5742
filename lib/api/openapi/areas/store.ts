import type { Operation } from "@/lib/api/openapi/types";
import { courseRecord, described, listOf, one } from "@/lib/api/openapi/response-data";
import { ZCheckout, ZConfirmOrder, ZCourseRefParams, ZOrderParams, ZPaymentIntentResponse, ZStoreQuery } from "@/lib/store/schema";

// /diver/store/*, the professional checkout, and the payment webhook.

const notPurchasable = "Validation failed, or the course cannot be bought: not purchasable, already active, a prerequisite missing, or under the minimum age (`errors.course`).";
export const paymentIntent = one(ZPaymentIntentResponse, "PaymentIntent");
export const orderConfirmation = described("`{ order_id, status, course_log_code }`", "OrderConfirmation");
export const confirmErrors = {
  404: "Unknown order, or another buyer's.",
  409: "The payment has not succeeded (`payment_status` gives the provider's state), or the order is failed or canceled.",
  422: "Validation failed, or the payment intent does not belong to this order.",
} as const;

export const storeOperations: Operation[] = [
  // ---- Diver store ----
  {
    method: "GET", path: "/api/v1/diver/store/courses", tag: "Diver store", auth: "verified",
    summary: "List courses for sale",
    description: "With the USD price and the price including this diver's VAT.",
    query: ZStoreQuery,
    response: {
      description: "Purchasable courses.",
      data: listOf(`${courseRecord} plus \`vat_rate\` and \`price_with_vat\` (integer cents).`, "StoreCourse"),
    },
  },
  {
    method: "POST", path: "/api/v1/diver/store/courses/{course}/checkout", tag: "Diver store", auth: "verified",
    summary: "Check out a course",
    description: "`{course}` is a course id or code. Creates the order and its payment intent; the amount is computed on the server. Retrying returns the same pending intent.",
    params: ZCourseRefParams, body: ZCheckout, rateLimited: true,
    errors: { 403: "Unverified e-mail, non-active account, or a minor whose guardian has not accepted yet.", 422: notPurchasable },
    response: { description: "The payment intent.", data: paymentIntent },
  },
  {
    method: "POST", path: "/api/v1/diver/store/orders/{order}/confirm", tag: "Diver store", auth: "verified",
    summary: "Confirm a paid order",
    description: "Activates exactly one course log, however many confirmations and webhooks arrive.",
    params: ZOrderParams, body: ZConfirmOrder,
    errors: confirmErrors,
    response: { description: "The order and its course log.", data: orderConfirmation },
  },
  {
    method: "GET", path: "/api/v1/diver/store/orders/{order}", tag: "Diver store", auth: "verified",
    summary: "Read an order's status",
    params: ZOrderParams,
    response: {
      description: "The order.",
      data: described("`{ order_id, status: pending|paid|failed|canceled, amount (integer cents), currency, course: {id, code, name}, course_log_code, paid_at }`", "OrderStatus"),
    },
  },

  // ---- Webhooks ----
  {
    method: "POST", path: "/api/v1/webhooks/stripe", tag: "Webhooks", auth: "public",
    summary: "Receive a Stripe event",
    description: "The signature is checked on the raw body before anything happens. Events are processed once; a repeated event answers `duplicate: true`.",
    rawBody: { description: "A Stripe event, exactly as Stripe sends it." },
    headers: [{ name: "Stripe-Signature", description: "Stripe's signature of the raw body.", required: true }],
    errors: { 400: "Missing or invalid signature." },
    response: { description: "Received.", data: described("`{ received: true, duplicate?: true }`", "WebhookReceipt") },
  },
];
