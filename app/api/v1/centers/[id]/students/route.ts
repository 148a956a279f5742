import { ok } from "@/lib/api/envelope";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { methods, withApi } from "@/lib/api/with-api";
import { listCenterStudents } from "@/lib/centers/list-center-students";
import { ZCenterParams, ZCenterStudent, ZCenterStudentsQuery } from "@/lib/centers/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    params: ZCenterParams,
    query: ZCenterStudentsQuery,
    docs: {
      tag: "Dive centers",
      summary: "List your dive center's students",
      description: "The center's course logs (taught by its members for it, or enrolled on its seats), newest first, each with its progress. Owners and managers see all; an instructor member the students he or she teaches. `?q=` (the diver's name, member id or e-mail; case- and accent-insensitive), `?status=active|completed|expired`, `?course=` (a code). Paginated.",
    },
    response: { description: "A page of the center's students.", data: ZLengthAwarePage(ZCenterStudent) },
    handler: async ({ user, params, query, url, lang }) => ok("Students retrieved.", await listCenterStudents(user.id, params.id, query, url, lang)),
  }),
});
