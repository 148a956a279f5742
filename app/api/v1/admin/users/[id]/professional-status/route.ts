import { changeProfessionalStatus } from "@/lib/admin-users/change-professional-status";
import { ZAdminUserDetail, ZAdminUserParams, ZChangeProfessionalStatus } from "@/lib/admin-users/schema";
import { auditContext } from "@/lib/api/audit-context";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "staff",
    permission: "accounts",
    params: ZAdminUserParams,
    body: ZChangeProfessionalStatus,
    docs: {
      tag: "Admin",
      summary: "Change an account's professional status",
      description:
        "`{ status: active|expired|suspended, reason, days? }`: the professional membership's own status, reason and restore date (`days`, for a suspension). The holder is e-mailed. Audited as `user.professional_status.changed`.",
      errors: { 403: "Not staff with the `accounts` permission and a second factor, or the account's role is at or above the caller's (only an administrator acts on staff and administrators; decision 0036).", 409: "The account has no professional membership, or is closed." },
    },
    response: { description: "The account.", data: ZAdminUserDetail },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => ok("Professional status changed.", await changeProfessionalStatus(ctx.params.id, ctx.body, auditContext(ctx), ctx.lang)),
  }),
});
