import { ok } from "@/lib/api/envelope";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { ZPageQuery } from "@/lib/api/pagination";
import { methods, withApi } from "@/lib/api/with-api";
import { listMembers } from "@/lib/center-members/list-members";
import { ZCenterMember, ZCenterParams } from "@/lib/center-members/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    params: ZCenterParams,
    query: ZPageQuery,
    docs: {
      tag: "Dive centers",
      summary: "List a dive center's members",
      description: "Any member of the center. Owners first, then managers, then instructors, each by name. Paginated. 403 for non-members (staff included: staff use /admin).",
    },
    response: { description: "A page of members.", data: ZLengthAwarePage(ZCenterMember) },
    handler: async ({ user, params, query, url }) => ok("Members retrieved.", await listMembers(user.id, params.id, query, url)),
  }),
});
