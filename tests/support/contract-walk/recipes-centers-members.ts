import type { Recipe } from "@/tests/support/contract-walk/recipe";

// Issue 37 (contract section 6): filled in by the area's own work.
export const centersMembersRecipes: Recipe[] = [];
