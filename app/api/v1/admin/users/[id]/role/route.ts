import { changeRole } from "@/lib/admin-users/change-role";
import { ZAdminUserDetail, ZAdminUserParams, ZChangeRole } from "@/lib/admin-users/schema";
import { auditContext } from "@/lib/api/audit-context";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: withApi({
    auth: "admin",
    params: ZAdminUserParams,
    body: ZChangeRole,
    docs: {
      tag: "Admin",
      summary: "Change an account's role",
      description: "`{ role: diver|staff|admin, permissions }` (administrators only). Permissions are kept for staff only. Audited as `user.role.changed`.",
      errors: { 409: "An administrator cannot demote themself; a closed account cannot be given a staff role." },
    },
    response: { description: "The account.", data: ZAdminUserDetail },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => ok("Role changed.", await changeRole(ctx.params.id, ctx.body, auditContext(ctx), ctx.lang)),
  }),
});
