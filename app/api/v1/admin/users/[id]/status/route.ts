import { changeAccountStatus } from "@/lib/admin-users/change-status";
import { ZAdminUserDetail, ZAdminUserParams, ZChangeStatus } from "@/lib/admin-users/schema";
import { auditContext } from "@/lib/api/audit-context";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "staff",
    permission: "accounts",
    params: ZAdminUserParams,
    body: ZChangeStatus,
    docs: {
      tag: "Admin",
      summary: "Change an account's status",
      description:
        "`{ status: active|suspended|banned|closed, reason, days? }`. A non-active status needs a reason (e-mailed to the holder). `days` sets `suspension_days` and `restore_date` = today (UTC) + days, when the account becomes active by itself. Closing erases the personal data (decision 0004) and is final. Audited as `user.status.changed`.",
      errors: { 403: "Not staff with the `accounts` permission and a second factor, or the account's role is at or above the caller's (only an administrator acts on staff and administrators; decision 0036).", 409: "The account is closed, or it is the caller's own account." },
    },
    response: { description: "The account.", data: ZAdminUserDetail },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => ok("Status changed.", await changeAccountStatus(ctx.params.id, ctx.body, auditContext(ctx), ctx.lang)),
  }),
});
