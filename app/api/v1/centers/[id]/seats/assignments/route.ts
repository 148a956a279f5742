import { ok } from "@/lib/api/envelope";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { methods, withApi } from "@/lib/api/with-api";
import { listAssignments } from "@/lib/center-seats/list-assignments";
import { ZAssignmentsQuery, ZCenterParams, ZSeatAssignment } from "@/lib/center-seats/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    params: ZCenterParams,
    query: ZAssignmentsQuery,
    docs: {
      tag: "Dive centers",
      summary: "List the center's seat assignments",
      description: "Owners and managers. Newest first; `?course=` (code) and `?status=` (enrolled, invited, returned). `started` says whether the seat can still be given back. Paginated.",
      errors: { 403: "Not an owner or manager of this dive center.", 404: "Unknown dive center." },
    },
    response: { description: "A page of seat assignments.", data: ZLengthAwarePage(ZSeatAssignment) },
    handler: async ({ user, params, query, url }) => ok("Seat assignments retrieved.", await listAssignments(user.id, params.id, query, url)),
  }),
});
