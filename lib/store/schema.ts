import { z } from "zod";
import { CourseLevel, OrderKind, OrderStatus } from "@/generated/prisma/enums";
import { ZPageQuery } from "@/lib/api/pagination";
import { zIsoMicro } from "@/lib/api/record-formats";

// The store prices in USD only (specification, Limits 1); the code is accepted in any case.
export const ZCurrency = z
  .string({ error: "The currency field is required." })
  .trim()
  .refine((v) => v.toUpperCase() === "USD", "The selected currency is invalid: the store prices in USD only.")
  .transform(() => "USD" as const);

export const ZCheckout = z.object({ currency: ZCurrency });
export const ZProfessionalCheckout = z.object({ currency: ZCurrency, student_id: z.number().int().positive().max(2_147_483_647) });
export const ZConfirmOrder = z.object({ payment_intent_id: z.string().trim().min(1).max(255) });

export const ZCourseRefParams = z.object({ course: z.string().min(1).max(64) });
export const ZOrderParams = z.object({ order: z.coerce.number().int().positive().max(2_147_483_647) });

export const ZStoreQuery = z.object({
  level: z.enum(["diver", "specialty", "professional", "trainer", "examiner"]).optional(),
  q: z.string().trim().max(100).optional(),
});

// ---- Records the store answers (the routes' response schemas; serializers are typed against them) ----

/** The specification's payment intent response: no `success` key beside it (plain envelope). */
export const ZPaymentIntent = z
  .object({
    client_secret: z.string().describe("Hand to the payment provider's SDK to collect the payment."),
    payment_intent_id: z.string(),
    order_id: z.number().int(),
    amount: z.number().int().describe("Integer cents, VAT included, computed by the server."),
    currency: z.string().regex(/^[A-Z]{3}$/).describe("Three-letter code (USD)."),
  })
  .meta({ id: "PaymentIntent", description: "Data of a checkout: the order created and the provider's payment intent." });
export type PaymentIntentRecord = z.input<typeof ZPaymentIntent>;

const ZOrderState = z.enum(OrderStatus).describe("pending → paid, or pending → failed/canceled; paid → partially_refunded → refunded by staff or the provider; never backwards.");
const ZCourseRefRecord = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

export const ZOrderConfirmation = z
  .object({
    order_id: z.number().int(),
    status: ZOrderState,
    course_log_code: z.string().nullable().describe("The course log the payment activated."),
  })
  .meta({ id: "OrderConfirmation", description: "A confirmed (paid) course order." });
export type OrderConfirmationRecord = z.input<typeof ZOrderConfirmation>;

export const ZOrderStatus = z
  .object({
    order_id: z.number().int(),
    kind: z.enum(OrderKind).describe("course: a course purchase; renewal: a professional membership year; seats: a dive center's bulk e-learning seats."),
    status: ZOrderState,
    amount: z.number().int().describe("Integer cents, VAT included."),
    currency: z.string().regex(/^[A-Z]{3}$/),
    course: ZCourseRefRecord.nullable().describe("null for a membership renewal."),
    course_log_code: z.string().nullable().describe("null until the payment activated a course log."),
    paid_at: zIsoMicro().nullable(),
    refunded_amount: z.number().int().describe("Integer cents refunded so far (0 unless the status is partially_refunded or refunded)."),
  })
  .meta({ id: "OrderStatus", description: "An order of the buyer." });
export type OrderStatusRecord = z.input<typeof ZOrderStatus>;

export const ZStoreItem = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    level: z.enum(CourseLevel),
    level_label: z.string().describe("The level's name in the response language."),
    iso_equivalent: z.string().nullable(),
    description: z.string(),
    price: z.number().int().describe("Integer USD cents, without VAT."),
    currency: z.string().regex(/^[A-Z]{3}$/).describe("Always USD: the store prices in USD only."),
    validity_months: z.number().int(),
    min_age: z.number().int(),
    prerequisites: z.array(z.string()).describe("Codes of the courses to hold first."),
    modules_count: z.number().int(),
    vat_rate: z.number().describe("This diver's VAT percentage (0 when none applies)."),
    price_with_vat: z.number().int().describe("Integer USD cents with this diver's VAT, rounded half up."),
  })
  .meta({ id: "StoreItem", description: "A course for sale, priced for the diver asking." });
export type StoreItemRecord = z.input<typeof ZStoreItem>;

export const ZWebhookReceipt = z
  .object({ received: z.literal(true), duplicate: z.literal(true).optional().describe("Present when the event was already processed.") })
  .meta({ id: "WebhookReceipt" });
export type WebhookReceipt = z.input<typeof ZWebhookReceipt>;

/** The confirm routes' errors (course orders and renewals alike). */
export const confirmErrors = {
  404: "Unknown order, or another buyer's.",
  409: "The payment has not succeeded (`payment_status` gives the provider's state), or the order is failed or canceled.",
  422: "Validation failed, or the payment intent does not belong to this order.",
} as const;

// ---------------------------------------------------------------- staff console: orders (decision 0031)

const MAX_INT4 = 2_147_483_647;

export const ZAdminOrderParams = z.object({
  id: z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().min(1).max(MAX_INT4)),
});

export const ZAdminOrderQuery = ZPageQuery.extend({
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(OrderStatus, { error: `The status must be one of: ${Object.values(OrderStatus).join(", ")}.` }).optional())
    .describe("Only orders in this state."),
  q: z.string().trim().max(200, "The search may have at most 200 characters.").optional()
    .describe("Order number, member id or e-mail (buyer or student), or payment intent id; case- and accent-insensitive."),
});
export type AdminOrderQuery = z.output<typeof ZAdminOrderQuery>;

export const ZRefundOrder = z.object({
  reason: z.string({ error: "The reason field is required." }).trim().min(3, "The reason must be at least 3 characters.").max(500, "The reason may have at most 500 characters."),
  amount: z.number({ error: "The amount must be a whole number of cents." }).int("The amount must be a whole number of cents.")
    .min(1, "The amount must be at least 1 cent.").max(MAX_INT4, "The amount is too large.").optional()
    .describe("Integer cents; default: everything not yet refunded."),
});
export type RefundOrderInput = z.output<typeof ZRefundOrder>;

const ZMemberRef = z.object({ id: z.number().int(), member_id: z.string().nullable(), full_name: z.string().nullable(), email: z.string() });

export const ZAdminOrder = ZOrderStatus.extend({
  status_label: z.string().describe("The status in the response language."),
  buyer: ZMemberRef.describe("Who paid."),
  student: ZMemberRef.describe("Who learns (the buyer, or a professional's student)."),
  refunded_amount: z.number().int().describe("Integer cents refunded at the provider so far."),
  refundable_amount: z.number().int().describe("Integer cents that can still be refunded (paid orders; refunds in progress held back)."),
  payment_intent_id: z.string().nullable(),
  created_at: zIsoMicro(),
  quantity: z.number().int().describe("Seats bought (seat orders); 1 for other orders."),
  dive_center: z.object({ id: z.number().int(), name: z.string() }).nullable().describe("The dive center that bought (seat orders); null for other orders."),
}).meta({ id: "AdminOrder", description: "An order as the staff console lists it." });
export type AdminOrderRecord = z.input<typeof ZAdminOrder>;

export const ZOrderRefund = z.object({
  id: z.number().int(),
  amount: z.number().int().describe("Integer cents."),
  currency: z.string(),
  status: z.enum(["pending", "succeeded", "failed"]).describe("pending: reserved, the provider has not answered yet."),
  source: z.enum(["console", "provider"]).describe("console: asked for here; provider: made at the provider (e.g. its dashboard)."),
  reason: z.string(),
  provider_refund_id: z.string().nullable(),
  requested_by: z.object({ id: z.number().int(), full_name: z.string().nullable() }).nullable(),
  failure_reason: z.string().nullable(),
  created_at: zIsoMicro(),
  completed_at: zIsoMicro().nullable(),
}).meta({ id: "OrderRefund" });
export type OrderRefundRecord = z.input<typeof ZOrderRefund>;

export const ZAdminOrderDetail = ZAdminOrder.extend({ refunds: z.array(ZOrderRefund) })
  .meta({ id: "AdminOrderDetail", description: "An order with its refunds, newest first." });
export type AdminOrderDetailRecord = z.input<typeof ZAdminOrderDetail>;
