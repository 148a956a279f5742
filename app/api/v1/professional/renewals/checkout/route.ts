import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { checkoutRenewal } from "@/lib/professional/checkout-renewal";
import { ZRenewalCheckout } from "@/lib/professional/schema";
import { ZPaymentIntent } from "@/lib/store/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "professional",
    body: ZRenewalCheckout,
    docs: {
      tag: "Professional",
      summary: "Check out a membership renewal",
      description: "Creates the renewal order and its payment intent (the same payment path as the store). Retrying returns the same pending order and intent.",
      errors: { 403: "The membership is suspended.", 422: "Validation failed (currency: USD only)." },
    },
    response: { description: "The payment intent (no `success` key in the envelope).", data: ZPaymentIntent },
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user }) => ok("Payment intent created.", await checkoutRenewal(user.id)),
  }),
});
