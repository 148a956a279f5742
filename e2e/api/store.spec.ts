import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "@/e2e/support/contract";
import { apiToken, bearer, DEMO } from "@/e2e/support/session";

// The diver store over HTTP against `npm start`: the catalogue, a checkout paid through the
// built-in Stripe emulator, the confirmation and the order status; 401 and 422 at the door.
// The demo catalogue is seeded by another area, so the course is chosen from what is on sale.

const EMULATOR_SECRET_KEY = "sk_test_divecert_emulator";

type StoreCourse = { id: number; code: string; name: string; price: number; price_with_vat: number; vat_rate: number; currency: string; prerequisites: string[] };
type Intent = { client_secret: string; payment_intent_id: string; order_id: number; amount: number; currency: string };

async function storeCourses(request: APIRequestContext, token: string, query = ""): Promise<StoreCourse[]> {
  const res = await request.get(`/api/v1/diver/store/courses${query}`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as StoreCourse[];
}

/** The first course without prerequisites that this diver may buy (checkout answers 200). */
async function checkoutSomething(request: APIRequestContext, token: string, courses: StoreCourse[]) {
  const refusals: string[] = [];
  for (const course of courses.filter((c) => c.prerequisites.length === 0)) {
    const res = await request.post(`/api/v1/diver/store/courses/${course.code}/checkout`, { headers: bearer(token), data: { currency: "usd" } });
    if (res.status() === 200) return { course, intent: (await res.json()).data as Intent };
    expect(res.status(), `checkout of ${course.code}: ${await res.text()}`).toBe(422);
    refusals.push(`${course.code}: ${JSON.stringify((await res.json()).errors)}`);
  }
  throw new Error(`No course in the demo catalogue is purchasable by ${DEMO.email} (courses without prerequisites refused: ${refusals.join("; ") || "none on sale"}).`);
}

test.describe("diver store", () => {
  test("catalogue lists purchasable courses with USD and VAT prices, filtered by level and q", async ({ request }) => {
    const token = await apiToken(request, DEMO.email, DEMO.password);
    const courses = await storeCourses(request, token);
    expect(courses.length, "the demo catalogue has courses on sale").toBeGreaterThan(0);
    for (const c of courses) {
      expect(c.currency).toBe("USD");
      expect(Number.isInteger(c.price) && c.price > 0).toBe(true);
      expect(Number.isInteger(c.price_with_vat)).toBe(true);
      expect(c.price_with_vat).toBeGreaterThanOrEqual(c.price);
      expect(typeof c.vat_rate).toBe("number");
    }
    const level = (courses[0] as StoreCourse & { level: string }).level;
    const byLevel = await storeCourses(request, token, `?level=${level}`);
    expect(byLevel.length).toBeGreaterThan(0);
    expect(byLevel.every((c) => (c as StoreCourse & { level: string }).level === level)).toBe(true);
    const byCode = await storeCourses(request, token, `?q=${encodeURIComponent(courses[0]!.code)}`);
    expect(byCode.map((c) => c.code)).toContain(courses[0]!.code);
    expect(await storeCourses(request, token, "?q=no-such-course-zzz")).toEqual([]);
  });

  test("checkout → emulator confirm → order confirm → paid with a course log", async ({ request }) => {
    const token = await apiToken(request, DEMO.email, DEMO.password);
    const { course, intent } = await checkoutSomething(request, token, await storeCourses(request, token));
    expect(intent.payment_intent_id).toMatch(/^pi_/);
    expect(intent.client_secret.startsWith(`${intent.payment_intent_id}_secret_`)).toBe(true);
    expect(intent.amount, "amount is the VAT-inclusive price, in cents").toBe(course.price_with_vat);
    expect(intent.currency).toBe("USD");

    // Not paid yet: confirming the order answers 409 with the provider's state.
    const early = await request.post(`/api/v1/diver/store/orders/${intent.order_id}/confirm`, { headers: bearer(token), data: { payment_intent_id: intent.payment_intent_id } });
    expect(early.status(), await early.text()).toBe(409);
    expect((await early.json()).payment_status).toBe("requires_payment_method");

    const paid = await request.post(`/v1/payment_intents/${intent.payment_intent_id}/confirm`, {
      headers: { Authorization: `Bearer ${EMULATOR_SECRET_KEY}` },
      form: { payment_method: "pm_card_visa" },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    expect((await paid.json()).status).toBe("succeeded");

    const confirmed = await request.post(`/api/v1/diver/store/orders/${intent.order_id}/confirm`, { headers: bearer(token), data: { payment_intent_id: intent.payment_intent_id } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    const confirmation = (await confirmed.json()).data as { order_id: number; status: string; course_log_code: string | null };
    expect(confirmation).toMatchObject({ order_id: intent.order_id, status: "paid" });
    expect(confirmation.course_log_code).toEqual(expect.any(String));

    const order = await request.get(`/api/v1/diver/store/orders/${intent.order_id}`, { headers: bearer(token) });
    expect(order.status()).toBe(200);
    expect((await order.json()).data).toMatchObject({
      order_id: intent.order_id,
      status: "paid",
      amount: intent.amount,
      currency: "USD",
      course: { code: course.code },
      course_log_code: confirmation.course_log_code,
      paid_at: expect.any(String),
    });

    // Bought once: the same course is now refused (already active).
    const again = await request.post(`/api/v1/diver/store/courses/${course.code}/checkout`, { headers: bearer(token), data: { currency: "USD" } });
    expect(again.status(), await again.text()).toBe(422);
  });

  test("401 without a token, 422 for a currency other than USD", async ({ request }) => {
    expect((await request.get("/api/v1/diver/store/courses")).status()).toBe(401);
    expect((await request.post("/api/v1/diver/store/courses/OWD/checkout", { data: { currency: "USD" } })).status()).toBe(401);
    expect((await request.get("/api/v1/diver/store/orders/1")).status()).toBe(401);

    const token = await apiToken(request, DEMO.email, DEMO.password);
    const [course] = await storeCourses(request, token);
    const eur = await request.post(`/api/v1/diver/store/courses/${course!.code}/checkout`, { headers: bearer(token), data: { currency: "EUR" } });
    expect(eur.status(), await eur.text()).toBe(422);
    expect((await eur.json()).errors.currency).toEqual(expect.any(Array));
  });
});
