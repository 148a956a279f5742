import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { constructEvent, stripe } from "@/lib/payments/config";
import { startStripeEmulator } from "@/tests/support/stripe-emulator";

const events: { type: string; payload: string; signature: string }[] = [];
let emulator: Awaited<ReturnType<typeof startStripeEmulator>>;

beforeAll(async () => {
  emulator = await startStripeEmulator(async (payload, signature) => {
    events.push({ type: JSON.parse(payload).type, payload, signature });
  });
});
afterAll(() => emulator.close());

describe("Stripe SDK against the built-in emulator over HTTP", () => {
  it("creates with an idempotency key, retrieves and confirms with a test card", async () => {
    const key = `order-${Date.now()}`;
    const a = await stripe().paymentIntents.create({ amount: 39900, currency: "usd", metadata: { order_id: "7" } }, { idempotencyKey: key });
    const b = await stripe().paymentIntents.create({ amount: 39900, currency: "usd", metadata: { order_id: "7" } }, { idempotencyKey: key });
    expect(b.id).toBe(a.id);
    expect(a.status).toBe("requires_payment_method");
    expect(a.client_secret).toMatch(new RegExp(`^${a.id}_secret_`));
    expect(a.metadata).toEqual({ order_id: "7" });
    const got = await stripe().paymentIntents.retrieve(a.id);
    expect(got.amount).toBe(39900);
    const confirmed = await stripe().paymentIntents.confirm(a.id, { payment_method: "pm_card_visa" });
    expect(confirmed.status).toBe("succeeded");
    const event = events.find((e) => e.type === "payment_intent.succeeded" && e.payload.includes(a.id));
    expect(event).toBeDefined();
    const verified = constructEvent(event!.payload, event!.signature);
    expect((verified.data.object as Stripe.PaymentIntent).id).toBe(a.id);
  });

  it("declines the decline test card with a card error and a payment_failed event", async () => {
    const pi = await stripe().paymentIntents.create({ amount: 5000, currency: "usd" });
    await expect(stripe().paymentIntents.confirm(pi.id, { payment_method: "pm_card_chargeDeclined" })).rejects.toMatchObject({
      type: "StripeCardError",
      code: "card_declined",
    });
    const after = await stripe().paymentIntents.retrieve(pi.id);
    expect(after.status).toBe("requires_payment_method");
    expect(after.last_payment_error?.code).toBe("card_declined");
    expect(events.some((e) => e.type === "payment_intent.payment_failed" && e.payload.includes(pi.id))).toBe(true);
  });

  it("cancels, refuses to confirm a canceled intent, and 404s unknown ids", async () => {
    const pi = await stripe().paymentIntents.create({ amount: 5000, currency: "usd" });
    expect((await stripe().paymentIntents.cancel(pi.id)).status).toBe("canceled");
    await expect(stripe().paymentIntents.confirm(pi.id, { payment_method: "pm_card_visa" })).rejects.toMatchObject({ code: "payment_intent_unexpected_state" });
    await expect(stripe().paymentIntents.retrieve("pi_doesnotexist")).rejects.toMatchObject({ statusCode: 404 });
  });

  it("rejects a wrong key, a tiny amount and a tampered event signature", async () => {
    const res = await fetch(`${emulator.url}/v1/payment_intents`, { method: "POST", headers: { authorization: "Bearer sk_test_wrong" }, body: "amount=5000&currency=usd" });
    expect(res.status).toBe(401);
    await expect(stripe().paymentIntents.create({ amount: 10, currency: "usd" })).rejects.toMatchObject({ param: "amount" });
    const event = events[0]!;
    expect(() => constructEvent(event.payload.replace("payment_intent", "payment_intenX"), event.signature)).toThrow();
  });
});
