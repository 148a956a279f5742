import { auditContext } from "@/lib/api/audit-context";
import { created } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZIdParams } from "@/lib/admin-centers/schema";
import { addDistributorMember } from "@/lib/center-applications/add-member";
import { ZAddDistributorMember } from "@/lib/center-applications/schema";
import { ZCenterMember } from "@/lib/centers/member-record";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "staff",
    permission: "accounts",
    params: ZIdParams,
    body: ZAddDistributorMember,
    docs: {
      tag: "Admin",
      summary: "Add a member to a distributor",
      description: "`{ email, role }` with role owner or manager: the account with that e-mail joins the distributor at once. Writes a `distributor.member.added` audit row.",
      errors: { 404: "Unknown distributor.", 409: "The account is already a member.", 422: "No account uses the e-mail, or the role is invalid." },
    },
    response: { status: 201, description: "The new member.", data: ZCenterMember },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => created("Member added.", await addDistributorMember(ctx.params.id, ctx.body, auditContext(ctx))),
  }),
});
