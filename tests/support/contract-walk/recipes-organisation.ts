import { recipe, type Recipe } from "@/tests/support/contract-walk/recipe";
import { createUser } from "@/tests/support/factories";

// The staff console's organisation routes (issue 24): a distributor and a dive center created,
// read, changed (the center deactivated); a certification issued by hand to a fresh diver, then
// revoked. All as the demo administrator, on objects only these recipes use.

export const organisationRecipes: Recipe[] = [
  recipe("GET /api/v1/admin/distributors", "admin"),
  recipe("POST /api/v1/admin/distributors", "admin", {
    body: () => ({ name: "Contract Walk Distributor", country: "IT", email: "walk@distributor.example" }),
    after: (res, w) => void (w.saved.distributor = res.json.data),
  }),
  recipe("GET /api/v1/admin/distributors/{id}", "admin", { params: (w) => ({ id: w.saved.distributor.id }) }),
  recipe("PATCH /api/v1/admin/distributors/{id}", "admin", { params: (w) => ({ id: w.saved.distributor.id }), body: () => ({ email: "info@distributor.example" }) }),
  recipe("GET /api/v1/admin/dive-centers", "admin", { query: () => ({ active: "true", country: "IT" }) }),
  recipe("POST /api/v1/admin/dive-centers", "admin", {
    body: (w) => ({ name: "Contract Walk Reef", country: "IT", state_code: "IT-GE", city: "Genova", website: "https://walk.example.com", distributor_id: w.saved.distributor.id }),
    after: (res, w) => void (w.saved.center = res.json.data),
  }),
  recipe("GET /api/v1/admin/dive-centers/{id}", "admin", { params: (w) => ({ id: w.saved.center.id }) }),
  recipe("PATCH /api/v1/admin/dive-centers/{id}", "admin", { params: (w) => ({ id: w.saved.center.id }), body: () => ({ active: false }) }),
  recipe("GET /api/v1/admin/certifications", "admin", { query: () => ({ status: "valid" }) }),
  recipe("POST /api/v1/admin/certifications", "admin", {
    before: async (w) => {
      w.saved.transferred = await createUser({ firstName: "Tess", lastName: "Transfer" });
      w.saved.manualCourse = await w.db.course.findFirstOrThrow({ where: { kind: "course" }, orderBy: { id: "asc" }, select: { id: true } });
    },
    body: (w) => ({ user: w.saved.transferred.user.id, course: w.saved.manualCourse.id, issued_on: "2024-05-01", instructor: w.pro.id, reason: "Transfer from another agency (contract walk)" }),
    after: (res, w) => void (w.saved.manualCertification = res.json.data),
  }),
  recipe("POST /api/v1/admin/certifications/{id}/revoke", "admin", {
    params: (w) => ({ id: w.saved.manualCertification.id }),
    body: () => ({ reason: "Issued in error (contract walk)" }),
  }),
];
