import Stripe from "stripe";
import { stripe } from "@/lib/payments/config";

// The provider's refunds, through the SDK (real Stripe or the built-in emulator alike). Callers
// never hold a database transaction while these run.

export type ProviderRefund = Pick<Stripe.Refund, "id" | "amount" | "currency" | "status" | "reason" | "metadata" | "payment_intent" | "created">;

/** What a failed create means for the reservation behind it. */
export type RefundFailure =
  /** The provider refused it for good (e.g. more than the charge's unrefunded amount). */
  | { kind: "refused"; code: string | null; message: string }
  /** No answer (network, timeout, 5xx): the refund may or may not exist; ask again later. */
  | { kind: "unknown"; message: string };

export class ProviderRefundError extends Error {
  constructor(readonly failure: RefundFailure) {
    super(failure.message);
  }
}

/**
 * Creates one refund. `idempotencyKey` comes from the reservation, so a retry of the same
 * reservation (ours or the SDK's) can never refund twice.
 */
export async function createProviderRefund(input: {
  paymentIntentId: string;
  amount: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
}): Promise<ProviderRefund> {
  try {
    return await stripe().refunds.create(
      { payment_intent: input.paymentIntentId, amount: input.amount, reason: "requested_by_customer", metadata: input.metadata },
      { idempotencyKey: input.idempotencyKey },
    );
  } catch (e) {
    if (e instanceof Stripe.errors.StripeInvalidRequestError || e instanceof Stripe.errors.StripeCardError) {
      throw new ProviderRefundError({ kind: "refused", code: e.code ?? null, message: e.message });
    }
    throw new ProviderRefundError({ kind: "unknown", message: (e as Error).message });
  }
}

/** Every refund of a payment intent, newest first (the source of truth when reconciling). */
export async function listProviderRefunds(paymentIntentId: string): Promise<ProviderRefund[]> {
  const all: ProviderRefund[] = [];
  for await (const refund of stripe().refunds.list({ payment_intent: paymentIntentId, limit: 100 })) {
    all.push(refund);
    if (all.length >= 1000) break;
  }
  return all;
}
