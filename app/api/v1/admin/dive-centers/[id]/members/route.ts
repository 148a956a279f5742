import { auditContext } from "@/lib/api/audit-context";
import { created } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZIdParams } from "@/lib/admin-centers/schema";
import { addCenterMember } from "@/lib/center-applications/add-member";
import { ZAddCenterMember } from "@/lib/center-applications/schema";
import { ZCenterMember } from "@/lib/centers/member-record";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "staff",
    permission: "accounts",
    params: ZIdParams,
    body: ZAddCenterMember,
    docs: {
      tag: "Admin",
      summary: "Add a member to a dive center",
      description: "`{ email, role }` with role owner, manager or instructor: the account with that e-mail joins the center at once (an instructor must be an active professional). Writes a `dive_center.member.added` audit row.",
      errors: { 404: "Unknown dive center.", 409: "The account is already a member.", 422: "No account uses the e-mail, the role is invalid, or an instructor is not an active professional." },
    },
    response: { status: 201, description: "The new member.", data: ZCenterMember },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => created("Member added.", await addCenterMember(ctx.params.id, ctx.body, auditContext(ctx))),
  }),
});
