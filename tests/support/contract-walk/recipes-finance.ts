import { recipe, type Recipe } from "@/tests/support/contract-walk/recipe";

// The staff console's orders (issue 24): the list, one order, and a partial refund of the order
// the instructor paid for a student (through the Stripe emulator), as the demo administrator.
// Partial, so the student's course log stays open for the recipes after these.

export const financeRecipes: Recipe[] = [
  recipe("GET /api/v1/admin/orders", "admin", { query: () => ({ status: "paid" }) }),
  recipe("GET /api/v1/admin/orders/{id}", "admin", { params: (w) => ({ id: w.saved.proOrder.order_id }) }),
  recipe("POST /api/v1/admin/orders/{id}/refund", "admin", {
    params: (w) => ({ id: w.saved.proOrder.order_id }),
    body: () => ({ reason: "Goodwill partial refund (contract walk)", amount: 100 }),
  }),
];
