import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { confirmOrder } from "@/lib/store/orders";
import { confirmErrors, ZConfirmOrder, ZOrderConfirmation, ZOrderParams } from "@/lib/store/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "professional",
    params: ZOrderParams,
    body: ZConfirmOrder,
    docs: { tag: "Professional", summary: "Confirm a paid order for a student", description: "The course log names you as instructor.", errors: confirmErrors },
    response: { description: "The order and its course log.", data: ZOrderConfirmation },
    handler: async ({ user, params, body }) => ok("Payment confirmed and course activated.", await confirmOrder(user.id, params.order, body.payment_intent_id)),
  }),
});
