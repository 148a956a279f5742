import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as checkoutRoute from "@/app/api/v1/diver/store/courses/[course]/checkout/route";
import * as quizRoute from "@/app/api/v1/diver/courses/[log_code]/modules/[module]/quiz/route";
import * as logRoute from "@/app/api/v1/diver/courses/[log_code]/route";
import * as syncCourse from "@/app/api/v1/sync/courses/[log_code]/route";
import * as orderRoute from "@/app/api/v1/diver/store/orders/[order]/route";
import * as renewalCheckout from "@/app/api/v1/professional/renewals/checkout/route";
import * as webhook from "@/app/api/v1/webhooks/stripe/route";
import * as adminOrders from "@/app/api/v1/admin/orders/route";
import * as adminOrder from "@/app/api/v1/admin/orders/[id]/route";
import * as refundRoute from "@/app/api/v1/admin/orders/[id]/refund/route";
import { AppError } from "@/lib/api/errors";
import { todayUtc, ymd } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { stripe } from "@/lib/payments/config";
import { addUtcDays } from "@/lib/professional/membership-status";
import { refundOrder } from "@/lib/store/refund-order";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { answersFor, createCourse } from "@/tests/support/learning-factories";
import { startStripeEmulator } from "@/tests/support/stripe-emulator";

// Refunds through the provider (decision 0031): the service against the emulator over HTTP with
// the real SDK, events handed to the webhook route as Stripe would.

type Event = { type: string; payload: string; signature: string };
const emitted: Event[] = [];
/** When true, every event goes to the webhook as soon as it is emitted (like Stripe). */
let live = true;
let emulator: Awaited<ReturnType<typeof startStripeEmulator>>;

const deliver = (e: Pick<Event, "payload" | "signature">) =>
  call(webhook.POST, { method: "POST", path: "/api/v1/webhooks/stripe", body: e.payload, headers: { "content-type": "application/json", "stripe-signature": e.signature } });

beforeAll(async () => {
  emulator = await startStripeEmulator(async (payload, signature) => {
    emitted.push({ type: JSON.parse(payload).type, payload, signature });
    if (live) await deliver({ payload, signature });
  });
});
afterAll(() => emulator.close());
beforeEach(() => {
  live = true;
});

let staff: Awaited<ReturnType<typeof createUser>>;
const audit = () => ({ actorId: staff.user.id, ip: "203.0.113.9", requestId: "req-test" });
beforeAll(async () => {
  staff = await createUser({ role: "admin", firstName: "Fina", lastName: "Staff" });
});

async function paidCourseOrder(price = 10000, lang = "en") {
  const course = await createCourse({ modules: 1, questionsPerModule: 2 });
  const db = await getDb();
  await db.course.update({ where: { id: course.id }, data: { priceCents: price, purchasable: true } });
  const diver = await createUser({ country: "US", defaultLanguage: lang });
  const res = await call(checkoutRoute.POST, { method: "POST", path: `/api/v1/diver/store/courses/${course.id}/checkout`, token: diver.token, body: { currency: "USD" }, params: { course: String(course.id) } });
  expect(res.status).toBe(200);
  await stripe().paymentIntents.confirm(res.json.data.payment_intent_id, { payment_method: "pm_card_visa" });
  const order = await db.order.findUniqueOrThrow({ where: { id: res.json.data.order_id }, include: { courseLog: true } });
  expect(order.status).toBe("paid");
  return { course, diver, order, amount: order.amountCents, pi: order.paymentIntentId! };
}

async function conflictOf(p: Promise<unknown>) {
  const e = await p.then(() => null, (x: unknown) => x);
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
}

async function orderRow(id: number) {
  const db = await getDb();
  return db.order.findUniqueOrThrow({ where: { id }, include: { refunds: true, courseLog: true } });
}

describe("refunds: full and partial", () => {
  it("refunds part, then the rest by default, and the order says so", async () => {
    const { order, diver } = await paidCourseOrder(10000);
    const part = await refundOrder(order.id, { reason: "Goodwill", amount: 2500 }, audit(), "en");
    expect(part).toMatchObject({ status: "partially_refunded", status_label: "Partially refunded", refunded_amount: 2500, refundable_amount: 7500 });
    expect(part.refunds).toHaveLength(1);
    expect(part.refunds[0]).toMatchObject({ amount: 2500, status: "succeeded", source: "console", reason: "Goodwill", requested_by: { id: staff.user.id, full_name: "Fina Staff" } });
    expect(part.refunds[0]!.provider_refund_id).toMatch(/^re_/);
    expect((await orderRow(order.id)).courseLog!.status).toBe("active");

    const rest = await refundOrder(order.id, { reason: "Course canceled" }, audit(), "it");
    expect(rest).toMatchObject({ status: "refunded", status_label: "Rimborsato", refunded_amount: 10000, refundable_amount: 0 });
    const provider = await stripe().refunds.list({ payment_intent: order.paymentIntentId! });
    expect(provider.data.map((r) => r.amount).sort()).toEqual([2500, 7500]);
    const mine = await call(orderRoute.GET, { path: `/api/v1/diver/store/orders/${order.id}`, token: diver.token, params: { order: String(order.id) } });
    expect(mine.json.data).toMatchObject({ status: "refunded", refunded_amount: 10000 });
  });

  it("answers 409 for more than is left and for an order that is not paid", async () => {
    const { order } = await paidCourseOrder(5000);
    await refundOrder(order.id, { reason: "Part", amount: 4000 }, audit(), "en");
    const over = await conflictOf(refundOrder(order.id, { reason: "Too much", amount: 2000 }, audit(), "en"));
    expect(over.code).toBe("conflict");
    expect(over.extra.data).toMatchObject({ refundable_amount: 1000 });
    const above = await conflictOf(refundOrder(order.id, { reason: "Way too much", amount: 6000 }, audit(), "en"));
    expect(above.code).toBe("validation");
    await refundOrder(order.id, { reason: "Rest" }, audit(), "en");
    expect((await conflictOf(refundOrder(order.id, { reason: "Again" }, audit(), "en"))).code).toBe("conflict");
    const db = await getDb();
    const unpaid = await createUser();
    const o = await db.order.create({ data: { userId: unpaid.user.id, studentId: unpaid.user.id, priceCents: 100, amountCents: 100 } });
    expect((await conflictOf(refundOrder(o.id, { reason: "Nothing paid" }, audit(), "en"))).code).toBe("conflict");
    expect((await conflictOf(refundOrder(99_999_999, { reason: "Nobody" }, audit(), "en"))).code).toBe("not_found");
    // Nothing left half done: every failed request left no refund row behind but the failed ones.
    const rows = (await orderRow(order.id)).refunds;
    expect(rows.filter((r) => r.status === "succeeded").reduce((s, r) => s + r.amountCents, 0)).toBe(5000);
    expect(rows.some((r) => r.status === "pending")).toBe(false);
  });

  it("never refunds more than was paid when N requests race", async () => {
    const { order, pi } = await paidCourseOrder(10000);
    const results = await Promise.allSettled(Array.from({ length: 7 }, (_, i) => refundOrder(order.id, { reason: `Race ${i}`, amount: 3000 }, audit(), "en")));
    const ok = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected") as PromiseRejectedResult[];
    expect(ok).toHaveLength(3);
    for (const r of refused) expect((r.reason as AppError).code).toBe("conflict");
    const provider = await stripe().refunds.list({ payment_intent: pi });
    expect(provider.data).toHaveLength(3);
    const row = await orderRow(order.id);
    expect(row.refundedCents).toBe(9000);
    expect(row.status).toBe("partially_refunded");
    expect(row.refunds.filter((r) => r.status === "succeeded")).toHaveLength(3);
  });
});

describe("refunds: the provider's events", () => {
  it("records a refund made only at the provider (its dashboard), once however often the event arrives", async () => {
    const { order, pi } = await paidCourseOrder(8000);
    live = false;
    const before = emitted.length;
    const dashboard = await stripe().refunds.create({ payment_intent: pi, amount: 3000 });
    const event = emitted.slice(before).find((e) => e.type === "charge.refunded")!;
    expect(event).toBeDefined();
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({ received: true });
    const again = await deliver(event);
    expect(again.json.data).toEqual({ received: true, duplicate: true });
    let row = await orderRow(order.id);
    expect(row).toMatchObject({ status: "partially_refunded", refundedCents: 3000 });
    expect(row.refunds).toHaveLength(1);
    expect(row.refunds[0]).toMatchObject({ source: "provider", providerRefundId: dashboard.id, requestedById: null });

    // A console refund whose event also arrives (late, twice) is counted once too.
    const console = await refundOrder(order.id, { reason: "Rest" }, audit(), "en");
    expect(console.refunded_amount).toBe(8000);
    for (const e of emitted.slice(before).filter((x) => x.type === "charge.refunded")) await deliver(e);
    row = await orderRow(order.id);
    expect(row).toMatchObject({ status: "refunded", refundedCents: 8000 });
    expect(row.refunds).toHaveLength(2);
    const db = await getDb();
    expect(await db.auditLog.count({ where: { action: "order.refunded", subjectId: order.id } })).toBe(2);
  });

  it("records the console's refund once when its event is delivered before the request finishes", async () => {
    const { order } = await paidCourseOrder(6000);
    live = true;
    const res = await refundOrder(order.id, { reason: "Event first", amount: 1000 }, audit(), "en");
    expect(res.refunds).toHaveLength(1);
    expect(res.refunds[0]).toMatchObject({ source: "console", status: "succeeded", requested_by: { id: staff.user.id } });
    expect((await orderRow(order.id)).refundedCents).toBe(1000);
  });

  it("repairs a reservation whose request died after the provider refunded (by metadata.refund_id)", async () => {
    const { order, pi } = await paidCourseOrder(6000);
    live = false;
    const db = await getDb();
    const stale = await db.orderRefund.create({ data: { orderId: order.id, amountCents: 2000, currency: "USD", reason: "Crashed", requestedById: staff.user.id, createdAt: new Date(Date.now() - 10 * 60_000) } });
    await stripe().refunds.create({ payment_intent: pi, amount: 2000, metadata: { order_id: String(order.id), refund_id: String(stale.id) } }, { idempotencyKey: `divecert-refund-${stale.id}` });
    const abandoned = await db.orderRefund.create({ data: { orderId: order.id, amountCents: 4000, currency: "USD", reason: "Never sent", createdAt: new Date(Date.now() - 10 * 60_000) } });
    // The next request settles both: the first was refunded, the second never reached the provider.
    const res = await refundOrder(order.id, { reason: "Rest", amount: 4000 }, audit(), "en");
    expect(res).toMatchObject({ status: "refunded", refunded_amount: 6000 });
    const rows = await db.orderRefund.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } });
    expect(rows.find((r) => r.id === stale.id)).toMatchObject({ status: "succeeded", source: "console" });
    expect(rows.find((r) => r.id === abandoned.id)).toMatchObject({ status: "failed" });
  });
});

describe("refunds: what a full refund closes", () => {
  it("closes the course log read-only: reads work, an attempt answers 409", async () => {
    const { order, diver, course } = await paidCourseOrder(5000);
    const logCode = order.courseLog!.logCode;
    await refundOrder(order.id, { reason: "Full" }, audit(), "en");
    const read = await call(logRoute.GET, { path: `/api/v1/diver/courses/${logCode}`, token: diver.token, params: { log_code: logCode } });
    expect(read.status).toBe(200);
    expect(read.json.data.status).toBe("refunded");
    const module = course.modules[0]!;
    const attempt = await call(quizRoute.POST, {
      method: "POST", path: `/api/v1/diver/courses/${logCode}/modules/${module.id}/quiz`, token: diver.token,
      params: { log_code: logCode, module: String(module.id) }, body: { answers: answersFor(module.questions) },
    });
    expect(attempt.status).toBe(409);
    // A syncing device downloads the change (new version) and sees it refunded.
    const synced = await call(syncCourse.GET, { path: `/api/v1/sync/courses/${logCode}`, token: diver.token, params: { log_code: logCode } });
    expect(synced.status).toBe(200);
    expect(JSON.stringify(synced.json.data)).toContain('"status":"refunded"');
  });

  it("takes a renewal's year back", async () => {
    const expire = ymd(addUtcDays(todayUtc(), 40))!;
    const pro = await createUser({ professional: { renewalDate: "2025-12-01", expireDate: expire }, country: "US" });
    const res = await call(renewalCheckout.POST, { method: "POST", path: "/api/v1/professional/renewals/checkout", token: pro.token, body: { currency: "usd" } });
    expect(res.status).toBe(200);
    await stripe().paymentIntents.confirm(res.json.data.payment_intent_id, { payment_method: "pm_card_visa" });
    const db = await getDb();
    const renewed = await db.professionalMembership.findUniqueOrThrow({ where: { userId: pro.user.id } });
    expect(ymd(renewed.expireDate)).not.toBe(expire);
    const done = await refundOrder(res.json.data.order_id, { reason: "Renewed by mistake" }, audit(), "en");
    expect(done.status).toBe("refunded");
    const after = await db.professionalMembership.findUniqueOrThrow({ where: { userId: pro.user.id } });
    expect(ymd(after.expireDate)).toBe(expire);
    expect(ymd(after.renewalDate)).toBe("2025-12-01");
  });

  it("e-mails the buyer in their language and writes the audit row with before, after and reason", async () => {
    const { order, diver } = await paidCourseOrder(4000, "it");
    await refundOrder(order.id, { reason: "Audit me", amount: 1500 }, audit(), "en");
    const db = await getDb();
    const mail = await db.outboxEmail.findFirst({ where: { to: diver.user.email, kind: "order_refunded" }, orderBy: { id: "desc" } });
    expect(mail?.subject).toContain(String(order.id));
    expect(mail?.subject).toMatch(/rimborso/i);
    const row = await db.auditLog.findFirstOrThrow({ where: { action: "order.refunded", subjectId: order.id }, orderBy: { id: "desc" } });
    expect(row).toMatchObject({ actorId: staff.user.id, subjectType: "order", ip: "203.0.113.9", requestId: "req-test" });
    expect(row.before).toMatchObject({ status: "paid", refunded_amount: 0 });
    expect(row.after).toMatchObject({ status: "partially_refunded", refunded_amount: 1500, refund: { amount: 1500, reason: "Audit me", source: "console" } });
  });
});

describe("refunds: the API", () => {
  let finance: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    finance = await createUser({ role: "staff", permissions: ["finance"], totp: true, firstName: "Nora", lastName: "Conti" });
  });
  const refund = (id: number | string, body: unknown) =>
    call(refundRoute.POST, { method: "POST", path: `/api/v1/admin/orders/${id}/refund`, token: finance.token, params: { id: String(id) }, body });

  it("lists and searches orders by number, e-mail, member id and payment intent, paginated", async () => {
    const { order, diver, pi } = await paidCourseOrder(7000);
    for (const q of [String(order.id), diver.user.email.toUpperCase(), diver.user.memberId!.toLowerCase(), pi]) {
      const res = await call(adminOrders.GET, { path: `/api/v1/admin/orders?q=${encodeURIComponent(q)}&status=paid`, token: finance.token });
      expect(res.status, q).toBe(200);
      expect(res.json.data).toMatchObject({ current_page: 1, per_page: 15 });
      const found = res.json.data.data.find((o: { order_id: number }) => o.order_id === order.id);
      expect(found, q).toMatchObject({
        status: "paid", status_label: "Paid", amount: 7000, refunded_amount: 0, refundable_amount: 7000, payment_intent_id: pi,
        buyer: { id: diver.user.id, member_id: diver.user.memberId, email: diver.user.email }, student: { id: diver.user.id },
      });
    }
    const none = await call(adminOrders.GET, { path: `/api/v1/admin/orders?q=${encodeURIComponent(diver.user.email)}&status=refunded`, token: finance.token });
    expect(none.json.data.total).toBe(0);
    expect((await call(adminOrders.GET, { path: "/api/v1/admin/orders?status=bogus", token: finance.token })).status).toBe(422);
  });

  it("refunds through the route: 422 for bad input, 200 with the order, 409 beyond what is left, 404 for no order", async () => {
    const { order } = await paidCourseOrder(3000);
    for (const body of [{ amount: 100 }, { reason: "ok reason", amount: 0 }, { reason: "ok reason", amount: 1.5 }, { reason: "ok reason", amount: "12" }, { reason: "ok reason", amount: 3001 }]) {
      const bad = await refund(order.id, body);
      expect(bad.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(bad.json.errors).length).toBeGreaterThan(0);
    }
    expect((await orderRow(order.id)).refunds).toHaveLength(0);
    const ok = await refund(order.id, { reason: "Partial goodwill", amount: 1000 });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ order_id: order.id, status: "partially_refunded", refunded_amount: 1000, refundable_amount: 2000 });
    expect(ok.json.data.refunds[0]).toMatchObject({ amount: 1000, status: "succeeded", requested_by: { id: finance.user.id, full_name: "Nora Conti" } });
    const over = await refund(order.id, { reason: "Too much now", amount: 2500 });
    expect(over.status).toBe(409);
    expect(over.json).toMatchObject({ status: "error" });
    expect(over.json.refundable_amount).toBe(2000);
    const shown = await call(adminOrder.GET, { path: `/api/v1/admin/orders/${order.id}`, token: finance.token, params: { id: String(order.id) } });
    expect(shown.json.data.refunds).toHaveLength(1);
    expect((await refund(999_999_999, { reason: "Nobody here" })).status).toBe(404);
    const db = await getDb();
    const row = await db.auditLog.findFirstOrThrow({ where: { action: "order.refunded", subjectId: order.id }, orderBy: { id: "desc" } });
    expect(row.actorId).toBe(finance.user.id);
    expect(row.requestId).toBeTruthy();
  });
});
