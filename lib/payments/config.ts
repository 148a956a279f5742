import Stripe from "stripe";
import { hmacHex } from "@/lib/auth/keys";
import { env } from "@/lib/env";

// One code path for real Stripe and the built-in emulator: the same SDK, pointed elsewhere.

export const EMULATOR_SECRET_KEY = "sk_test_divecert_emulator";
export const EMULATOR_PUBLISHABLE_KEY = "pk_test_divecert_emulator";

/** No STRIPE_SECRET_KEY, and the embedded mode or STRIPE_EMULATOR=1 (lib/env.ts refuses anything else). */
export const usingEmulator = () => env().stripeEmulator;

/** The webhook signing secret: configured for real Stripe, derived from AUTH_SECRET for the emulator. */
export function webhookSecret(): string {
  const configured = env().stripeWebhookSecret;
  if (configured) return configured;
  return `whsec_${hmacHex("url", "stripe-emulator-webhook").slice(0, 32)}`;
}

export const publishableKey = () => env().stripePublishableKey ?? EMULATOR_PUBLISHABLE_KEY;

/**
 * The payment page takes cards through Stripe's Payment Element (@stripe/stripe-js) whenever a
 * publishable key is configured; only without one (the built-in emulator) it shows the test-card form.
 */
export const usesPaymentElement = () => Boolean(env().stripePublishableKey);

let cached: { key: string; client: Stripe } | undefined;

export function stripe(): Stripe {
  const settings = env();
  const key = settings.stripeSecretKey ?? `${EMULATOR_SECRET_KEY}:${settings.stripeEmulatorUrl}`;
  if (cached?.key === key) return cached.client;
  let client: Stripe;
  if (settings.stripeSecretKey) {
    client = new Stripe(settings.stripeSecretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  } else if (!settings.stripeEmulator) {
    throw new Error("Stripe is not configured: STRIPE_SECRET_KEY is unset and the emulator is off (STRIPE_EMULATOR).");
  } else {
    const url = new URL(settings.stripeEmulatorUrl);
    client = new Stripe(EMULATOR_SECRET_KEY, {
      host: url.hostname,
      port: url.port || (url.protocol === "https:" ? 443 : 80),
      protocol: url.protocol === "https:" ? "https" : "http",
      maxNetworkRetries: 1,
      timeout: 10_000,
      telemetry: false,
    });
  }
  cached = { key, client };
  return client;
}

/** Verifies the signature on the raw body; throws on a tampered or stale event. */
export function constructEvent(rawBody: string, signature: string | null): Stripe.Event {
  return stripe().webhooks.constructEvent(rawBody, signature ?? "", webhookSecret());
}
