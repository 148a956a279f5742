import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as storeCourses from "@/app/api/v1/diver/store/courses/route";
import * as checkoutRoute from "@/app/api/v1/diver/store/courses/[course]/checkout/route";
import * as orderRoute from "@/app/api/v1/diver/store/orders/[order]/route";
import * as confirmRoute from "@/app/api/v1/diver/store/orders/[order]/confirm/route";
import * as proCheckout from "@/app/api/v1/professional/store/courses/[course]/checkout/route";
import * as proConfirm from "@/app/api/v1/professional/store/orders/[order]/confirm/route";
import * as webhook from "@/app/api/v1/webhooks/stripe/route";
import { getDb } from "@/lib/db/client";
import { stripe } from "@/lib/payments/config";
import { buildEvent, signPayload } from "@/lib/payments/emulator/events";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { createCourse, grantCertification } from "@/tests/support/learning-factories";
import { startStripeEmulator } from "@/tests/support/stripe-emulator";

// Events the emulator emits are kept, so tests can deliver them (again, late, out of order).
const emitted: { payload: string; signature: string }[] = [];
let emulator: Awaited<ReturnType<typeof startStripeEmulator>>;

beforeAll(async () => {
  emulator = await startStripeEmulator(async (payload, signature) => void emitted.push({ payload, signature }));
});
afterAll(() => emulator.close());

async function purchasableCourse(price = 39900, options: Parameters<typeof createCourse>[0] = {}) {
  const course = await createCourse(options);
  const db = await getDb();
  await db.course.update({ where: { id: course.id }, data: { priceCents: price, purchasable: true } });
  return course;
}

const deliver = (payload: string, signature = signPayload(payload)) =>
  call(webhook.POST, { method: "POST", path: "/api/v1/webhooks/stripe", body: payload, headers: { "content-type": "application/json", "stripe-signature": signature } });

async function checkoutAs(token: string, course: string | number, body: unknown = { currency: "usd" }) {
  return call(checkoutRoute.POST, { method: "POST", path: `/api/v1/diver/store/courses/${course}/checkout`, token, body, params: { course: String(course) } });
}

async function courseLogsOf(userId: number, courseId: number) {
  const db = await getDb();
  return db.courseLog.count({ where: { userId, courseId } });
}

describe("store: listing and checkout", () => {
  it("lists purchasable courses with the diver's VAT", async () => {
    const course = await purchasableCourse(10000);
    const diver = await createUser({ country: "IT" });
    const res = await call(storeCourses.GET, { path: "/api/v1/diver/store/courses", token: diver.token });
    expect(res.status).toBe(200);
    const item = res.json.data.find((c: { id: number }) => c.id === course.id);
    expect(item).toMatchObject({ price: 10000, currency: "USD", vat_rate: 22, price_with_vat: 12200 });
  });

  it("answers the payment intent response exactly as the specification shows", async () => {
    const course = await purchasableCourse(39900);
    const diver = await createUser({ country: "IT" });
    const res = await checkoutAs(diver.token, course.code);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(["data", "message", "status"]);
    expect(res.json.status).toBe("success");
    expect(Object.keys(res.json.data).sort()).toEqual(["amount", "client_secret", "currency", "order_id", "payment_intent_id"]);
    expect(res.json.data).toMatchObject({ amount: 48678, currency: "USD" });
    expect(Number.isInteger(res.json.data.order_id)).toBe(true);
    const intent = await stripe().paymentIntents.retrieve(res.json.data.payment_intent_id);
    expect(intent.amount).toBe(48678);
    expect(intent.client_secret).toBe(res.json.data.client_secret);
    // A double tap returns the same pending order and intent.
    const again = await checkoutAs(diver.token, course.id);
    expect(again.json.data.order_id).toBe(res.json.data.order_id);
    expect(again.json.data.payment_intent_id).toBe(res.json.data.payment_intent_id);
  });

  it("refuses bad checkouts with the right status", async () => {
    const course = await purchasableCourse();
    const diver = await createUser();
    expect((await call(checkoutRoute.POST, { method: "POST", path: `/api/v1/diver/store/courses/${course.id}/checkout`, body: { currency: "USD" }, params: { course: String(course.id) } })).status).toBe(401);
    const missing = await checkoutAs(diver.token, course.id, {});
    expect(missing.status).toBe(422);
    expect(missing.json.errors.currency).toBeDefined();
    const euro = await checkoutAs(diver.token, course.id, { currency: "EUR" });
    expect(euro.status).toBe(422);
    expect(euro.json.errors.currency[0]).toMatch(/USD/);
    expect((await checkoutAs(diver.token, course.id, { currency: 5 })).status).toBe(422);
    const unknown = await checkoutAs(diver.token, "NOPE-404");
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors.course).toBeDefined();
    const free = await purchasableCourse(0);
    expect((await checkoutAs(diver.token, free.id)).status).toBe(422);

    const advanced = await purchasableCourse(20000, { prerequisites: [course.id] });
    const prereq = await checkoutAs(diver.token, advanced.id);
    expect(prereq.status).toBe(422);
    expect(prereq.json.errors.course[0]).toMatch(/certification is required/);
    await grantCertification(diver.user.id, course.id);
    expect((await checkoutAs(diver.token, advanced.id)).status).toBe(200);

    const adultOnly = await purchasableCourse(20000, { minAge: 18 });
    const minor = await createUser({ minor: true, guardianAccepted: true });
    expect((await checkoutAs(minor.token, adultOnly.id)).status).toBe(422);
    const minorNoConsent = await createUser({ minor: true, guardianAccepted: false });
    const forbidden = await checkoutAs(minorNoConsent.token, course.id);
    expect(forbidden.status).toBe(403);
    const unverified = await createUser({ verified: false });
    expect((await checkoutAs(unverified.token, course.id)).status).toBe(403);
  });
});

describe("store: confirmation, webhooks and exactly-once activation", () => {
  it("confirms only after the payment succeeded and activates one course log", async () => {
    const course = await purchasableCourse();
    const diver = await createUser();
    const { json } = await checkoutAs(diver.token, course.id);
    const { order_id, payment_intent_id } = json.data;
    const confirmBody = { method: "POST", path: `/api/v1/diver/store/orders/${order_id}/confirm`, token: diver.token, body: { payment_intent_id }, params: { order: String(order_id) } };
    const early = await call(confirmRoute.POST, confirmBody);
    expect(early.status).toBe(409);
    expect(early.json.payment_status).toBe("requires_payment_method");

    await stripe().paymentIntents.confirm(payment_intent_id, { payment_method: "pm_card_visa" });
    // Concurrent confirmations from a flaky app: one activation.
    const results = await Promise.all([call(confirmRoute.POST, confirmBody), call(confirmRoute.POST, confirmBody), call(confirmRoute.POST, confirmBody)]);
    for (const r of results) {
      expect(r.status).toBe(200);
      expect(r.json.data).toMatchObject({ order_id, status: "paid" });
      expect(r.json.data.course_log_code).toMatch(/^CL-[A-Z0-9]{8}$/);
    }
    expect(await courseLogsOf(diver.user.id, course.id)).toBe(1);
    // Then every webhook the emulator emitted, three times each, newest first.
    const mine = emitted.filter((e) => e.payload.includes(payment_intent_id));
    for (const e of [...mine].reverse().concat(mine, mine)) expect((await deliver(e.payload, e.signature)).status).toBe(200);
    expect(await courseLogsOf(diver.user.id, course.id)).toBe(1);

    const status = await call(orderRoute.GET, { path: `/api/v1/diver/store/orders/${order_id}`, token: diver.token, params: { order: String(order_id) } });
    expect(status.json.data).toMatchObject({ order_id, status: "paid", amount: 48678, currency: "USD", course: { id: course.id } });
    expect(status.json.data.paid_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/);
    // Another user's order does not exist for them.
    const other = await createUser();
    expect((await call(orderRoute.GET, { path: `/api/v1/diver/store/orders/${order_id}`, token: other.token, params: { order: String(order_id) } })).status).toBe(404);
    expect((await call(confirmRoute.POST, { ...confirmBody, token: other.token })).status).toBe(404);
  });

  it("activates by webhook alone, ignores replays and out-of-order failures, and never goes backwards", async () => {
    const course = await purchasableCourse();
    const diver = await createUser();
    const { json } = await checkoutAs(diver.token, course.id);
    const pi = json.data.payment_intent_id as string;
    await expect(stripe().paymentIntents.confirm(pi, { payment_method: "pm_card_chargeDeclined" })).rejects.toMatchObject({ code: "card_declined" });
    await stripe().paymentIntents.confirm(pi, { payment_method: "pm_card_visa" });
    const events = emitted.filter((e) => e.payload.includes(pi));
    expect(events.map((e) => JSON.parse(e.payload).type)).toEqual(["payment_intent.payment_failed", "payment_intent.succeeded"]);
    const [failed, succeeded] = events as [(typeof events)[0], (typeof events)[0]];
    for (const e of [succeeded, succeeded, failed, succeeded, failed, failed]) expect((await deliver(e.payload, e.signature)).status).toBe(200);
    const db = await getDb();
    const order = await db.order.findUniqueOrThrow({ where: { id: json.data.order_id } });
    expect(order.status).toBe("paid");
    expect(await courseLogsOf(diver.user.id, course.id)).toBe(1);
    // A late cancel event cannot move a paid order.
    const cancel = JSON.stringify(buildEvent("payment_intent.canceled", { ...JSON.parse(succeeded.payload).data.object, status: "canceled" }));
    await deliver(cancel);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("paid");
  });

  it("rejects tampered signatures and does not activate on an amount or currency mismatch", async () => {
    const course = await purchasableCourse();
    const diver = await createUser();
    const { json } = await checkoutAs(diver.token, course.id);
    const intent = await stripe().paymentIntents.retrieve(json.data.payment_intent_id);
    const forged = JSON.stringify(buildEvent("payment_intent.succeeded", { ...intent, status: "succeeded" }));
    const tampered = await deliver(forged, signPayload(forged).replace(/v1=([0-9a-f])/, (_, c) => `v1=${c === "0" ? "1" : "0"}`));
    expect(tampered.status).toBe(400);
    expect((await deliver(forged, "")).status).toBe(400);
    for (const change of [{ amount: intent.amount - 1 }, { currency: "eur" }]) {
      await deliver(JSON.stringify(buildEvent("payment_intent.succeeded", { ...intent, ...change, status: "succeeded" })));
    }
    const db = await getDb();
    expect((await db.order.findUniqueOrThrow({ where: { id: json.data.order_id } })).status).toBe("pending");
    expect(await courseLogsOf(diver.user.id, course.id)).toBe(0);
  });

  it("lets a professional buy a course for a student, naming them as instructor", async () => {
    const course = await purchasableCourse();
    const pro = await createUser({ professional: true, diveCenter: true });
    const student = await createUser();
    const diver = await createUser();
    const body = { currency: "USD", student_id: student.user.id };
    const asDiver = await call(proCheckout.POST, { method: "POST", path: `/api/v1/professional/store/courses/${course.id}/checkout`, token: diver.token, body, params: { course: String(course.id) } });
    expect(asDiver.status).toBe(403);
    const bad = await call(proCheckout.POST, { method: "POST", path: `/api/v1/professional/store/courses/${course.id}/checkout`, token: pro.token, body: { currency: "USD", student_id: 999999 }, params: { course: String(course.id) } });
    expect(bad.status).toBe(422);
    const res = await call(proCheckout.POST, { method: "POST", path: `/api/v1/professional/store/courses/${course.id}/checkout`, token: pro.token, body, params: { course: String(course.id) } });
    expect(res.status).toBe(200);
    await stripe().paymentIntents.confirm(res.json.data.payment_intent_id, { payment_method: "pm_card_visa" });
    const confirmed = await call(proConfirm.POST, {
      method: "POST",
      path: `/api/v1/professional/store/orders/${res.json.data.order_id}/confirm`,
      token: pro.token,
      body: { payment_intent_id: res.json.data.payment_intent_id },
      params: { order: String(res.json.data.order_id) },
    });
    expect(confirmed.status).toBe(200);
    const db = await getDb();
    const log = await db.courseLog.findUniqueOrThrow({ where: { logCode: confirmed.json.data.course_log_code } });
    expect(log).toMatchObject({ userId: student.user.id, instructorId: pro.user.id, source: "store" });
  });
});
