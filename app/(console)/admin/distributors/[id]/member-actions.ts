"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { ZRowId } from "@/lib/api/ids";
import { addDistributorMember } from "@/lib/center-applications/add-member";
import { ZAddDistributorMember } from "@/lib/center-applications/schema";
import { defineFormAction } from "@/lib/pages/define-action";

// The console's twin of POST /api/v1/admin/distributors/{id}/members (same permission, same refusals).

/** Adds an existing account (by e-mail) to the bound distributor as owner or manager. */
export const addDistributorMemberAction = defineFormAction({
  auth: "staff",
  permission: "accounts",
  args: z.tuple([ZRowId]),
  path: (id) => `/admin/distributors/${id}`,
  input: ZAddDistributorMember,
  fieldWords: { namespace: "centerApplications.members.errors", blank: { email: "email" }, keys: { role: "role" } },
  revalidate: ({ args: [id] }) => [`/admin/distributors/${id}`],
  handler: async ({ args: [id], input, audit }) => {
    const member = await addDistributorMember(id, input, audit);
    const t = await getTranslations("centerApplications.members");
    return { message: t("added", { name: member.full_name ?? member.member_id, role: t(`role.${member.role}`) }) };
  },
});
