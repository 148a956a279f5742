import { stripe } from "@/lib/payments/config";
import { recipe, type Recipe } from "@/tests/support/contract-walk/recipe";
import type { World } from "@/tests/support/contract-walk/world";

// Issue 37 (contract section 6), a center's seats (decision 0046): the demo instructor owns his
// center with five Open Water seats. He reads the ledger, the orders and the assignments, buys two
// more seats (paid through the Stripe emulator, then confirmed), invites an unknown address to a
// seat and gives that seat back, so the demo ledger only grows by the two seats bought.

async function seatCenterId(w: World): Promise<number> {
  w.saved.seatCenterId ??= (await w.db.diveCenterMember.findFirstOrThrow({ where: { userId: w.pro.id, role: "owner" }, orderBy: { diveCenterId: "asc" }, select: { diveCenterId: true } })).diveCenterId;
  return w.saved.seatCenterId as number;
}
const center = async (w: World) => ({ id: await seatCenterId(w) });

export const centersSeatsRecipes: Recipe[] = [
  recipe("GET /api/v1/centers/{id}/seats", "pro", { params: center }),
  recipe("GET /api/v1/centers/{id}/orders", "pro", { params: center }),
  recipe("GET /api/v1/centers/{id}/seats/assignments", "pro", { params: center, query: () => ({ course: "OWD" }) }),
  recipe("POST /api/v1/centers/{id}/seats/checkout", "pro", {
    params: center,
    body: () => ({ course: "OWD", quantity: 2, currency: "USD" }),
    after: (res, w) => void (w.saved.seatOrder = res.json.data),
  }),
  recipe("POST /api/v1/centers/{id}/seats/confirm", "pro", {
    before: async (w) => void (await stripe().paymentIntents.confirm(w.saved.seatOrder.payment_intent_id, { payment_method: "pm_card_visa" })),
    params: center,
    body: (w) => ({ order_id: w.saved.seatOrder.order_id }),
  }),
  recipe("POST /api/v1/centers/{id}/seats/assign", "pro", {
    params: center,
    body: () => ({ course: "OWD", email: `seat.walk.${Date.now()}@example.com` }),
    after: (res, w) => void (w.saved.seatAssignment = res.json.data),
  }),
  recipe("DELETE /api/v1/centers/{id}/seats/assignments/{assignment_id}", "pro", {
    params: async (w) => ({ id: await seatCenterId(w), assignment_id: w.saved.seatAssignment.id }),
  }),
];
