import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as renewalsRoute from "@/app/api/v1/professional/renewals/route";
import * as checkoutRoute from "@/app/api/v1/professional/renewals/checkout/route";
import * as confirmRoute from "@/app/api/v1/professional/renewals/orders/[order]/confirm/route";
import * as storeConfirm from "@/app/api/v1/diver/store/orders/[order]/confirm/route";
import * as webhook from "@/app/api/v1/webhooks/stripe/route";
import { dateOnly, todayUtc, ymd } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { addUtcMonths } from "@/lib/learning/calendar";
import { stripe } from "@/lib/payments/config";
import { addUtcDays } from "@/lib/professional/membership-status";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { startStripeEmulator } from "@/tests/support/stripe-emulator";

const emitted: { payload: string; signature: string }[] = [];
let emulator: Awaited<ReturnType<typeof startStripeEmulator>>;
beforeAll(async () => {
  emulator = await startStripeEmulator(async (payload, signature) => void emitted.push({ payload, signature }));
});
afterAll(() => emulator.close());

const day = (offset: number) => ymd(addUtcDays(todayUtc(), offset))!;
const renewals = (token: string) => call(renewalsRoute.GET, { path: "/api/v1/professional/renewals", token });
const checkout = (token: string, body: unknown = { currency: "usd" }) => call(checkoutRoute.POST, { method: "POST", path: "/api/v1/professional/renewals/checkout", token, body });
const confirm = (token: string, order: number, payment_intent_id: string) =>
  call(confirmRoute.POST, { method: "POST", path: `/api/v1/professional/renewals/orders/${order}/confirm`, token, body: { payment_intent_id }, params: { order: String(order) } });
const deliver = (e: { payload: string; signature: string }) =>
  call(webhook.POST, { method: "POST", path: "/api/v1/webhooks/stripe", body: e.payload, headers: { "content-type": "application/json", "stripe-signature": e.signature } });

async function membership(userId: number) {
  const db = await getDb();
  return db.professionalMembership.findUniqueOrThrow({ where: { userId } });
}

describe("renewals: reading", () => {
  it("answers dates, status, price with VAT and an empty history", async () => {
    const pro = await createUser({ professional: { renewalDate: "2026-01-15", expireDate: day(100) }, country: "IT" });
    const res = await renewals(pro.token);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      renewal_date: "2026-01-15", expire_date: day(100), professional_status: "Professional Active", professional_status_code: "active",
      price: 12900, price_with_vat: 15738, vat_rate: 22, currency: "USD", history: [],
    });
    const diver = await createUser();
    expect((await renewals(diver.token)).status).toBe(403);
    expect((await call(renewalsRoute.GET, { path: "/api/v1/professional/renewals" })).status).toBe(401);
  });

  it("is expired by the clock as soon as expire_date has passed, wherever it is read", async () => {
    const yesterday = await createUser({ professional: { expireDate: day(-1) } });
    const today = await createUser({ professional: { expireDate: day(0) } });
    expect((await renewals(yesterday.token)).json.data).toMatchObject({ professional_status: "Professional Expired", professional_status_code: "expired" });
    expect((await renewals(today.token)).json.data.professional_status_code).toBe("active");
    const profile = await import("@/app/api/v1/profile/route");
    const user = await call(profile.GET, { path: "/api/v1/profile", token: yesterday.token });
    expect(user.json.data.professional_status).toBe("Professional Expired");
    const it = await call(profile.GET, { path: "/api/v1/profile?lang=it", token: yesterday.token });
    expect(it.json.data.professional_status).toBe("Professionista scaduto");
  });
});

describe("renewals: payment through the store's Stripe path", () => {
  it("checks out with the payment intent shape, reuses the pending order, and refuses bad input", async () => {
    const pro = await createUser({ professional: true, country: "IT" });
    const res = await checkout(pro.token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json.data).sort()).toEqual(["amount", "client_secret", "currency", "order_id", "payment_intent_id"]);
    expect(res.json.data).toMatchObject({ amount: 15738, currency: "USD" });
    const intent = await stripe().paymentIntents.retrieve(res.json.data.payment_intent_id);
    expect(intent.amount).toBe(15738);
    const taps = await Promise.all([checkout(pro.token), checkout(pro.token)]);
    for (const t of taps) expect(t.json.data).toMatchObject({ order_id: res.json.data.order_id, payment_intent_id: res.json.data.payment_intent_id });
    expect((await checkout(pro.token, { currency: "EUR" })).json.errors.currency).toBeDefined();
    expect((await checkout(pro.token, {})).status).toBe(422);
    expect((await checkout((await createUser()).token)).status).toBe(403);
    const suspended = await createUser({ professional: { status: "suspended" } });
    expect((await checkout(suspended.token)).status).toBe(403);
  });

  it("extends the expiry once whatever confirmations and webhooks race, and records the history", async () => {
    const pro = await createUser({ professional: { expireDate: day(20) } });
    const { json } = await checkout(pro.token);
    const { order_id, payment_intent_id } = json.data;
    const early = await confirm(pro.token, order_id, payment_intent_id);
    expect(early.status).toBe(409);
    expect(early.json.payment_status).toBe("requires_payment_method");
    await stripe().paymentIntents.confirm(payment_intent_id, { payment_method: "pm_card_visa" });
    const events = emitted.filter((e) => e.payload.includes(payment_intent_id));
    expect(events).toHaveLength(1);
    // Confirmations and webhook deliveries at the same time, then replays.
    const results = await Promise.all([confirm(pro.token, order_id, payment_intent_id), deliver(events[0]!), confirm(pro.token, order_id, payment_intent_id), deliver(events[0]!)]);
    for (const r of results) expect(r.status).toBe(200);
    const expected = ymd(addUtcMonths(dateOnly(day(20)), 12));
    expect(results[0]!.json.data).toEqual({ order_id, status: "paid", expire_date: expected });
    for (const e of [events[0]!, events[0]!]) await deliver(e);
    expect((await confirm(pro.token, order_id, payment_intent_id)).json.data.expire_date).toBe(expected);
    const m = await membership(pro.user.id);
    expect(ymd(m.expireDate)).toBe(expected);
    expect(ymd(m.renewalDate)).toBe(day(0));

    const read = await renewals(pro.token);
    expect(read.json.data.history).toEqual([
      { year: Number(expected!.slice(0, 4)), paid_at: expect.stringMatching(/\.\d{6}\+00:00$/), order_id, amount: 15738, currency: "USD", period_start: day(20), period_end: expected },
    ]);
    // A renewal order is not a course order, and the other way round.
    expect((await call(storeConfirm.POST, { method: "POST", path: `/api/v1/diver/store/orders/${order_id}/confirm`, token: pro.token, body: { payment_intent_id }, params: { order: String(order_id) } })).status).toBe(404);
    const other = await createUser({ professional: true });
    expect((await confirm(other.token, order_id, payment_intent_id)).status).toBe(404);
    // A second renewal starts where the first ends, and a new checkout is a new order.
    const second = await checkout(pro.token);
    expect(second.json.data.order_id).not.toBe(order_id);
    await stripe().paymentIntents.confirm(second.json.data.payment_intent_id, { payment_method: "pm_card_visa" });
    const next = emitted.filter((e) => e.payload.includes(second.json.data.payment_intent_id));
    for (const e of [...next, ...next]) await deliver(e);
    expect(ymd((await membership(pro.user.id)).expireDate)).toBe(ymd(addUtcMonths(dateOnly(expected!), 12)));
    expect((await renewals(pro.token)).json.data.history.map((h: { order_id: number }) => h.order_id)).toEqual([second.json.data.order_id, order_id]);
  });

  it("renews an expired professional from today, by webhook alone, ignoring a declined card event", async () => {
    const pro = await createUser({ professional: { status: "expired", expireDate: day(-40) } });
    const { json } = await checkout(pro.token);
    const pi = json.data.payment_intent_id as string;
    await expect(stripe().paymentIntents.confirm(pi, { payment_method: "pm_card_chargeDeclined" })).rejects.toMatchObject({ code: "card_declined" });
    await stripe().paymentIntents.confirm(pi, { payment_method: "pm_card_visa" });
    const [failed, succeeded] = emitted.filter((e) => e.payload.includes(pi));
    for (const e of [succeeded!, failed!, succeeded!, failed!]) expect((await deliver(e)).status).toBe(200);
    const m = await membership(pro.user.id);
    expect(m.status).toBe("active");
    expect(ymd(m.expireDate)).toBe(ymd(addUtcMonths(todayUtc(), 12)));
    expect((await renewals(pro.token)).json.data.professional_status_code).toBe("active");
  });
});
