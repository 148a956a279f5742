import { z } from "zod";
import { INT4_MAX } from "@/lib/api/ids";
import { ZCenterMember, ZCenterRole } from "@/lib/centers/member-record";
import { ZEmail } from "@/lib/users/schema";

// The team's requests and answers (contract section 6, "Members"; decision 0045).

const ZRouteId = z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().min(1).max(INT4_MAX));

export const ZCenterParams = z.object({ id: ZRouteId });
export const ZMemberParams = z.object({ id: ZRouteId, user_id: ZRouteId });
export const ZInvitationParams = z.object({ id: ZRouteId, invitation_id: ZRouteId });
/** The link's token: `<invitation id>.<HMAC>`; anything else is answered 404 by the service. */
export const ZTokenParams = z.object({ token: z.string().min(1).max(200) });

export const ZInviteBody = z.object({
  email: ZEmail,
  role: ZCenterRole,
});
export type InviteInput = z.output<typeof ZInviteBody>;

export const ZChangeRoleBody = z.object({ role: ZCenterRole });
export type ChangeRoleInput = z.output<typeof ZChangeRoleBody>;

export const ZInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  role: ZCenterRole,
  expires_at: z.string().describe("14 days after it was sent (ISO 8601 with microseconds)."),
  created_at: z.string(),
  invited_by: z.object({ user_id: z.number().int(), member_id: z.string(), full_name: z.string().nullable() }).nullable(),
});
export type InvitationRecord = z.infer<typeof ZInvitation>;

export const ZMembership = ZCenterMember.extend({
  center: z.object({ id: z.number().int(), name: z.string() }),
});
export type MembershipRecord = z.infer<typeof ZMembership>;

export { ZCenterMember };
