import { recipe, type Recipe } from "@/tests/support/contract-walk/recipe";
import { createUser } from "@/tests/support/factories";

// The staff console's account routes (issue 24): the account search and one account read, a
// fresh diver suspended for a few days, a fresh professional's status changed, a fresh account
// made staff; then the audit log those changes wrote, its CSV and its chain. All as the demo
// administrator, on accounts only these recipes use.

export const accountConsoleRecipes: Recipe[] = [
  recipe("GET /api/v1/admin/users", "admin", { query: () => ({ q: "diver@example.com", status: "active" }) }),
  recipe("GET /api/v1/admin/users/{id}", "admin", {
    before: async (w) => {
      w.saved.consoleDiver = await createUser({ firstName: "Sven", lastName: "Suspended" });
      w.saved.consolePro = await createUser({ professional: true, firstName: "Petra", lastName: "Pro" });
      w.saved.consoleStaff = await createUser({ firstName: "Stan", lastName: "Staff" });
    },
    params: (w) => ({ id: w.saved.consoleDiver.user.id }),
  }),
  recipe("POST /api/v1/admin/users/{id}/status", "admin", {
    params: (w) => ({ id: w.saved.consoleDiver.user.id }),
    body: () => ({ status: "suspended", reason: "Unpaid membership dues (contract walk)", days: 7 }),
  }),
  recipe("POST /api/v1/admin/users/{id}/professional-status", "admin", {
    params: (w) => ({ id: w.saved.consolePro.user.id }),
    body: () => ({ status: "suspended", reason: "Teaching outside standards (contract walk)", days: 30 }),
  }),
  recipe("PATCH /api/v1/admin/users/{id}/role", "admin", {
    params: (w) => ({ id: w.saved.consoleStaff.user.id }),
    body: () => ({ role: "staff", permissions: ["catalogue", "finance"] }),
  }),
  recipe("GET /api/v1/admin/audit-log", "admin", { query: (w) => ({ subject_type: "user", subject_id: String(w.saved.consoleDiver.user.id) }) }),
  recipe("GET /api/v1/admin/audit-log/export", "admin", { query: () => ({ action: "user.status.changed" }) }),
  recipe("GET /api/v1/admin/audit-log/verify", "admin"),
];
