import { expect, test } from "@/e2e/support/contract";
import { EMULATOR_SECRET_KEY } from "@/lib/payments/config";
import { apiToken, bearer, DEMO, INSTRUCTOR } from "@/e2e/support/session";

// Classrooms and membership renewal over HTTP against the running app: create with sessions,
// 422 dotted paths, add the demo instructor's student, another professional's view (a diver
// gets 403), and a renewal paid through the built-in Stripe emulator, confirmed twice.

test.describe("professional organisation API", () => {
  test("classrooms: create, validate, add a student, read, remove", async ({ request }) => {
    const token = await apiToken(request, INSTRUCTOR.email, INSTRUCTOR.password);
    const students = await request.get("/api/v1/professional/students?status=active", { headers: bearer(token) });
    const log = ((await students.json()).data.data as { log_code: string; course: { code: string } }[])[0]!;
    expect(log, "the demo instructor has an active student").toBeTruthy();

    const bad = await request.post("/api/v1/professional/classrooms", {
      headers: bearer(token),
      data: { name: "x", course: log.course.code, starts_on: "2026-12-05", ends_on: "2026-12-10", sessions: [{ kind: "theory", starts_at: "2026-12-06T09:00:00Z", location: "Room" }, { kind: "open_water", starts_at: "2027-06-01T09:00:00Z", location: "Sea" }] },
    });
    expect(bad.status()).toBe(422);
    expect(Object.keys((await bad.json()).errors)).toEqual(["sessions.1.starts_at"]);

    const created = await request.post("/api/v1/professional/classrooms", {
      headers: bearer(token),
      data: { name: "E2E group", course: log.course.code, starts_on: "2026-12-05", ends_on: "2026-12-10", capacity: 1, sessions: [{ kind: "theory", starts_at: "2026-12-06T09:00:00Z", location: "Room" }] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const room = (await created.json()).data as { id: number };
    const added = await request.post(`/api/v1/professional/classrooms/${room.id}/students`, { headers: bearer(token), data: { log_code: log.log_code } });
    expect(added.status(), await added.text()).toBe(201);
    const detail = await request.get(`/api/v1/professional/classrooms/${room.id}`, { headers: bearer(token) });
    const students0 = (await detail.json()).data.students;
    expect(students0).toHaveLength(1);
    expect(students0[0]).toMatchObject({ log_code: log.log_code, progress: expect.any(Number), medical_status: expect.any(String) });

    const diver = await apiToken(request, DEMO.email, DEMO.password);
    expect((await request.get(`/api/v1/professional/classrooms/${room.id}`, { headers: bearer(diver) })).status()).toBe(403);
    expect((await request.get(`/api/v1/professional/classrooms/${room.id + 100000}`, { headers: bearer(token) })).status()).toBe(404);

    const removed = await request.delete(`/api/v1/professional/classrooms/${room.id}/students/${log.log_code}`, { headers: bearer(token) });
    expect(removed.status()).toBe(200);
    expect((await removed.json()).data.students).toEqual([]);
  });

  test("renewal: read, checkout, pay with the emulator, confirm exactly once", async ({ request }) => {
    const token = await apiToken(request, INSTRUCTOR.email, INSTRUCTOR.password);
    const before = (await (await request.get("/api/v1/professional/renewals", { headers: bearer(token) })).json()).data;
    expect(before).toMatchObject({ professional_status: expect.any(String), price: expect.any(Number), price_with_vat: expect.any(Number), history: expect.any(Array) });

    const res = await request.post("/api/v1/professional/renewals/checkout", { headers: bearer(token), data: { currency: "USD" } });
    expect(res.status(), await res.text()).toBe(200);
    const intent = (await res.json()).data;
    expect(Object.keys(intent).sort()).toEqual(["amount", "client_secret", "currency", "order_id", "payment_intent_id"]);
    expect(intent.amount).toBe(before.price_with_vat);
    const confirmUrl = `/api/v1/professional/renewals/orders/${intent.order_id}/confirm`;
    expect((await request.post(confirmUrl, { headers: bearer(token), data: { payment_intent_id: intent.payment_intent_id } })).status()).toBe(409);

    const paid = await request.post(`/v1/payment_intents/${intent.payment_intent_id}/confirm`, { headers: { Authorization: `Bearer ${EMULATOR_SECRET_KEY}` }, form: { payment_method: "pm_card_visa" } });
    expect(paid.status()).toBe(200);
    const [a, b] = await Promise.all([1, 2].map(() => request.post(confirmUrl, { headers: bearer(token), data: { payment_intent_id: intent.payment_intent_id } })));
    const first = (await a!.json()).data;
    expect(first).toMatchObject({ order_id: intent.order_id, status: "paid" });
    expect((await b!.json()).data).toEqual(first);
    expect(first.expire_date > before.expire_date).toBe(true);

    const after = (await (await request.get("/api/v1/professional/renewals", { headers: bearer(token) })).json()).data;
    expect(after.history.filter((h: { order_id: number }) => h.order_id === intent.order_id)).toHaveLength(1);
    expect(after.professional_status).toBe("Professional Active");
  });
});
