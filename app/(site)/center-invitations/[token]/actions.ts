"use server";

import { z } from "zod";
import { policies } from "@/lib/api/rate-limit";
import { acceptInvitation } from "@/lib/center-members/accept-invitation";
import { defineFormAction } from "@/lib/pages/define-action";

// The invitee's "Accept" button: the same service as POST /api/v1/center-invitations/{token}/accept
// (decision 0045); a success opens the center's team page.

export const acceptAction = defineFormAction({
  auth: "verified",
  path: (token: string) => `/center-invitations/${token}`,
  args: z.tuple([z.string().min(1).max(200)]),
  rateLimit: { policy: policies.write },
  handler: async ({ user, args: [token], audit }) => {
    const membership = await acceptInvitation(user.id, token, audit);
    return { redirect: `/centers/${membership.center.id}/members?joined=1`, revalidate: [{ layout: "/centers" }] };
  },
});
