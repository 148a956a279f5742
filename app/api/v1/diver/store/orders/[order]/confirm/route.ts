import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { confirmOrder } from "@/lib/store/orders";
import { ZConfirmOrder, ZOrderParams } from "@/lib/store/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "verified",
    params: ZOrderParams,
    body: ZConfirmOrder,
    handler: async ({ user, params, body }) => ok("Payment confirmed and course activated.", await confirmOrder(user.id, params.order, body.payment_intent_id)),
  }),
});
