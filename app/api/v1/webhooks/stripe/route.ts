import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { handleStripeWebhook } from "@/lib/store/handle-webhook";
import { ZWebhookReceipt } from "@/lib/store/schema";

// Public, but every event's signature is checked on the raw body before anything happens.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    docs: {
      tag: "Webhooks",
      summary: "Receive a Stripe event",
      description: "The signature is checked on the raw body before anything happens. Events are processed once; a repeated event answers `duplicate: true`.",
      rawBody: { description: "A Stripe event, exactly as Stripe sends it." },
      headers: [{ name: "Stripe-Signature", description: "Stripe's signature of the raw body.", required: true }],
      errors: { 400: "Missing or invalid signature." },
    },
    response: { description: "Received.", data: ZWebhookReceipt },
    handler: async ({ req }) => ok("Webhook received.", await handleStripeWebhook(await req.text(), req.headers.get("stripe-signature"))),
  }),
});
