// Confirms a PaymentIntent from the browser against the built-in emulator, the request Stripe.js
// makes: the publishable key as bearer, the client secret and the card in Stripe's form encoding.

export type ConfirmOutcome =
  | { kind: "succeeded" }
  /** The intent can no longer be confirmed (already paid or closed): the order page tells which. */
  | { kind: "settled" }
  | { kind: "declined" }
  | { kind: "error"; message: string };

type Card = { number: string; expiry: { month: number; year: number }; cvc: string; name: string };
/** The words of the two failures, in the page's language. */
type Texts = { unreachable: string; notCompleted: string };
type Input = { paymentIntentId: string; clientSecret: string; publishableKey: string; card: Card; texts: Texts };
type StripeAnswer = { status?: string; error?: { code?: string; message?: string } };

export async function confirmWithEmulator({ paymentIntentId, clientSecret, publishableKey, card, texts }: Input): Promise<ConfirmOutcome> {
  const body = new URLSearchParams({
    client_secret: clientSecret,
    "payment_method_data[type]": "card",
    "payment_method_data[card][number]": card.number,
    "payment_method_data[card][exp_month]": String(card.expiry.month),
    "payment_method_data[card][exp_year]": String(card.expiry.year),
    "payment_method_data[card][cvc]": card.cvc,
    "payment_method_data[billing_details][name]": card.name,
  });
  let res: Response;
  try {
    res = await fetch(`/v1/payment_intents/${encodeURIComponent(paymentIntentId)}/confirm`, {
      method: "POST",
      headers: { Authorization: `Bearer ${publishableKey}`, "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
  } catch {
    return { kind: "error", message: texts.unreachable };
  }
  const answer = (await res.json().catch(() => ({}))) as StripeAnswer;
  if (res.ok && answer.status === "succeeded") return { kind: "succeeded" };
  if (res.status === 402 || answer.error?.code === "card_declined") return { kind: "declined" };
  if (answer.error?.code === "payment_intent_unexpected_state") return { kind: "settled" };
  return { kind: "error", message: answer.error?.message ?? texts.notCompleted };
}
