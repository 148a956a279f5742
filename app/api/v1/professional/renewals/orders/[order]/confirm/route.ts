import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { confirmRenewal } from "@/lib/professional/confirm-renewal";
import { ZRenewalConfirm } from "@/lib/professional/schema";
import { ZOrderParams } from "@/lib/store/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "professional",
    params: ZOrderParams,
    body: ZRenewalConfirm,
    handler: async ({ user, params, body }) => ok("Payment confirmed and membership renewed.", await confirmRenewal(user.id, params.order, body.payment_intent_id)),
  }),
});
