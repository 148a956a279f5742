import { ok } from "@/lib/api/envelope";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { methods, withApi } from "@/lib/api/with-api";
import { listApplications } from "@/lib/center-applications/list-applications";
import { ZAdminCenterApplication, ZApplicationsQuery } from "@/lib/center-applications/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "staff",
    permission: "accounts",
    query: ZApplicationsQuery,
    docs: {
      tag: "Admin",
      summary: "List dive center applications",
      description: "`?status=` pending (default; oldest first, the order the queue is worked in), approved or rejected (most recently decided first), each with its applicant. Paginated.",
    },
    response: { description: "A page of applications.", data: ZLengthAwarePage(ZAdminCenterApplication) },
    handler: async ({ query, url }) => ok("Applications retrieved.", await listApplications(query, url)),
  }),
});
