import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { checkoutRenewal } from "@/lib/professional/checkout-renewal";
import { ZRenewalCheckout } from "@/lib/professional/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "professional",
    body: ZRenewalCheckout,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user }) => ok("Payment intent created.", await checkoutRenewal(user.id)),
  }),
});
