import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as oneRoute from "@/app/api/v1/centers/[id]/route";
import * as ordersRoute from "@/app/api/v1/centers/[id]/orders/route";
import * as seatsRoute from "@/app/api/v1/centers/[id]/seats/route";
import * as assignRoute from "@/app/api/v1/centers/[id]/seats/assign/route";
import * as assignmentsRoute from "@/app/api/v1/centers/[id]/seats/assignments/route";
import * as assignmentRoute from "@/app/api/v1/centers/[id]/seats/assignments/[assignment_id]/route";
import * as checkoutRoute from "@/app/api/v1/centers/[id]/seats/checkout/route";
import * as confirmRoute from "@/app/api/v1/centers/[id]/seats/confirm/route";
import * as invitationRoute from "@/app/api/v1/centers/[id]/invitations/[invitation_id]/route";
import * as invitationsRoute from "@/app/api/v1/centers/[id]/invitations/route";
import * as memberRoute from "@/app/api/v1/centers/[id]/members/[user_id]/route";
import * as membersRoute from "@/app/api/v1/centers/[id]/members/route";
import * as studentsRoute from "@/app/api/v1/centers/[id]/students/route";
import type { CenterRole } from "@/generated/prisma/enums";
import { getDb } from "@/lib/db/client";
import { stripe } from "@/lib/payments/config";
import { createDiveCenter, createUser, uniqueEmail, type CreatedUser } from "@/tests/support/factories";
import { call, type CallResult, type RouteHandler } from "@/tests/support/http";
import { createCourse, type FactoryCourse } from "@/tests/support/learning-factories";
import { startStripeEmulator } from "@/tests/support/stripe-emulator";

// The permission matrix of a dive center's routes (contract section 6), on PGlite and on
// PostgreSQL (the seat routes take advisory locks): every /centers/{id}/... operation called by an
// owner, a manager, an instructor member, a non-member and staff (an administrator who is not a
// member: staff act through /admin), with the status each must get. Reading the team and the
// students: any member (an instructor sees his or her own students, centers-core.test.ts);
// changing roles: owners; running the center (settings, invitations, seats, checkout, confirm,
// assign, give back, orders): owners and managers. A deactivated center answers 403 to all but
// its owners, who can still read. Table-driven, one setup: each row makes what its call needs (a
// fresh member to remove, a fresh invitation to withdraw, a paid order to confirm), so every call
// is independent.

type Who = "owner" | "manager" | "instructor" | "nonMember" | "staff";
const WHO: Who[] = ["owner", "manager", "instructor", "nonMember", "staff"];

/** `real`: an active center where a row can make what its call needs; elsewhere the gate answers first, so a row uses a placeholder id. */
type Ctx = { centerId: number; people: Record<Who, CreatedUser>; real: boolean };
const PLACEHOLDER = "2000000000";
type Row = {
  op: string;
  /** Expected status per caller on an active center. */
  expect: Record<Who, number>;
  /** A change (a deactivated center refuses it to everyone); reads stay open to its owners. */
  write: boolean;
  run: (ctx: Ctx, token: string) => Promise<CallResult>;
};

const people = {} as Record<Who, CreatedUser>;
let centerId: number;
let closedId: number;
let seatCourse: FactoryCourse;
let emulator: Awaited<ReturnType<typeof startStripeEmulator>>;

const member = async (diveCenterId: number, userId: number, role: CenterRole) =>
  (await getDb()).diveCenterMember.create({ data: { diveCenterId, userId, role } });

/** A fresh instructor member of the center (a target to change or remove). */
async function freshInstructor(diveCenterId: number) {
  const someone = await createUser({ professional: true, withToken: false });
  await member(diveCenterId, someone.user.id, "instructor");
  return someone.user.id;
}

/** A fresh pending invitation of an instructor, sent by the owner. */
async function freshInvitation(diveCenterId: number) {
  const db = await getDb();
  const row = await db.centerInvitation.create({
    data: { diveCenterId, email: uniqueEmail("invitee"), role: "instructor", invitedById: people.owner.user.id, expiresAt: new Date(Date.now() + 14 * 86_400_000) },
    select: { id: true },
  });
  return row.id;
}

const at = (id: number, tail = "") => `/api/v1/centers/${id}${tail}`;
/** A seat order of the center bought by its owner and paid through the emulator (not yet confirmed). */
async function paidOrder(diveCenterId: number): Promise<number> {
  const res = await call(checkoutRoute.POST, {
    method: "POST", path: at(diveCenterId, "/seats/checkout"), token: people.owner.token, params: { id: String(diveCenterId) },
    body: { course: seatCourse.code, quantity: 1 + Math.floor(Math.random() * 400), currency: "USD" },
  });
  if (res.status !== 200) throw new Error(`checkout: ${res.status} ${res.text}`);
  await stripe().paymentIntents.confirm(res.json.data.payment_intent_id, { payment_method: "pm_card_visa" });
  return res.json.data.order_id as number;
}

/** A fresh seat assigned by the owner to an address without an account (invited: it can be given back). */
async function freshAssignment(diveCenterId: number): Promise<number> {
  const res = await call(assignRoute.POST, {
    method: "POST", path: at(diveCenterId, "/seats/assign"), token: people.owner.token, params: { id: String(diveCenterId) },
    body: { course: seatCourse.code, email: uniqueEmail("returned"), instructor: people.instructor.user.memberId },
  });
  if (res.status !== 201) throw new Error(`assign: ${res.status} ${res.text}`);
  return res.json.data.id as number;
}

const get = (handler: RouteHandler, path: string, params: Record<string, string>, token: string) => call(handler, { path, token, params });
const send = (handler: RouteHandler, method: string, path: string, params: Record<string, string>, token: string, body?: unknown) =>
  call(handler, { method, path, token, params, body });

const everyMember = { owner: 200, manager: 200, instructor: 200, nonMember: 403, staff: 403 };
const runsCenter = { owner: 200, manager: 200, instructor: 403, nonMember: 403, staff: 403 };
const runsCenterCreated = { owner: 201, manager: 201, instructor: 403, nonMember: 403, staff: 403 };
const ownersOnly = { owner: 200, manager: 403, instructor: 403, nonMember: 403, staff: 403 };

const rows: Row[] = [
  { op: "GET /centers/{id}", expect: everyMember, write: false, run: ({ centerId: id }, token) => get(oneRoute.GET, at(id), { id: String(id) }, token) },
  {
    op: "PATCH /centers/{id}", expect: runsCenter, write: true,
    run: ({ centerId: id }, token) => send(oneRoute.PATCH, "PATCH", at(id), { id: String(id) }, token, { city: "Camogli" }),
  },
  { op: "GET /centers/{id}/students", expect: everyMember, write: false, run: ({ centerId: id }, token) => get(studentsRoute.GET, at(id, "/students"), { id: String(id) }, token) },
  { op: "GET /centers/{id}/members", expect: everyMember, write: false, run: ({ centerId: id }, token) => get(membersRoute.GET, at(id, "/members"), { id: String(id) }, token) },
  {
    // Only an owner names or changes roles (the same role again changes nothing: 200).
    op: "PATCH /centers/{id}/members/{user_id}", expect: ownersOnly, write: true,
    run: async ({ centerId: id, real }, token) => {
      const target = real ? String(await freshInstructor(id)) : PLACEHOLDER;
      return send(memberRoute.PATCH, "PATCH", at(id, `/members/${target}`), { id: String(id), user_id: target }, token, { role: "instructor" });
    },
  },
  {
    // Owners remove anyone, managers instructors; an instructor removing someone else is refused.
    op: "DELETE /centers/{id}/members/{user_id}", expect: runsCenter, write: true,
    run: async ({ centerId: id, real }, token) => {
      const target = real ? String(await freshInstructor(id)) : PLACEHOLDER;
      return send(memberRoute.DELETE, "DELETE", at(id, `/members/${target}`), { id: String(id), user_id: target }, token);
    },
  },
  { op: "GET /centers/{id}/invitations", expect: runsCenter, write: false, run: ({ centerId: id }, token) => get(invitationsRoute.GET, at(id, "/invitations"), { id: String(id) }, token) },
  {
    // Owners invite any role, managers instructors.
    op: "POST /centers/{id}/invitations", expect: runsCenterCreated, write: true,
    run: ({ centerId: id }, token) => send(invitationsRoute.POST, "POST", at(id, "/invitations"), { id: String(id) }, token, { email: uniqueEmail("invited"), role: "instructor" }),
  },
  {
    op: "DELETE /centers/{id}/invitations/{invitation_id}", expect: runsCenter, write: true,
    run: async ({ centerId: id, real }, token) => {
      const invitation = real ? String(await freshInvitation(id)) : PLACEHOLDER;
      return send(invitationRoute.DELETE, "DELETE", at(id, `/invitations/${invitation}`), { id: String(id), invitation_id: invitation }, token);
    },
  },
  { op: "GET /centers/{id}/seats", expect: runsCenter, write: false, run: ({ centerId: id }, token) => get(seatsRoute.GET, at(id, "/seats"), { id: String(id) }, token) },
  {
    op: "GET /centers/{id}/seats/assignments", expect: runsCenter, write: false,
    run: ({ centerId: id }, token) => get(assignmentsRoute.GET, at(id, "/seats/assignments"), { id: String(id) }, token),
  },
  { op: "GET /centers/{id}/orders", expect: runsCenter, write: false, run: ({ centerId: id }, token) => get(ordersRoute.GET, at(id, "/orders"), { id: String(id) }, token) },
  {
    op: "POST /centers/{id}/seats/checkout", expect: runsCenter, write: true,
    run: ({ centerId: id }, token) => send(checkoutRoute.POST, "POST", at(id, "/seats/checkout"), { id: String(id) }, token, { course: seatCourse.code, quantity: 2, currency: "USD" }),
  },
  {
    // A seat order the owner bought and paid; each caller confirms a fresh one.
    op: "POST /centers/{id}/seats/confirm", expect: runsCenter, write: true,
    run: async ({ centerId: id, real }, token) => {
      const orderId = real ? await paidOrder(id) : 2_000_000_000;
      return send(confirmRoute.POST, "POST", at(id, "/seats/confirm"), { id: String(id) }, token, { order_id: orderId });
    },
  },
  {
    // An address without an account: the seat is assigned as an invitation (201).
    op: "POST /centers/{id}/seats/assign", expect: runsCenterCreated, write: true,
    run: ({ centerId: id }, token) =>
      send(assignRoute.POST, "POST", at(id, "/seats/assign"), { id: String(id) }, token, { course: seatCourse.code, email: uniqueEmail("seat"), instructor: people.instructor.user.memberId }),
  },
  {
    op: "DELETE /centers/{id}/seats/assignments/{assignment_id}", expect: runsCenter, write: true,
    run: async ({ centerId: id, real }, token) => {
      const assignment = real ? String(await freshAssignment(id)) : PLACEHOLDER;
      return send(assignmentRoute.DELETE, "DELETE", at(id, `/seats/assignments/${assignment}`), { id: String(id), assignment_id: assignment }, token);
    },
  },
];

beforeAll(async () => {
  emulator = await startStripeEmulator(async () => undefined);
  const [center, closed] = await Promise.all([createDiveCenter({ name: "Matrix Reef" }), createDiveCenter({ name: "Matrix Closed", active: false })]);
  centerId = center.id;
  closedId = closed.id;
  [people.owner, people.manager, people.instructor, people.nonMember, people.staff] = await Promise.all([
    createUser({ professional: true, firstName: "Olga", lastName: "Owner" }),
    createUser({ firstName: "Mario", lastName: "Manager" }),
    createUser({ professional: true, firstName: "Ines", lastName: "Instructor" }),
    createUser({ professional: true, firstName: "Nino", lastName: "Outsider" }),
    createUser({ role: "admin", firstName: "Sara", lastName: "Staff" }),
  ]);
  for (const id of [centerId, closedId]) {
    await Promise.all([
      member(id, people.owner.user.id, "owner"),
      member(id, people.manager.user.id, "manager"),
      member(id, people.instructor.user.id, "instructor"),
    ]);
  }
  // A course for sale, and seats of it already bought (the ledger row, as a paid order leaves it).
  seatCourse = await createCourse();
  const db = await getDb();
  await db.course.update({ where: { id: seatCourse.id }, data: { priceCents: 19900, purchasable: true } });
  await db.centerSeatBalance.create({ data: { diveCenterId: centerId, courseId: seatCourse.id, bought: 100, assigned: 0 } });
});
afterAll(() => emulator.close());

describe("a dive center's routes: who gets what", () => {
  for (const row of rows) {
    it(`${row.op}: ${WHO.map((w) => `${w} ${row.expect[w]}`).join(", ")}`, async () => {
      for (const who of WHO) {
        const res = await row.run({ centerId, people, real: true }, people[who].token);
        expect(res.status, `${row.op} as ${who}: ${res.text}`).toBe(row.expect[who]);
        if (res.status >= 400) expect(res.json, `${row.op} as ${who}`).toMatchObject({ status: "error", message: expect.any(String) });
      }
    });
  }

  it("every route answers 401 without a token and 404 for a center that does not exist", async () => {
    for (const row of rows) {
      expect((await row.run({ centerId, people, real: false }, "")).status, row.op).toBe(401);
      expect((await row.run({ centerId: 2_000_000_000, people, real: false }, people.owner.token)).status, row.op).toBe(404);
    }
  });
});

describe("a deactivated dive center", () => {
  for (const row of rows) {
    // Reads: its owners only; changes: nobody, its owners neither.
    const expected: Record<Who, number> = { owner: row.write ? 403 : row.expect.owner, manager: 403, instructor: 403, nonMember: 403, staff: 403 };
    it(`${row.op}: ${WHO.map((w) => `${w} ${expected[w]}`).join(", ")}`, async () => {
      for (const who of WHO) {
        const res = await row.run({ centerId: closedId, people, real: false }, people[who].token);
        expect(res.status, `${row.op} as ${who} (deactivated): ${res.text}`).toBe(expected[who]);
      }
    });
  }
});
