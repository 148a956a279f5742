import { getAdminUser } from "@/lib/admin-users/get-user";
import { ZAdminUserDetail, ZAdminUserParams } from "@/lib/admin-users/schema";
import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "staff",
    permission: "accounts",
    params: ZAdminUserParams,
    docs: {
      tag: "Admin",
      summary: "Read an account",
      description: "The user resource as its holder sees it (conditional fields included), plus `status_code`, `role`, `permissions`, `mfa_enabled`, `professional_status_code` and the latest audit entries where the account is the actor or the subject.",
    },
    response: { description: "The account.", data: ZAdminUserDetail },
    handler: async ({ params, lang }) => ok("User retrieved.", await getAdminUser(params.id, lang)),
  }),
});
