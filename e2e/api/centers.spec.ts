import { randomUUID } from "node:crypto";
import { expect, test } from "@/e2e/support/contract";
import { newCenterOwner, newProfessional } from "@/e2e/support/centers";
import { mailLink } from "@/e2e/support/mailbox";
import { apiToken, bearer, DEMO, newVerifiedDiver } from "@/e2e/support/session";
import { EMULATOR_SECRET_KEY } from "@/lib/payments/config";

// Dive centers as accounts (issue 37) over HTTP against `next start`, every answer checked against
// the served OpenAPI document (e2e/support/contract.ts): a center's reads for its owner and the
// 403/404 of everyone else; an invitation accepted once (403 for another account, 409 after; its
// 410 after 14 days needs a clock, tests/integration/centers-members.test.ts has it); three seats
// paid through the emulator and confirmed twice at once (added once); one seat to an account
// (enrolled), then the last seats raced over HTTP: four assignments at once for two seats left,
// exactly two succeed; the enrolled student referred by the instructor and taken over by the
// owner once (409 after, 422 for a changed code).

const errorEnvelope = { status: "error", message: expect.any(String) };

test.describe("dive centers API", () => {
  test("a center's reads, its members' gate, an invitation once, seats bought once and raced", async ({ request }) => {
    test.setTimeout(120_000);
    const owner = await newCenterOwner(request, "api-center");
    const center = `/api/v1/centers/${owner.centerId}`;
    const asOwner = { headers: bearer(owner.token) };

    const mine = await request.get("/api/v1/centers", asOwner);
    expect(mine.status()).toBe(200);
    expect((await mine.json()).data).toEqual([expect.objectContaining({ id: owner.centerId, role: "owner" })]);
    const read = await request.get(center, asOwner);
    expect(read.status()).toBe(200);
    expect((await read.json()).data).toMatchObject({ id: owner.centerId, role: "owner", figures: { instructors: 0, students_in_training: 0, certifications_this_year: 0, seats_left: 0 } });

    // Non-members (a diver) get 403 on every center route; an unknown center is 404.
    const diver = { headers: bearer(await apiToken(request, DEMO.email, DEMO.password)) };
    for (const path of [center, `${center}/members`, `${center}/students`, `${center}/seats`]) {
      const res = await request.get(path, diver);
      expect(res.status(), path).toBe(403);
      expect(await res.json()).toMatchObject(errorEnvelope);
    }
    const unknown = await request.get("/api/v1/centers/2000000000", asOwner);
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject(errorEnvelope);

    // An invitation works once, and only for the invited address.
    const coach = await newProfessional(request, "api-coach");
    const invited = await request.post(`${center}/invitations`, { ...asOwner, data: { email: coach.email, role: "instructor" } });
    expect(invited.status(), await invited.text()).toBe(201);
    const token = new URL(await mailLink(request, coach.email, "/center-invitations/")).pathname.split("/").pop()!;
    const accept = `/api/v1/center-invitations/${token}/accept`;
    const wrong = await request.post(accept, diver);
    expect(wrong.status()).toBe(403);
    const coachAuth = { headers: bearer(await apiToken(request, coach.email, coach.password)) };
    const joined = await request.post(accept, coachAuth);
    expect(joined.status(), await joined.text()).toBe(200);
    expect((await joined.json()).data).toMatchObject({ member_id: coach.memberId, role: "instructor", center: { id: owner.centerId } });
    const again = await request.post(accept, coachAuth);
    expect(again.status()).toBe(409);
    expect(await again.json()).toMatchObject(errorEnvelope);
    const members = (await (await request.get(`${center}/members`, asOwner)).json()).data.data as { member_id: string; role: string }[];
    expect(members.map((m) => `${m.member_id} ${m.role}`).sort()).toEqual([`${coach.memberId} instructor`, `${owner.memberId} owner`].sort());

    // Three seats through the emulator, confirmed twice at once: added exactly once.
    const checkout = await request.post(`${center}/seats/checkout`, { ...asOwner, data: { course: "OWD", quantity: 3, currency: "USD" } });
    expect(checkout.status(), await checkout.text()).toBe(200);
    const intent = (await checkout.json()).data as { order_id: number; payment_intent_id: string; amount: number };
    expect(Object.keys(intent).sort()).toEqual(["amount", "client_secret", "currency", "order_id", "payment_intent_id"]);
    const paid = await request.post(`/v1/payment_intents/${intent.payment_intent_id}/confirm`, { headers: { Authorization: `Bearer ${EMULATOR_SECRET_KEY}` }, form: { payment_method: "pm_card_visa" } });
    expect(paid.status()).toBe(200);
    const confirms = await Promise.all([1, 2].map(() => request.post(`${center}/seats/confirm`, { ...asOwner, data: { order_id: intent.order_id } })));
    expect(confirms.map((r) => r.status())).toEqual([200, 200]);
    const seats = async () => ((await (await request.get(`${center}/seats`, asOwner)).json()).data as { course: { code: string }; bought: number; assigned: number; used: number; left: number }[]).find((s) => s.course.code === "OWD");
    expect(await seats()).toMatchObject({ bought: 3, assigned: 0, used: 0, left: 3 });

    // One seat to an account (enrolled at once with the instructor), then four at once for the two left.
    const student = await newVerifiedDiver(request, "api-seat");
    const one = await request.post(`${center}/seats/assign`, { ...asOwner, data: { course: "OWD", email: student.email, instructor: coach.memberId } });
    expect(one.status(), await one.text()).toBe(201);
    const enrolled = (await one.json()).data as { status: string; log_code: string };
    expect(enrolled).toMatchObject({ status: "enrolled", log_code: expect.stringMatching(/^CL-/) });
    const race = await Promise.all(
      [1, 2, 3, 4].map((i) => request.post(`${center}/seats/assign`, { ...asOwner, data: { course: "OWD", email: `race-${i}-${randomUUID().slice(0, 8)}@example.com`, instructor: coach.memberId } })),
    );
    expect(race.map((r) => r.status()).sort()).toEqual([201, 201, 409, 409]);
    for (const r of race.filter((x) => x.status() === 201)) expect((await r.json()).data).toMatchObject({ status: "invited" });
    expect(await seats()).toMatchObject({ bought: 3, assigned: 3, left: 0 });

    // The instructor refers the student; the owner (a professional too) takes the student over once;
    // a changed code is 422.
    const referred = await request.post(`/api/v1/professional/students/${enrolled.log_code}/referral`, coachAuth);
    expect(referred.status(), await referred.text()).toBe(201);
    const { code } = (await referred.json()).data as { code: string };
    const [head, payload, signature] = code.split(".");
    const changed = `${head}.${payload}.${signature!.startsWith("A") ? "B" : "A"}${signature!.slice(1)}`;
    const tampered = await request.post("/api/v1/professional/referrals/accept", { ...asOwner, data: { code: changed } });
    expect(tampered.status()).toBe(422);
    expect(await tampered.json()).toMatchObject({ ...errorEnvelope, errors: { code: [expect.any(String)] } });
    const taken = await request.post("/api/v1/professional/referrals/accept", { ...asOwner, data: { code } });
    expect(taken.status(), await taken.text()).toBe(200);
    const twice = await request.post("/api/v1/professional/referrals/accept", { ...asOwner, data: { code } });
    expect(twice.status()).toBe(409);
    expect(await twice.json()).toMatchObject(errorEnvelope);
  });
});
