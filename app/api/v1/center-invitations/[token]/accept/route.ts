import { auditContext } from "@/lib/api/audit-context";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { acceptInvitation } from "@/lib/center-members/accept-invitation";
import { ZMembership, ZTokenParams } from "@/lib/center-members/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "verified",
    params: ZTokenParams,
    docs: {
      tag: "Dive centers",
      summary: "Accept an invitation to a dive center's team",
      description:
        "The token of the e-mailed link. The account's e-mail must be the invited address (case-insensitive), else 403. A link that was changed, withdrawn or replaced is 404; an accepted invitation 409; after 14 days 410 (`gone`); an instructor must be an active professional (422); a member already 409. Writes a `dive_center.member.joined` audit row.",
      errors: { 404: "Not one of our invitation links.", 409: "Accepted already, or a member already.", 410: "The invitation has expired.", 422: "An instructor who is not an active professional." },
    },
    response: { description: "The membership: the member record and the center.", data: ZMembership },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => ok("Invitation accepted.", await acceptInvitation(ctx.user.id, ctx.params.token, auditContext(ctx))),
  }),
});
