import { auditContext } from "@/lib/api/audit-context";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { changeMemberRole } from "@/lib/center-members/change-member-role";
import { removeMember } from "@/lib/center-members/remove-member";
import { ZCenterMember, ZChangeRoleBody, ZMemberParams } from "@/lib/center-members/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: withApi({
    auth: "verified",
    params: ZMemberParams,
    body: ZChangeRoleBody,
    docs: {
      tag: "Dive centers",
      summary: "Change a member's role",
      description: "`{ role }`: `owner`, `manager` or `instructor`. Owners only (they alone name or demote managers and owners). An instructor must be an active professional (422); the last owner cannot be demoted (409). Writes a `dive_center.member.role_changed` audit row with the role before and after; the same role again changes nothing.",
      errors: { 409: "The center would be left without an owner.", 422: "Validation failed, or an instructor who is not an active professional." },
    },
    response: { description: "The member.", data: ZCenterMember },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => ok("Member updated.", await changeMemberRole(ctx.user.id, ctx.params.id, ctx.params.user_id, ctx.body, auditContext(ctx))),
  }),
  DELETE: withApi({
    auth: "verified",
    params: ZMemberParams,
    docs: {
      tag: "Dive centers",
      summary: "Remove a member, or leave",
      description: "Every member may leave (their own user id); owners remove anyone, managers instructors only. The last owner can neither be removed nor leave (409). Writes a `dive_center.member.left` or `dive_center.member.removed` audit row. Answers the member as they were.",
      errors: { 409: "The center would be left without an owner." },
    },
    response: { description: "The removed member.", data: ZCenterMember },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => ok("Member removed.", await removeMember(ctx.user.id, ctx.params.id, ctx.params.user_id, auditContext(ctx))),
  }),
});
