import { recipe, type Recipe } from "@/tests/support/contract-walk/recipe";
import type { World } from "@/tests/support/contract-walk/world";

// Issue 37 (contract section 6), a center's own routes: the demo instructor owns his center
// ("Mar de Lava Buceo", prisma/seed/demo-centers.ts): his list of centers, the center with its
// figures, its students, and a change of its settings.

async function demoCenterId(w: World): Promise<number> {
  w.saved.demoCenterId ??= (await w.db.diveCenterMember.findFirstOrThrow({ where: { userId: w.pro.id, role: "owner" }, orderBy: { diveCenterId: "asc" }, select: { diveCenterId: true } })).diveCenterId;
  return w.saved.demoCenterId as number;
}

export const centersCoreRecipes: Recipe[] = [
  recipe("GET /api/v1/centers", "pro"),
  recipe("GET /api/v1/centers/{id}", "pro", { params: async (w) => ({ id: await demoCenterId(w) }) }),
  recipe("GET /api/v1/centers/{id}/students", "pro", { params: async (w) => ({ id: await demoCenterId(w) }), query: () => ({ status: "active", per_page: "5" }) }),
  recipe("PATCH /api/v1/centers/{id}", "pro", {
    params: async (w) => ({ id: await demoCenterId(w) }),
    body: () => ({ website: "https://mardelava.example.com", description: "Volcanic reefs and calm bays (contract walk)." }),
  }),
];
