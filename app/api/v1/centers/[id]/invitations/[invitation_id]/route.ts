import { auditContext } from "@/lib/api/audit-context";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZInvitation, ZInvitationParams } from "@/lib/center-members/schema";
import { withdrawInvitation } from "@/lib/center-members/withdraw-invitation";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  DELETE: withApi({
    auth: "verified",
    params: ZInvitationParams,
    docs: {
      tag: "Dive centers",
      summary: "Withdraw an invitation",
      description: "Who may send an invitation may withdraw it (owners any, managers an instructor's); its link then answers 404. An accepted invitation is 409 (remove the member instead). Writes a `dive_center.invitation.withdrawn` audit row.",
      errors: { 409: "The invitation has been accepted." },
    },
    response: { description: "The withdrawn invitation.", data: ZInvitation },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => ok("Invitation withdrawn.", await withdrawInvitation(ctx.user.id, ctx.params.id, ctx.params.invitation_id, auditContext(ctx))),
  }),
});
