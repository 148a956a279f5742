"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { ZRowId } from "@/lib/api/ids";
import { policies } from "@/lib/api/rate-limit";
import { changeMemberRole } from "@/lib/center-members/change-member-role";
import { inviteMember } from "@/lib/center-members/invite-member";
import { removeMember } from "@/lib/center-members/remove-member";
import { ZChangeRoleBody, ZInviteBody } from "@/lib/center-members/schema";
import { withdrawInvitation } from "@/lib/center-members/withdraw-invitation";
import { defineFormAction } from "@/lib/pages/define-action";

// The team page's actions: the same services as the routes of /api/v1/centers/{id}/members and
// /invitations (decision 0045), the center's and member's ids bound by the page.

const pathOf = (id: number) => `/centers/${id}/members`;
const write = { policy: policies.write };

/** Invite an e-mail address in a role (owners any role, managers instructors). */
export const inviteAction = defineFormAction({
  auth: "verified",
  path: pathOf,
  args: z.tuple([ZRowId]),
  input: ZInviteBody,
  rateLimit: write,
  revalidate: ({ args: [id] }) => [pathOf(id)],
  handler: async ({ user, args: [id], input, audit, lang }) => {
    const invitation = await inviteMember(user.id, id, input, audit, lang);
    const t = await getTranslations("centerMembers.invite");
    return { message: t("sent", { email: invitation.email }) };
  },
});

/** Change a member's role (owners). */
export const changeRoleAction = defineFormAction({
  auth: "verified",
  path: pathOf,
  args: z.tuple([ZRowId, ZRowId]),
  input: ZChangeRoleBody,
  rateLimit: write,
  revalidate: ({ args: [id] }) => [pathOf(id)],
  handler: async ({ user, args: [id, userId], input, audit }) => {
    await changeMemberRole(user.id, id, userId, input, audit);
    const t = await getTranslations("centerMembers.table");
    return { message: t("roleSaved") };
  },
});

/** Remove another member (owners anyone, managers instructors). */
export const removeAction = defineFormAction({
  auth: "verified",
  path: pathOf,
  args: z.tuple([ZRowId, ZRowId]),
  rateLimit: write,
  revalidate: ({ args: [id] }) => [pathOf(id)],
  handler: async ({ user, args: [id, userId], audit }) => {
    await removeMember(user.id, id, userId, audit);
    const t = await getTranslations("centerMembers.table");
    return { message: t("removed") };
  },
});

/** Leave the center (anyone but its last owner); the center's pages are closed to the caller after. */
export const leaveAction = defineFormAction({
  auth: "verified",
  path: pathOf,
  args: z.tuple([ZRowId]),
  rateLimit: write,
  handler: async ({ user, args: [id], audit }) => {
    await removeMember(user.id, id, user.id, audit);
    return { redirect: "/centers", revalidate: [{ layout: "/centers" }] };
  },
});

/** Withdraw a pending invitation (its link stops working). */
export const withdrawAction = defineFormAction({
  auth: "verified",
  path: pathOf,
  args: z.tuple([ZRowId, ZRowId]),
  rateLimit: write,
  revalidate: ({ args: [id] }) => [pathOf(id)],
  handler: async ({ user, args: [id, invitationId], audit }) => {
    await withdrawInvitation(user.id, id, invitationId, audit);
    const t = await getTranslations("centerMembers.pending");
    return { message: t("withdrawn") };
  },
});
