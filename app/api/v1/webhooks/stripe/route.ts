import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { handleStripeWebhook } from "@/lib/store/handle-webhook";

// Public, but every event's signature is checked on the raw body before anything happens.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    handler: async ({ req }) => ok("Webhook received.", await handleStripeWebhook(await req.text(), req.headers.get("stripe-signature"))),
  }),
});
