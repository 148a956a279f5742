import { auditContext } from "@/lib/api/audit-context";
import { created, ok } from "@/lib/api/envelope";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { ZPageQuery } from "@/lib/api/pagination";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { inviteMember } from "@/lib/center-members/invite-member";
import { listInvitations } from "@/lib/center-members/list-invitations";
import { ZCenterParams, ZInvitation, ZInviteBody } from "@/lib/center-members/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    params: ZCenterParams,
    query: ZPageQuery,
    docs: {
      tag: "Dive centers",
      summary: "List a dive center's pending invitations",
      description: "Owners and managers. The invitations neither accepted nor expired, newest first. Paginated.",
    },
    response: { description: "A page of pending invitations.", data: ZLengthAwarePage(ZInvitation) },
    handler: async ({ user, params, query, url }) => ok("Invitations retrieved.", await listInvitations(user.id, params.id, query, url)),
  }),
  POST: withApi({
    auth: "verified",
    params: ZCenterParams,
    body: ZInviteBody,
    docs: {
      tag: "Dive centers",
      summary: "Invite someone to a dive center's team",
      description:
        "`{ email, role }`. Owners invite any role, managers instructors only (403). An address that belongs to a member is 409. The address is e-mailed a signed link to `/center-invitations/{token}`, valid 14 days and once. Inviting an address with a pending invitation sends it again: the earlier invitation is replaced (its link stops working) by a new one with a fresh link and 14 days. Writes a `dive_center.member.invited` audit row.",
      errors: { 409: "The address belongs to a member already." },
    },
    response: { status: 201, description: "The invitation.", data: ZInvitation },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => created("Invitation sent.", await inviteMember(ctx.user.id, ctx.params.id, ctx.body, auditContext(ctx), ctx.lang)),
  }),
});
