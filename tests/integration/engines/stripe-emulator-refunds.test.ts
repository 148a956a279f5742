import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { constructEvent, stripe } from "@/lib/payments/config";
import { startStripeEmulator } from "@/tests/support/stripe-emulator";

// The emulator's Refunds API driven by the real Stripe SDK over HTTP (decision 0031).

const events: { type: string; payload: string; signature: string }[] = [];
let emulator: Awaited<ReturnType<typeof startStripeEmulator>>;

beforeAll(async () => {
  emulator = await startStripeEmulator(async (payload, signature) => void events.push({ type: JSON.parse(payload).type, payload, signature }));
});
afterAll(() => emulator.close());

async function paidIntent(amount = 10000) {
  const pi = await stripe().paymentIntents.create({ amount, currency: "usd" });
  return stripe().paymentIntents.confirm(pi.id, { payment_method: "pm_card_visa" });
}

describe("emulator refunds through the Stripe SDK", () => {
  it("refunds part of a charge with Stripe's refund object and a signed charge.refunded event", async () => {
    const pi = await paidIntent(10000);
    const refund = await stripe().refunds.create({ payment_intent: pi.id, amount: 2500, reason: "requested_by_customer", metadata: { order_id: "9" } });
    expect(refund).toMatchObject({ object: "refund", amount: 2500, currency: "usd", payment_intent: pi.id, status: "succeeded", reason: "requested_by_customer", metadata: { order_id: "9" } });
    expect(refund.id).toMatch(/^re_/);
    expect(refund.charge).toMatch(/^ch_/);
    expect(Number.isInteger(refund.created)).toBe(true);
    const event = events.find((e) => e.type === "charge.refunded" && e.payload.includes(pi.id));
    expect(event).toBeDefined();
    const verified = constructEvent(event!.payload, event!.signature);
    const charge = verified.data.object as Stripe.Charge;
    expect(charge).toMatchObject({ object: "charge", id: refund.charge, amount: 10000, amount_refunded: 2500, refunded: false, payment_intent: pi.id });
  });

  it("defaults to the remaining amount, then refuses anything more with Stripe's error shapes", async () => {
    const pi = await paidIntent(8000);
    await stripe().refunds.create({ payment_intent: pi.id, amount: 3000 });
    await expect(stripe().refunds.create({ payment_intent: pi.id, amount: 6000 })).rejects.toMatchObject({
      type: "StripeInvalidRequestError", code: "amount_too_large", param: "amount", statusCode: 400,
    });
    const rest = await stripe().refunds.create({ payment_intent: pi.id });
    expect(rest.amount).toBe(5000);
    const charge = constructEvent(events.at(-1)!.payload, events.at(-1)!.signature).data.object as Stripe.Charge;
    expect(charge).toMatchObject({ amount_refunded: 8000, refunded: true });
    await expect(stripe().refunds.create({ payment_intent: pi.id, amount: 1 })).rejects.toMatchObject({ code: "charge_already_refunded" });
  });

  it("lists by payment intent (Stripe's list shape) and retrieves by id", async () => {
    const pi = await paidIntent(9000);
    const a = await stripe().refunds.create({ payment_intent: pi.id, amount: 1000 });
    const b = await stripe().refunds.create({ charge: a.charge as string, amount: 2000 });
    const page = await stripe().refunds.list({ payment_intent: pi.id });
    expect(page.object).toBe("list");
    expect(page.has_more).toBe(false);
    expect(page.data.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    expect((await stripe().refunds.retrieve(b.id)).amount).toBe(2000);
    await expect(stripe().refunds.retrieve("re_missing")).rejects.toMatchObject({ statusCode: 404, code: "resource_missing" });
  });

  it("honours the Idempotency-Key: the same key answers the same refund and refunds once", async () => {
    const pi = await paidIntent(5000);
    const key = `refund-${pi.id}`;
    const first = await stripe().refunds.create({ payment_intent: pi.id, amount: 1500 }, { idempotencyKey: key });
    const again = await stripe().refunds.create({ payment_intent: pi.id, amount: 1500 }, { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    expect((await stripe().refunds.list({ payment_intent: pi.id })).data).toHaveLength(1);
  });

  it("never refunds more than the charge however many requests race", async () => {
    const pi = await paidIntent(10000);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => stripe().refunds.create({ payment_intent: pi.id, amount: 3000 })));
    const ok = results.filter((r) => r.status === "fulfilled");
    expect(ok).toHaveLength(3);
    const total = (await stripe().refunds.list({ payment_intent: pi.id })).data.reduce((s, r) => s + r.amount, 0);
    expect(total).toBe(9000);
  });

  it("refuses an unpaid intent, a bad amount, a bad reason and a publishable key", async () => {
    const open = await stripe().paymentIntents.create({ amount: 5000, currency: "usd" });
    await expect(stripe().refunds.create({ payment_intent: open.id })).rejects.toMatchObject({ code: "charge_not_refundable" });
    const pi = await paidIntent(5000);
    await expect(stripe().refunds.create({ payment_intent: pi.id, amount: 0 })).rejects.toMatchObject({ param: "amount" });
    await expect(stripe().refunds.create({ payment_intent: pi.id, reason: "because" as "duplicate" })).rejects.toMatchObject({ param: "reason" });
    const res = await fetch(`${emulator.url}/v1/refunds?payment_intent=${pi.id}`, { headers: { authorization: "Bearer pk_test_divecert_emulator" } });
    expect(res.status).toBe(401);
  });
});
