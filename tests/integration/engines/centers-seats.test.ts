import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as ordersRoute from "@/app/api/v1/centers/[id]/orders/route";
import * as seatsRoute from "@/app/api/v1/centers/[id]/seats/route";
import * as assignRoute from "@/app/api/v1/centers/[id]/seats/assign/route";
import * as assignmentsRoute from "@/app/api/v1/centers/[id]/seats/assignments/route";
import * as assignmentRoute from "@/app/api/v1/centers/[id]/seats/assignments/[assignment_id]/route";
import * as checkoutRoute from "@/app/api/v1/centers/[id]/seats/checkout/route";
import * as confirmRoute from "@/app/api/v1/centers/[id]/seats/confirm/route";
import * as verifyRoute from "@/app/api/v1/auth/email/verify/[id]/[hash]/route";
import * as webhook from "@/app/api/v1/webhooks/stripe/route";
import * as refundRoute from "@/app/api/v1/admin/orders/[id]/refund/route";
import { getDb } from "@/lib/db/client";
import { stripe } from "@/lib/payments/config";
import { signPayload } from "@/lib/payments/emulator/events";
import { auditRows } from "@/tests/support/audit-rows";
import { register } from "@/tests/support/auth-calls";
import { createDiveCenter, createUser, linkIn, mailsSettled, mailsTo, signedLinkTarget, uniqueEmail, type CreatedDiveCenter, type CreatedUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { createCourse, enrol, grantCertification, type FactoryCourse } from "@/tests/support/learning-factories";
import { registrationBody } from "@/tests/support/registration";
import { startStripeEmulator } from "@/tests/support/stripe-emulator";

// Bulk e-learning seats of a dive center (contract section 6, decision 0046): buying with the
// center's VAT, seats added exactly once, the ledger, assigning (at once or on verification),
// the seat race, giving back, the permission matrix, audit rows and the staff refund rule.

const emitted: { payload: string; signature: string }[] = [];
let emulator: Awaited<ReturnType<typeof startStripeEmulator>>;

let center: CreatedDiveCenter;
let owner: CreatedUser;
let manager: CreatedUser;
let teacher: CreatedUser;
let outsider: CreatedUser;
let course: FactoryCourse;
let price: number;

const base = (id = center.id) => `/api/v1/centers/${id}`;
const params = (id = center.id) => ({ id: String(id) });

async function member(user: CreatedUser, role: "owner" | "manager" | "instructor", at = center) {
  const db = await getDb();
  await db.diveCenterMember.create({ data: { diveCenterId: at.id, userId: user.user.id, role } });
}

async function forSale(options: Parameters<typeof createCourse>[0] = {}, cents = 39900) {
  const c = await createCourse(options);
  const db = await getDb();
  await db.course.update({ where: { id: c.id }, data: { priceCents: cents, purchasable: true } });
  return c;
}

const checkout = (token: string, body: unknown, id = center.id) => call(checkoutRoute.POST, { method: "POST", path: `${base(id)}/seats/checkout`, token, body, params: params(id) });
const confirm = (token: string, order_id: number, id = center.id) => call(confirmRoute.POST, { method: "POST", path: `${base(id)}/seats/confirm`, token, body: { order_id }, params: params(id) });
const assign = (token: string, body: unknown, id = center.id) => call(assignRoute.POST, { method: "POST", path: `${base(id)}/seats/assign`, token, body, params: params(id) });
const giveBack = (token: string, assignment: number, id = center.id) =>
  call(assignmentRoute.DELETE, { method: "DELETE", path: `${base(id)}/seats/assignments/${assignment}`, token, params: { ...params(id), assignment_id: String(assignment) } });
const ledger = async (token = owner.token, id = center.id) => (await call(seatsRoute.GET, { path: `${base(id)}/seats`, token, params: params(id) }));
const seatsOf = async (code: string, id = center.id) => (await ledger(owner.token, id)).json.data.find((r: { course: { code: string } }) => r.course.code === code);
const deliver = (payload: string, signature = signPayload(payload)) =>
  call(webhook.POST, { method: "POST", path: "/api/v1/webhooks/stripe", body: payload, headers: { "content-type": "application/json", "stripe-signature": signature } });

/** Buys `quantity` seats of `c` and pays them through the emulator and the confirm route. */
async function buySeats(c: FactoryCourse, quantity: number, id = center.id) {
  const res = await checkout(owner.token, { course: c.code, quantity, currency: "USD" }, id);
  expect(res.status).toBe(200);
  await stripe().paymentIntents.confirm(res.json.data.payment_intent_id, { payment_method: "pm_card_visa" });
  const done = await confirm(owner.token, res.json.data.order_id, id);
  expect(done.status).toBe(200);
  return res.json.data as { order_id: number; payment_intent_id: string; amount: number };
}

beforeAll(async () => {
  emulator = await startStripeEmulator(async (payload, signature) => void emitted.push({ payload, signature }));
  center = await createDiveCenter({ country: "IT" });
  [owner, manager, teacher, outsider] = await Promise.all([
    createUser({ professional: true, country: "US", firstName: "Olga", lastName: "Owner" }),
    createUser({ country: "US" }),
    createUser({ professional: true, firstName: "Ivo", lastName: "Teacher" }),
    createUser({ professional: true }),
  ]);
  await member(owner, "owner");
  await member(manager, "manager");
  await member(teacher, "instructor");
  price = 39900;
  course = await forSale({ minAge: 10 }, price);
});
afterAll(() => emulator.close());

describe("buying seats", () => {
  it("prices with the center's VAT, reuses a pending order on a double tap, and refuses bad orders", async () => {
    const res = await checkout(owner.token, { course: course.code, quantity: 3, currency: "usd" });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json.data).sort()).toEqual(["amount", "client_secret", "currency", "order_id", "payment_intent_id"]);
    // 399.00 × 3 × 1.22 (Italy's VAT, the center's country; the buyer lives in the US).
    expect(res.json.data).toMatchObject({ amount: 146034, currency: "USD" });
    const intent = await stripe().paymentIntents.retrieve(res.json.data.payment_intent_id);
    expect(intent.amount).toBe(146034);
    const db = await getDb();
    const order = await db.order.findUniqueOrThrow({ where: { id: res.json.data.order_id } });
    expect(order).toMatchObject({ kind: "seats", diveCenterId: center.id, quantity: 3, priceCents: price, vatRate: 22, userId: owner.user.id, status: "pending" });

    const again = await checkout(manager.token, { course: course.code.toLowerCase(), quantity: 3, currency: "USD" });
    expect(again.json.data).toMatchObject({ order_id: res.json.data.order_id, payment_intent_id: res.json.data.payment_intent_id });
    const other = await checkout(owner.token, { course: course.code, quantity: 4, currency: "USD" });
    expect(other.json.data.order_id).not.toBe(res.json.data.order_id);

    const euro = await checkout(owner.token, { course: course.code, quantity: 3, currency: "EUR" });
    expect(euro.status).toBe(422);
    expect(euro.json.errors.currency).toEqual(["The currency must be the course's price currency (USD)."]);
    for (const quantity of [0, 501, 2.5, "3"]) expect((await checkout(owner.token, { course: course.code, quantity, currency: "USD" })).json.errors.quantity).toBeDefined();
    const notForSale = await createCourse();
    await (await getDb()).course.update({ where: { id: notForSale.id }, data: { purchasable: false } });
    expect((await checkout(owner.token, { course: notForSale.code, quantity: 1, currency: "USD" })).json.errors.course).toEqual(["The selected course is not available for purchase."]);
    expect((await checkout(owner.token, { quantity: 1, currency: "USD" })).status).toBe(422);
  });

  it("adds the seats exactly once: double confirmation, webhook redelivery and confirm racing the webhook", async () => {
    const fresh = await forSale({}, 10000);
    const res = await checkout(owner.token, { course: fresh.code, quantity: 7, currency: "USD" });
    const { order_id, payment_intent_id } = res.json.data;
    const early = await confirm(owner.token, order_id);
    expect(early.status).toBe(409);
    expect(early.json.payment_status).toBe("requires_payment_method");

    await stripe().paymentIntents.confirm(payment_intent_id, { payment_method: "pm_card_visa" });
    const events = emitted.filter((e) => e.payload.includes(payment_intent_id));
    expect(events.length).toBeGreaterThan(0);
    // Confirmations from two managers racing the webhook and its redeliveries.
    const raced = await Promise.all([confirm(owner.token, order_id), confirm(manager.token, order_id), ...events.map((e) => deliver(e.payload, e.signature)), confirm(owner.token, order_id)]);
    for (const r of raced) expect(r.status).toBe(200);
    const answer = raced[0]!.json.data;
    expect(answer.order).toMatchObject({ id: order_id, status: "paid", quantity: 7, amount: 85400, currency: "USD", course: { code: fresh.code }, bought_by: { member_id: owner.user.memberId, full_name: "Olga Owner" } });
    expect(answer.seats).toEqual({ course: { code: fresh.code, name: fresh.name }, bought: 7, assigned: 0, used: 0, left: 7 });
    for (const e of [...events, ...events, ...events]) expect((await deliver(e.payload, e.signature)).status).toBe(200);
    expect((await confirm(manager.token, order_id)).json.data.seats.bought).toBe(7);
    expect(await seatsOf(fresh.code)).toMatchObject({ bought: 7, assigned: 0, left: 7 });

    const bought = (await auditRows("dive_center", center.id)).filter((r) => r.action === "dive_center.seat.bought" && r.after.order_id === order_id);
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({ actorId: owner.user.id, after: { course: fresh.code, bought: 7, quantity: 7 } });

    // A second order of the same course adds to the same ledger row.
    await buySeats(fresh, 2);
    expect(await seatsOf(fresh.code)).toMatchObject({ bought: 9, left: 9 });

    const orders = await call(ordersRoute.GET, { path: `${base()}/orders?per_page=2`, token: manager.token, params: params() });
    expect(orders.status).toBe(200);
    expect(orders.json.data).toMatchObject({ per_page: 2, current_page: 1 });
    expect(orders.json.data.total).toBeGreaterThanOrEqual(4);
    expect(orders.json.data.data[0]).toMatchObject({ course: { code: fresh.code }, quantity: 2, status: "paid" });
    expect(orders.json.data.data[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/);
  });

  it("answers 404 for another center's order", async () => {
    const elsewhere = await createDiveCenter({ country: "ES" });
    await member(owner, "owner", elsewhere);
    const res = await checkout(owner.token, { course: course.code, quantity: 1, currency: "USD" }, elsewhere.id);
    expect(res.status).toBe(200);
    // Spain's VAT for the other center.
    expect(res.json.data.amount).toBe(48279);
    expect((await confirm(owner.token, res.json.data.order_id)).status).toBe(404);
  });
});

describe("assigning seats", () => {
  let seatCourse: FactoryCourse;

  beforeAll(async () => {
    seatCourse = await forSale({ minAge: 12 }, 10000);
    await buySeats(seatCourse, 6);
  });

  it("enrols an existing account at once with its instructor and the center, and e-mails it", async () => {
    const diver = await createUser({ firstName: "Dina" });
    const res = await assign(manager.token, { course: seatCourse.code, email: diver.user.email.toUpperCase(), instructor: teacher.user.memberId });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      course: { code: seatCourse.code }, email: diver.user.email, status: "enrolled", diver: { member_id: diver.user.memberId },
      instructor: { member_id: teacher.user.memberId, full_name: "Ivo Teacher" }, started: false,
    });
    expect(res.json.data.log_code).toMatch(/^CL-[2-9A-HJKMNP-Z]{8}$/);
    const db = await getDb();
    const log = await db.courseLog.findUniqueOrThrow({ where: { logCode: res.json.data.log_code } });
    expect(log).toMatchObject({ userId: diver.user.id, courseId: seatCourse.id, instructorId: teacher.user.id, diveCenterId: center.id, source: "center_seat", status: "active" });
    await mailsSettled();
    const mail = (await mailsTo(diver.user.email, "center_seat_enrolled"))[0]!;
    expect(mail.text).toContain(res.json.data.log_code);
    expect(mail.text).toContain(center.name);
    expect(await seatsOf(seatCourse.code)).toMatchObject({ bought: 6, assigned: 1, left: 5, used: 0 });

    const audit = (await auditRows("dive_center", center.id)).filter((r) => r.action === "dive_center.seat.assigned" && r.after.assignment_id === res.json.data.id);
    expect(audit).toEqual([expect.objectContaining({ actorId: manager.user.id, after: expect.objectContaining({ status: "enrolled", log_code: res.json.data.log_code, instructor_id: teacher.user.id }) })]);

    // The same diver again: an active course log of the course.
    const twice = await assign(owner.token, { course: seatCourse.code, email: diver.user.email });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe("The diver already has an active course log for this course.");
    expect(await seatsOf(seatCourse.code)).toMatchObject({ assigned: 1, left: 5 });

    // The default instructor: the caller when an active professional (the owner), else none (the manager).
    const byOwner = await assign(owner.token, { course: seatCourse.code, email: (await createUser()).user.email });
    expect(byOwner.json.data.instructor).toEqual({ member_id: owner.user.memberId, full_name: "Olga Owner" });
    const byManager = await assign(manager.token, { course: seatCourse.code, email: (await createUser()).user.email });
    expect(byManager.json.data.instructor).toBeNull();
  });

  it("applies the minimum age and prerequisites to an existing account (422 naming the rule), and checks the instructor", async () => {
    const adultsOnly = await forSale({ minAge: 18 }, 10000);
    await buySeats(adultsOnly, 1);
    const minor = await createUser({ minor: true, guardianAccepted: true });
    const young = await assign(owner.token, { course: adultsOnly.code, email: minor.user.email });
    expect(young.status).toBe(422);
    expect(young.json.errors.email).toEqual(["The diver must be at least 18 years old for this course."]);

    const advanced = await forSale({ prerequisites: [course.id] }, 10000);
    await buySeats(advanced, 1);
    const diver = await createUser();
    const missing = await assign(owner.token, { course: advanced.code, email: diver.user.email });
    expect(missing.status).toBe(422);
    expect(missing.json.errors.email[0]).toMatch(/^A valid certification is required first: .*\(/);
    await grantCertification(diver.user.id, course.id);
    expect((await assign(owner.token, { course: advanced.code, email: diver.user.email })).status).toBe(201);
    expect(await seatsOf(advanced.code)).toMatchObject({ bought: 1, assigned: 1, left: 0 });
    // Nothing left.
    const none = await assign(owner.token, { course: advanced.code, email: uniqueEmail() });
    expect(none.status).toBe(409);
    expect(none.json.message).toBe("No seat of this course is left.");
    // A course the center never bought.
    expect((await assign(owner.token, { course: (await createCourse()).code, email: uniqueEmail() })).status).toBe(409);

    const badInstructor = await assign(owner.token, { course: seatCourse.code, email: uniqueEmail(), instructor: outsider.user.memberId });
    expect(badInstructor.status).toBe(422);
    expect(badInstructor.json.errors.instructor).toEqual(["The instructor must be a member of this dive center who is an active professional."]);
    expect((await assign(owner.token, { course: seatCourse.code, email: uniqueEmail(), instructor: manager.user.memberId })).status).toBe(422);
    const suspended = await createUser({ status: "suspended" });
    expect((await assign(owner.token, { course: seatCourse.code, email: suspended.user.email })).json.errors.email).toEqual(["The diver's account is not active."]);
    expect((await assign(owner.token, { course: "NOPE-0", email: uniqueEmail() })).json.errors.course).toBeDefined();
    expect((await assign(owner.token, { course: seatCourse.code, email: "not-an-address" })).json.errors.email).toBeDefined();
    expect(young.json.errors.email).toBeDefined();
  });

  it("invites an unknown address, then enrols it when the new account verifies its e-mail", async () => {
    const email = uniqueEmail("invitee");
    const res = await assign(owner.token, { course: seatCourse.code, email, instructor: teacher.user.memberId });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ email, status: "invited", log_code: null, diver: null, started: false });
    await mailsSettled();
    expect((await mailsTo(email, "center_seat_invited"))[0]!.text).toContain("/register");
    const twice = await assign(manager.token, { course: seatCourse.code, email });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe("A seat of this course is already waiting for this e-mail address.");
    const left = (await seatsOf(seatCourse.code)).left;

    const signup = await register(registrationBody(email));
    expect(signup.status).toBe(201);
    await mailsSettled();
    const { path, params: link } = signedLinkTarget(linkIn((await mailsTo(email, "verify_email"))[0]!, "/api/v1/auth/email/verify/"));
    expect((await call(verifyRoute.GET, { path, params: link })).status).toBe(200);
    // Following the link again changes nothing.
    expect((await call(verifyRoute.GET, { path, params: link })).status).toBe(200);

    const db = await getDb();
    const seat = await db.seatAssignment.findUniqueOrThrow({ where: { id: res.json.data.id }, include: { courseLog: true } });
    expect(seat).toMatchObject({ status: "enrolled", userId: signup.json.data.id });
    expect(seat.courseLog).toMatchObject({ userId: signup.json.data.id, instructorId: teacher.user.id, diveCenterId: center.id, source: "center_seat" });
    expect(await db.courseLog.count({ where: { userId: signup.json.data.id, courseId: seatCourse.id } })).toBe(1);
    await mailsSettled();
    expect((await mailsTo(email, "center_seat_enrolled"))[0]!.text).toContain(seat.courseLog!.logCode);
    expect((await seatsOf(seatCourse.code)).left).toBe(left);
    const enrolled = (await auditRows("dive_center", center.id)).filter((r) => r.action === "dive_center.seat.enrolled" && r.after.assignment_id === seat.id);
    expect(enrolled).toEqual([expect.objectContaining({ actorId: signup.json.data.id, after: expect.objectContaining({ log_code: seat.courseLog!.logCode }) })]);

    const listed = await call(assignmentsRoute.GET, { path: `${base()}/seats/assignments?course=${seatCourse.code}&status=enrolled`, token: manager.token, params: params() });
    expect(listed.status).toBe(200);
    expect(listed.json.data.data.find((a: { id: number }) => a.id === seat.id)).toMatchObject({ status: "enrolled", log_code: seat.courseLog!.logCode, email });
    expect(listed.json.data.data.every((a: { status: string }) => a.status === "enrolled")).toBe(true);
  });

  it("returns an invited seat at verification when the new account may not take the course", async () => {
    const adultsOnly = await forSale({ minAge: 18 }, 10000);
    await buySeats(adultsOnly, 1);
    const email = uniqueEmail("young");
    expect((await assign(owner.token, { course: adultsOnly.code, email })).json.data.status).toBe("invited");
    expect(await seatsOf(adultsOnly.code)).toMatchObject({ assigned: 1, left: 0 });
    const year = new Date().getUTCFullYear();
    const signup = await register(registrationBody(email, { dob: `${year - 16}-01-01`, guardian_first_name: "Pia", guardian_last_name: "Bianchi", guardian_email: uniqueEmail("guardian") }));
    expect(signup.status).toBe(201);
    await mailsSettled();
    const { path, params: link } = signedLinkTarget(linkIn((await mailsTo(email, "verify_email"))[0]!, "/api/v1/auth/email/verify/"));
    expect((await call(verifyRoute.GET, { path, params: link })).status).toBe(200);
    expect(await seatsOf(adultsOnly.code)).toMatchObject({ bought: 1, assigned: 0, left: 1 });
    const db = await getDb();
    expect(await db.seatAssignment.findFirst({ where: { email, courseId: adultsOnly.id }, select: { status: true } })).toEqual({ status: "returned" });
  });

  it("gives exactly M seats to any number of concurrent assignments", async () => {
    const raced = await forSale({}, 10000);
    await buySeats(raced, 3);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => assign(i % 2 ? manager.token : owner.token, { course: raced.code, email: uniqueEmail(`race${i}`) })));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(5);
    for (const r of answers.filter((a) => a.status === 409)) expect(r.json.message).toBe("No seat of this course is left.");
    expect(await seatsOf(raced.code)).toEqual({ course: { code: raced.code, name: raced.name }, bought: 3, assigned: 3, used: 0, left: 0 });
    const db = await getDb();
    expect(await db.seatAssignment.count({ where: { courseId: raced.id, status: { not: "returned" } } })).toBe(3);
  });

  it("gives a seat back before the diver starts, and refuses after a quiz attempt (409)", async () => {
    const back = await forSale({}, 10000);
    await buySeats(back, 3);
    const [a, b] = await Promise.all([createUser(), createUser()]);
    const first = (await assign(owner.token, { course: back.code, email: a.user.email })).json.data;
    const second = (await assign(owner.token, { course: back.code, email: b.user.email })).json.data;
    const invited = (await assign(owner.token, { course: back.code, email: uniqueEmail() })).json.data;
    expect(await seatsOf(back.code)).toMatchObject({ bought: 3, assigned: 3, left: 0 });

    const returned = await giveBack(manager.token, first.id);
    expect(returned.status).toBe(200);
    expect(returned.json.data).toMatchObject({ id: first.id, status: "returned", log_code: null });
    const db = await getDb();
    expect(await db.courseLog.count({ where: { logCode: first.log_code } })).toBe(0);
    expect((await giveBack(manager.token, first.id)).status).toBe(409);
    expect((await giveBack(owner.token, invited.id)).json.data.status).toBe("returned");
    expect(await seatsOf(back.code)).toMatchObject({ bought: 3, assigned: 1, left: 2 });
    const audit = (await auditRows("dive_center", center.id)).filter((r) => r.action === "dive_center.seat.returned" && r.before.assignment_id === first.id);
    expect(audit).toEqual([expect.objectContaining({ actorId: manager.user.id, before: expect.objectContaining({ log_code: first.log_code, status: "enrolled" }) })]);

    // The other diver makes a quiz attempt: the seat stays.
    const log = await db.courseLog.findUniqueOrThrow({ where: { logCode: second.log_code }, select: { id: true } });
    await db.quizAttempt.create({ data: { courseLogId: log.id, kind: "quiz", moduleKey: back.modules[0]!.id, attempt: 1, score: 40, correct: 2, total: 5, passed: false, answers: [] } });
    const listed = await call(assignmentsRoute.GET, { path: `${base()}/seats/assignments?course=${back.code}`, token: owner.token, params: params() });
    expect(listed.json.data.data.find((s: { id: number }) => s.id === second.id).started).toBe(true);
    const refused = await giveBack(owner.token, second.id);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("The diver has started this course: the seat can no longer be given back.");
    expect(await seatsOf(back.code)).toMatchObject({ assigned: 1, left: 2 });

    // Used: a completed course log of a seat.
    await db.courseLog.update({ where: { id: log.id }, data: { status: "completed", completedAt: new Date() } });
    expect(await seatsOf(back.code)).toMatchObject({ bought: 3, assigned: 1, used: 1, left: 2 });
    // Another center's assignment is not found here.
    expect((await giveBack(owner.token, second.id, (await createDiveCenter()).id)).status).toBe(403);
  });
});

describe("who may do what", () => {
  it("lets owners and managers in; instructors, non-members and staff get 403; unknown centers 404", async () => {
    const staff = await createUser({ role: "admin" });
    const seatCourse = course.code;
    const calls = (token: string) => [
      call(seatsRoute.GET, { path: `${base()}/seats`, token, params: params() }),
      call(ordersRoute.GET, { path: `${base()}/orders`, token, params: params() }),
      call(assignmentsRoute.GET, { path: `${base()}/seats/assignments`, token, params: params() }),
      checkout(token, { course: seatCourse, quantity: 1, currency: "USD" }),
      confirm(token, 1),
      assign(token, { course: seatCourse, email: uniqueEmail() }),
      giveBack(token, 1),
    ];
    for (const who of [teacher, outsider, staff]) {
      const answers = await Promise.all(calls(who.token));
      for (const r of answers) {
        expect(r.status).toBe(403);
        expect(r.json.status).toBe("error");
      }
    }
    expect((await Promise.all(calls(teacher.token)))[0]!.json.message).toBe("Only an owner or a manager of the dive center can do this.");
    const unknown = await call(seatsRoute.GET, { path: `${base(2_000_000_000)}/seats`, token: owner.token, params: params(2_000_000_000) });
    expect(unknown.status).toBe(404);
    expect((await call(seatsRoute.GET, { path: `${base()}/seats`, params: params() })).status).toBe(401);
    expect((await call(seatsRoute.GET, { path: "/api/v1/centers/abc/seats", token: owner.token, params: { id: "abc" } })).status).toBe(404);
    const read = await ledger(manager.token);
    expect(read.status).toBe(200);
    for (const row of read.json.data) expect(row.bought).toBe(row.assigned + row.left);

    // A deactivated center: its owner still reads, nobody writes.
    const closed = await createDiveCenter({ active: false });
    await member(owner, "owner", closed);
    expect((await ledger(owner.token, closed.id)).status).toBe(200);
    expect((await checkout(owner.token, { course: seatCourse, quantity: 1, currency: "USD" }, closed.id)).status).toBe(403);
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
    expect(full.json.data).toMatchObject({ status: "refunded", quantity: 2, dive_center: { id: center.id, name: center.name } });
    expect(await seatsOf(refunded.code)).toMatchObject({ bought: 3, assigned: 0, left: 3 });
    const audit = (await auditRows("order", first.order_id)).find((r) => r.action === "order.refunded");
    expect(audit?.after).toMatchObject({ status: "refunded", seats_taken_back: 2, seats_bought: 3 });

    await assign(owner.token, { course: refunded.code, email: uniqueEmail() });
    const inUse = await refund(second.order_id, { reason: "Too many" });
    expect(inUse.status).toBe(409);
    expect(inUse.json.message).toBe("Only seats still left can be refunded: this order's seats have been assigned.");
    expect(await seatsOf(refunded.code)).toMatchObject({ bought: 3, assigned: 1, left: 2 });
  });
});
