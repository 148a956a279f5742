import { beforeAll, afterAll, expect } from "vitest";
import * as seatsRoute from "@/app/api/v1/centers/[id]/seats/route";
import * as assignRoute from "@/app/api/v1/centers/[id]/seats/assign/route";
import * as assignmentRoute from "@/app/api/v1/centers/[id]/seats/assignments/[assignment_id]/route";
import * as checkoutRoute from "@/app/api/v1/centers/[id]/seats/checkout/route";
import * as confirmRoute from "@/app/api/v1/centers/[id]/seats/confirm/route";
import * as webhook from "@/app/api/v1/webhooks/stripe/route";
import { getDb } from "@/lib/db/client";
import { stripe } from "@/lib/payments/config";
import { signPayload } from "@/lib/payments/emulator/events";
import { createDiveCenter, createUser, type CreatedDiveCenter, type CreatedUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { createCourse, type FactoryCourse } from "@/tests/support/learning-factories";
import { startStripeEmulator } from "@/tests/support/stripe-emulator";

// The world of the seat tests (tests/integration/engines/centers-seats-*.test.ts, decision 0046):
// a dive center in Italy with an owner, a manager and an instructor member, an outsider, a course
// for sale, the Stripe emulator recording the webhook events it emits, and the calls the tests
// make on the seat routes.

export type SeatsWorld = {
  center: CreatedDiveCenter;
  owner: CreatedUser;
  manager: CreatedUser;
  teacher: CreatedUser;
  outsider: CreatedUser;
  course: FactoryCourse;
  price: number;
  /** The webhook events the emulator sent, in order. */
  emitted: { payload: string; signature: string }[];
};

/** Sets the world up before the file's tests (and closes the emulator after); its fields are read in the tests. */
export function useSeatsCenter() {
  const s = { emitted: [] } as unknown as SeatsWorld;
  let emulator: Awaited<ReturnType<typeof startStripeEmulator>>;

  const base = (id = s.center.id) => `/api/v1/centers/${id}`;
  const params = (id = s.center.id) => ({ id: String(id) });

  async function member(user: CreatedUser, role: "owner" | "manager" | "instructor", at = s.center) {
    const db = await getDb();
    await db.diveCenterMember.create({ data: { diveCenterId: at.id, userId: user.user.id, role } });
  }

  async function forSale(options: Parameters<typeof createCourse>[0] = {}, cents = 39900) {
    const c = await createCourse(options);
    const db = await getDb();
    await db.course.update({ where: { id: c.id }, data: { priceCents: cents, purchasable: true } });
    return c;
  }

  const checkout = (token: string, body: unknown, id = s.center.id) => call(checkoutRoute.POST, { method: "POST", path: `${base(id)}/seats/checkout`, token, body, params: params(id) });
  const confirm = (token: string, order_id: number, id = s.center.id) => call(confirmRoute.POST, { method: "POST", path: `${base(id)}/seats/confirm`, token, body: { order_id }, params: params(id) });
  const assign = (token: string, body: unknown, id = s.center.id) => call(assignRoute.POST, { method: "POST", path: `${base(id)}/seats/assign`, token, body, params: params(id) });
  const giveBack = (token: string, assignment: number, id = s.center.id) =>
    call(assignmentRoute.DELETE, { method: "DELETE", path: `${base(id)}/seats/assignments/${assignment}`, token, params: { ...params(id), assignment_id: String(assignment) } });
  const ledger = async (token = s.owner.token, id = s.center.id) => await call(seatsRoute.GET, { path: `${base(id)}/seats`, token, params: params(id) });
  const seatsOf = async (code: string, id = s.center.id) => (await ledger(s.owner.token, id)).json.data.find((r: { course: { code: string } }) => r.course.code === code);
  const deliver = (payload: string, signature = signPayload(payload)) =>
    call(webhook.POST, { method: "POST", path: "/api/v1/webhooks/stripe", body: payload, headers: { "content-type": "application/json", "stripe-signature": signature } });

  /** Buys `quantity` seats of `c` and pays them through the emulator and the confirm route. */
  async function buySeats(c: FactoryCourse, quantity: number, id = s.center.id) {
    const res = await checkout(s.owner.token, { course: c.code, quantity, currency: "USD" }, id);
    expect(res.status).toBe(200);
    await stripe().paymentIntents.confirm(res.json.data.payment_intent_id, { payment_method: "pm_card_visa" });
    const done = await confirm(s.owner.token, res.json.data.order_id, id);
    expect(done.status).toBe(200);
    return res.json.data as { order_id: number; payment_intent_id: string; amount: number };
  }

  beforeAll(async () => {
    emulator = await startStripeEmulator(async (payload, signature) => void s.emitted.push({ payload, signature }));
    s.center = await createDiveCenter({ country: "IT" });
    [s.owner, s.manager, s.teacher, s.outsider] = await Promise.all([
      createUser({ professional: true, country: "US", firstName: "Olga", lastName: "Owner" }),
      createUser({ country: "US" }),
      createUser({ professional: true, firstName: "Ivo", lastName: "Teacher" }),
      createUser({ professional: true }),
    ]);
    await member(s.owner, "owner");
    await member(s.manager, "manager");
    await member(s.teacher, "instructor");
    s.price = 39900;
    s.course = await forSale({ minAge: 10 }, s.price);
  });
  afterAll(() => emulator.close());

  return { s, base, params, member, forSale, checkout, confirm, assign, giveBack, ledger, seatsOf, deliver, buySeats };
}
