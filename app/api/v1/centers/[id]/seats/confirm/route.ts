import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { confirmSeatOrder } from "@/lib/center-seats/confirm-seat-order";
import { ZCenterParams, ZSeatConfirm, ZSeatConfirmation } from "@/lib/center-seats/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "verified",
    params: ZCenterParams,
    body: ZSeatConfirm,
    rateLimit: [{ policy: policies.write }],
    docs: {
      tag: "Dive centers",
      summary: "Confirm a paid seat order",
      description: "Owners and managers. Asks the payment provider about the order; when it is paid the seats are added, exactly once however many confirmations and webhooks arrive. Answers the order and the course's seats.",
      errors: {
        403: "Not an owner or manager of this dive center, or the center is deactivated.",
        404: "Unknown dive center, or not a seat order of this center.",
        409: "The payment has not succeeded (`payment_status` gives the provider's state), or the order is failed, canceled or refunded.",
      },
    },
    response: { description: "The paid order and the seats.", data: ZSeatConfirmation },
    handler: async ({ user, params, body }) => ok("Payment confirmed and seats added.", await confirmSeatOrder(user.id, params.id, body.order_id)),
  }),
});
