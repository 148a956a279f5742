import { randomBytes } from "node:crypto";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import { stripe, webhookSecret } from "@/lib/payments/config";

// Events are signed exactly like Stripe signs them, so the webhook route verifies them with the
// same code it uses for real Stripe.

export type Deliver = (payload: string, signature: string) => Promise<void>;

export function signPayload(payload: string): string {
  return stripe().webhooks.generateTestHeaderString({ payload, secret: webhookSecret() });
}

export function buildEvent(type: string, object: unknown) {
  return {
    id: `evt_${randomBytes(12).toString("hex")}`,
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

export async function emitEvent(type: string, object: unknown, deliver: Deliver): Promise<void> {
  const payload = JSON.stringify(buildEvent(type, object));
  await deliver(payload, signPayload(payload));
}

/** Delivery over HTTP to the app's webhook, in the background with a few retries (like Stripe). */
export const deliverOverHttp: Deliver = async (payload, signature) => {
  const target = `${env().stripeEmulatorUrl}/api/v1/webhooks/stripe`;
  void (async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      try {
        const res = await fetch(target, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body: payload });
        if (res.ok) return;
        logger.warn("emulator webhook answered an error", { status: res.status });
      } catch (e) {
        logger.warn("emulator webhook delivery failed", { error: (e as Error).message });
      }
      await new Promise((r) => setTimeout(r, 250 * 2 ** attempt));
    }
  })();
};
