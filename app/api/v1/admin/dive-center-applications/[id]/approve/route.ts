import { auditContext } from "@/lib/api/audit-context";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZIdParams } from "@/lib/admin-centers/schema";
import { approveApplication } from "@/lib/center-applications/approve-application";
import { ZApprovedDiveCenter } from "@/lib/center-applications/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "staff",
    permission: "accounts",
    params: ZIdParams,
    docs: {
      tag: "Admin",
      summary: "Approve a dive center application",
      description: "Creates the dive center (active) from the application, makes the applicant its owner, marks the application approved and e-mails the applicant, in one transaction. Audit rows on the new center: `dive_center.created`, `dive_center.member.added`, `dive_center.application.approved`.",
      errors: {
        404: "Unknown application.",
        409: "The application was already approved or rejected, or the applicant's account is no longer active.",
        422: "The application's distributor was deactivated since (`distributor_id`).",
      },
    },
    response: { description: "The new dive center with its owner.", data: ZApprovedDiveCenter },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => ok("Application approved.", await approveApplication(ctx.params.id, auditContext(ctx), ctx.lang)),
  }),
});
