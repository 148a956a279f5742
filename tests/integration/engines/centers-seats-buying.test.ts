import { describe, expect, it } from "vitest";
import * as ordersRoute from "@/app/api/v1/centers/[id]/orders/route";
import * as seatsRoute from "@/app/api/v1/centers/[id]/seats/route";
import * as assignmentsRoute from "@/app/api/v1/centers/[id]/seats/assignments/route";
import * as refundRoute from "@/app/api/v1/admin/orders/[id]/refund/route";
import { getDb } from "@/lib/db/client";
import { stripe } from "@/lib/payments/config";
import { auditRows } from "@/tests/support/audit-rows";
import { useSeatsCenter } from "@/tests/support/center-seats";
import { createCourse } from "@/tests/support/learning-factories";
import { createDiveCenter, createUser, uniqueEmail } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

// Buying a dive center's e-learning seats (contract section 6, decision 0046): the center's VAT,
// seats added exactly once whatever races the webhook, who may call the seat routes, and the
// staff refund rule. Assigning and giving back: centers-seats-assigning.test.ts.

const { s, base, params, member, forSale, checkout, confirm, assign, giveBack, ledger, seatsOf, deliver, buySeats } = useSeatsCenter();

describe("buying seats", () => {
  it("prices with the center's VAT, reuses a pending order on a double tap, and refuses bad orders", async () => {
    const res = await checkout(s.owner.token, { course: s.course.code, quantity: 3, currency: "usd" });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json.data).sort()).toEqual(["amount", "client_secret", "currency", "order_id", "payment_intent_id"]);
    // 399.00 × 3 × 1.22 (Italy's VAT, the center's country; the buyer lives in the US).
    expect(res.json.data).toMatchObject({ amount: 146034, currency: "USD" });
    const intent = await stripe().paymentIntents.retrieve(res.json.data.payment_intent_id);
    expect(intent.amount).toBe(146034);
    const db = await getDb();
    const order = await db.order.findUniqueOrThrow({ where: { id: res.json.data.order_id } });
    expect(order).toMatchObject({ kind: "seats", diveCenterId: s.center.id, quantity: 3, priceCents: s.price, vatRate: 22, userId: s.owner.user.id, status: "pending" });

    const again = await checkout(s.manager.token, { course: s.course.code.toLowerCase(), quantity: 3, currency: "USD" });
    expect(again.json.data).toMatchObject({ order_id: res.json.data.order_id, payment_intent_id: res.json.data.payment_intent_id });
    const other = await checkout(s.owner.token, { course: s.course.code, quantity: 4, currency: "USD" });
    expect(other.json.data.order_id).not.toBe(res.json.data.order_id);

    const euro = await checkout(s.owner.token, { course: s.course.code, quantity: 3, currency: "EUR" });
    expect(euro.status).toBe(422);
    expect(euro.json.errors.currency).toEqual(["The currency must be the course's price currency (USD)."]);
    for (const quantity of [0, 501, 2.5, "3"]) expect((await checkout(s.owner.token, { course: s.course.code, quantity, currency: "USD" })).json.errors.quantity).toBeDefined();
    const notForSale = await createCourse();
    await (await getDb()).course.update({ where: { id: notForSale.id }, data: { purchasable: false } });
    expect((await checkout(s.owner.token, { course: notForSale.code, quantity: 1, currency: "USD" })).json.errors.course).toEqual(["The selected course is not available for purchase."]);
    expect((await checkout(s.owner.token, { quantity: 1, currency: "USD" })).status).toBe(422);
  });

  it("adds the seats exactly once: double confirmation, webhook redelivery and confirm racing the webhook", async () => {
    const fresh = await forSale({}, 10000);
    const res = await checkout(s.owner.token, { course: fresh.code, quantity: 7, currency: "USD" });
    const { order_id, payment_intent_id } = res.json.data;
    const early = await confirm(s.owner.token, order_id);
    expect(early.status).toBe(409);
    expect(early.json.payment_status).toBe("requires_payment_method");

    await stripe().paymentIntents.confirm(payment_intent_id, { payment_method: "pm_card_visa" });
    const events = s.emitted.filter((e) => e.payload.includes(payment_intent_id));
    expect(events.length).toBeGreaterThan(0);
    // Confirmations from two managers racing the webhook and its redeliveries.
    const raced = await Promise.all([confirm(s.owner.token, order_id), confirm(s.manager.token, order_id), ...events.map((e) => deliver(e.payload, e.signature)), confirm(s.owner.token, order_id)]);
    for (const r of raced) expect(r.status).toBe(200);
    const answer = raced[0]!.json.data;
    expect(answer.order).toMatchObject({ id: order_id, status: "paid", quantity: 7, amount: 85400, currency: "USD", course: { code: fresh.code }, bought_by: { member_id: s.owner.user.memberId, full_name: "Olga Owner" } });
    expect(answer.seats).toEqual({ course: { code: fresh.code, name: fresh.name }, bought: 7, assigned: 0, used: 0, left: 7 });
    for (const e of [...events, ...events, ...events]) expect((await deliver(e.payload, e.signature)).status).toBe(200);
    expect((await confirm(s.manager.token, order_id)).json.data.seats.bought).toBe(7);
    expect(await seatsOf(fresh.code)).toMatchObject({ bought: 7, assigned: 0, left: 7 });

    const bought = (await auditRows("dive_center", s.center.id)).filter((r) => r.action === "dive_center.seat.bought" && r.after.order_id === order_id);
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({ actorId: s.owner.user.id, after: { course: fresh.code, bought: 7, quantity: 7 } });

    // A second order of the same course adds to the same ledger row.
    await buySeats(fresh, 2);
    expect(await seatsOf(fresh.code)).toMatchObject({ bought: 9, left: 9 });

    const orders = await call(ordersRoute.GET, { path: `${base()}/orders?per_page=2`, token: s.manager.token, params: params() });
    expect(orders.status).toBe(200);
    expect(orders.json.data).toMatchObject({ per_page: 2, current_page: 1 });
    expect(orders.json.data.total).toBeGreaterThanOrEqual(4);
    expect(orders.json.data.data[0]).toMatchObject({ course: { code: fresh.code }, quantity: 2, status: "paid" });
    expect(orders.json.data.data[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/);
  });

  it("answers 404 for another center's order", async () => {
    const elsewhere = await createDiveCenter({ country: "ES" });
    await member(s.owner, "owner", elsewhere);
    const res = await checkout(s.owner.token, { course: s.course.code, quantity: 1, currency: "USD" }, elsewhere.id);
    expect(res.status).toBe(200);
    // Spain's VAT for the other center.
    expect(res.json.data.amount).toBe(48279);
    expect((await confirm(s.owner.token, res.json.data.order_id)).status).toBe(404);
  });
});


describe("who may do what", () => {
  it("lets owners and managers in; instructors, non-members and staff get 403; unknown centers 404", async () => {
    const staff = await createUser({ role: "admin" });
    const seatCourse = s.course.code;
    const calls = (token: string) => [
      call(seatsRoute.GET, { path: `${base()}/seats`, token, params: params() }),
      call(ordersRoute.GET, { path: `${base()}/orders`, token, params: params() }),
      call(assignmentsRoute.GET, { path: `${base()}/seats/assignments`, token, params: params() }),
      checkout(token, { course: seatCourse, quantity: 1, currency: "USD" }),
      confirm(token, 1),
      assign(token, { course: seatCourse, email: uniqueEmail() }),
      giveBack(token, 1),
    ];
    for (const who of [s.teacher, s.outsider, staff]) {
      const answers = await Promise.all(calls(who.token));
      for (const r of answers) {
        expect(r.status).toBe(403);
        expect(r.json.status).toBe("error");
      }
    }
    expect((await Promise.all(calls(s.teacher.token)))[0]!.json.message).toBe("Only an owner or a manager of the dive center can do this.");
    const unknown = await call(seatsRoute.GET, { path: `${base(2_000_000_000)}/seats`, token: s.owner.token, params: params(2_000_000_000) });
    expect(unknown.status).toBe(404);
    expect((await call(seatsRoute.GET, { path: `${base()}/seats`, params: params() })).status).toBe(401);
    expect((await call(seatsRoute.GET, { path: "/api/v1/centers/abc/seats", token: s.owner.token, params: { id: "abc" } })).status).toBe(404);
    const read = await ledger(s.manager.token);
    expect(read.status).toBe(200);
    for (const row of read.json.data) expect(row.bought).toBe(row.assigned + row.left);

    // A deactivated center: its owner still reads, nobody writes.
    const closed = await createDiveCenter({ active: false });
    await member(s.owner, "owner", closed);
    expect((await ledger(s.owner.token, closed.id)).status).toBe(200);
    expect((await checkout(s.owner.token, { course: seatCourse, quantity: 1, currency: "USD" }, closed.id)).status).toBe(403);
  });
});


describe("a staff refund of a seat order", () => {
  it("takes back only seats still left, in full; 409 once they are assigned", async () => {
    const finance = await createUser({ role: "staff", permissions: ["finance"], totp: true });
    const refund = (id: number, body: unknown) =>
      call(refundRoute.POST, { method: "POST", path: `/api/v1/admin/orders/${id}/refund`, token: finance.token, body, params: { id: String(id) } });
    const refunded = await forSale({}, 10000);
    const first = await buySeats(refunded, 2);
    const second = await buySeats(refunded, 3);
    expect(await seatsOf(refunded.code)).toMatchObject({ bought: 5, left: 5 });
    const partial = await refund(first.order_id, { reason: "Bought twice", amount: 100 });
    expect(partial.status).toBe(422);
    expect(partial.json.errors.amount).toEqual(["A seat order is refunded in full only."]);
    const full = await refund(first.order_id, { reason: "Bought twice" });
    expect(full.status).toBe(200);
    expect(full.json.data).toMatchObject({ status: "refunded", quantity: 2, dive_center: { id: s.center.id, name: s.center.name } });
    expect(await seatsOf(refunded.code)).toMatchObject({ bought: 3, assigned: 0, left: 3 });
    const audit = (await auditRows("order", first.order_id)).find((r) => r.action === "order.refunded");
    expect(audit?.after).toMatchObject({ status: "refunded", seats_taken_back: 2, seats_bought: 3 });

    await assign(s.owner.token, { course: refunded.code, email: uniqueEmail() });
    const inUse = await refund(second.order_id, { reason: "Too many" });
    expect(inUse.status).toBe(409);
    expect(inUse.json.message).toBe("Only seats still left can be refunded: this order's seats have been assigned.");
    expect(await seatsOf(refunded.code)).toMatchObject({ bought: 3, assigned: 1, left: 2 });
  });
});
