import { auditContext } from "@/lib/api/audit-context";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { refundOrder } from "@/lib/store/refund-order";
import { ZAdminOrderDetail, ZAdminOrderParams, ZRefundOrder } from "@/lib/store/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "staff",
    permission: "finance",
    params: ZAdminOrderParams,
    body: ZRefundOrder,
    rateLimit: [{ policy: policies.write }],
    docs: {
      tag: "Admin",
      summary: "Refund an order through the payment provider",
      description:
        "`{ reason, amount? }` (`amount` in cents; default: everything not yet refunded). One provider refund per successful request; " +
        "the order becomes `partially_refunded` or `refunded`. A full refund closes the course log (read-only) or takes the renewal year back. The buyer is e-mailed.",
      errors: {
        404: "Unknown order.",
        409: "The order is not paid, or the amount exceeds what is left to refund (`refundable_amount`), or the provider refused the refund.",
        422: "Validation failed (reason missing, amount not a positive whole number of cents or above the amount paid).",
        503: "The payment provider could not be reached; nothing was refunded.",
      },
    },
    response: { description: "The order after the refund, with its refunds.", data: ZAdminOrderDetail },
    handler: async (ctx) => ok("Order refunded.", await refundOrder(ctx.params.id, ctx.body, auditContext(ctx), ctx.lang)),
  }),
});
