import { submitApplication } from "@/lib/center-applications/submit-application";
import { recipe, type Recipe } from "@/tests/support/contract-walk/recipe";
import { createUser } from "@/tests/support/factories";

// Becoming a dive center (issue 37, decision 0043): the demo instructor applies and reads his
// applications; the demo administrator lists the queue and approves it (a second center owned by
// the instructor), rejects another professional's, and adds fresh accounts to the new center and
// to a distributor of its own, so later recipes' demo objects stay as the seed made them.

export const centersApplicationsRecipes: Recipe[] = [
  recipe("POST /api/v1/dive-centers/applications", "pro", {
    body: () => ({ name: "Contract Walk Buceo", country: "ES", state_code: "ES-CN", city: "Las Palmas", website: "https://walk-buceo.example.com" }),
    after: (res, w) => void (w.saved.application = res.json.data),
  }),
  recipe("GET /api/v1/dive-centers/applications", "pro"),
  recipe("GET /api/v1/admin/dive-center-applications", "admin", { query: () => ({ status: "pending" }) }),
  recipe("POST /api/v1/admin/dive-center-applications/{id}/approve", "admin", {
    params: (w) => ({ id: w.saved.application.id }),
    after: (res, w) => void (w.saved.approvedCenter = res.json.data),
  }),
  recipe("POST /api/v1/admin/dive-center-applications/{id}/reject", "admin", {
    before: async (w) => {
      const applicant = await createUser({ professional: true, firstName: "Rita", lastName: "Rejected" });
      w.saved.rejectedApplication = await submitApplication(applicant.user.id, { name: "Contract Walk Rejected", country: "IT" }, { actorId: applicant.user.id });
    },
    params: (w) => ({ id: w.saved.rejectedApplication.id }),
    body: () => ({ reason: "The address could not be confirmed (contract walk)." }),
  }),
  recipe("POST /api/v1/admin/dive-centers/{id}/members", "admin", {
    before: async (w) => void (w.saved.addedManager = await createUser({ firstName: "Mara", lastName: "Manager" })),
    params: (w) => ({ id: w.saved.approvedCenter.id }),
    body: (w) => ({ email: w.saved.addedManager.user.email, role: "manager" }),
  }),
  recipe("POST /api/v1/admin/distributors/{id}/members", "admin", {
    before: async (w) => {
      w.saved.memberDistributor = await w.db.distributor.create({ data: { name: "Contract Walk Members Distributor", country: "ES" }, select: { id: true } });
      w.saved.distributorOwner = await createUser({ firstName: "Dora", lastName: "Distributor" });
    },
    params: (w) => ({ id: w.saved.memberDistributor.id }),
    body: (w) => ({ email: w.saved.distributorOwner.user.email, role: "owner" }),
  }),
];
