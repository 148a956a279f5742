import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { confirmRenewal } from "@/lib/professional/confirm-renewal";
import { ZRenewalConfirm, ZRenewalConfirmation } from "@/lib/professional/schema";
import { confirmErrors, ZOrderParams } from "@/lib/store/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "professional",
    params: ZOrderParams,
    body: ZRenewalConfirm,
    docs: {
      tag: "Professional",
      summary: "Confirm a paid renewal",
      description: "Extends `expire_date` by 12 months from the later of today and the current expiry, exactly once per order whatever confirmations and webhooks arrive.",
      errors: confirmErrors,
    },
    response: { description: "The order and the new expiry.", data: ZRenewalConfirmation },
    handler: async ({ user, params, body }) => ok("Payment confirmed and membership renewed.", await confirmRenewal(user.id, params.order, body.payment_intent_id)),
  }),
});
