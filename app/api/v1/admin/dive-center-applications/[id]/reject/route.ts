import { auditContext } from "@/lib/api/audit-context";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZIdParams } from "@/lib/admin-centers/schema";
import { rejectApplication } from "@/lib/center-applications/reject-application";
import { ZAdminCenterApplication, ZRejectApplication } from "@/lib/center-applications/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "staff",
    permission: "accounts",
    params: ZIdParams,
    body: ZRejectApplication,
    docs: {
      tag: "Admin",
      summary: "Reject a dive center application",
      description: "`{ reason }` (1–1000 characters), e-mailed to the applicant. Writes a `dive_center.application.rejected` audit row about the applicant.",
      errors: { 404: "Unknown application.", 409: "The application was already approved or rejected.", 422: "The reason is missing or too long." },
    },
    response: { description: "The rejected application.", data: ZAdminCenterApplication },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => ok("Application rejected.", await rejectApplication(ctx.params.id, ctx.body, auditContext(ctx))),
  }),
});
