import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { confirmOrder } from "@/lib/store/orders";
import { confirmErrors, ZConfirmOrder, ZOrderConfirmation, ZOrderParams } from "@/lib/store/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "verified",
    params: ZOrderParams,
    body: ZConfirmOrder,
    docs: {
      tag: "Diver store",
      summary: "Confirm a paid order",
      description: "Activates exactly one course log, however many confirmations and webhooks arrive.",
      errors: confirmErrors,
    },
    response: { description: "The order and its course log.", data: ZOrderConfirmation },
    handler: async ({ user, params, body }) => ok("Payment confirmed and course activated.", await confirmOrder(user.id, params.order, body.payment_intent_id)),
  }),
});
