"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { ZRowId } from "@/lib/api/ids";
import { addCenterMember } from "@/lib/center-applications/add-member";
import { ZAddCenterMember } from "@/lib/center-applications/schema";
import { defineFormAction } from "@/lib/pages/define-action";

// The console's twin of POST /api/v1/admin/dive-centers/{id}/members (same permission, same refusals).

/** Adds an existing account (by e-mail) to the bound center with a role. */
export const addCenterMemberAction = defineFormAction({
  auth: "staff",
  permission: "accounts",
  args: z.tuple([ZRowId]),
  path: (id) => `/admin/dive-centers/${id}`,
  input: ZAddCenterMember,
  fieldWords: { namespace: "centerApplications.members.errors", blank: { email: "email" }, keys: { role: "role" } },
  revalidate: ({ args: [id] }) => [`/admin/dive-centers/${id}`],
  handler: async ({ args: [id], input, audit }) => {
    const member = await addCenterMember(id, input, audit);
    const t = await getTranslations("centerApplications.members");
    return { message: t("added", { name: member.full_name ?? member.member_id, role: t(`role.${member.role}`) }) };
  },
});
