import { ok } from "@/lib/api/envelope";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { methods, withApi } from "@/lib/api/with-api";
import { listDistributorCenters } from "@/lib/distributors/list-distributor-centers";
import { ZDistributorCenter, ZDistributorCentersQuery, ZDistributorParams } from "@/lib/distributors/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    docs: {
      tag: "Dive centers",
      summary: "List a distributor's dive centers",
      description: "Its centers by name, each with its figures; `?q=` matches name or city (case- and accent-insensitive). Paginated.",
      errors: {
        403: "You are not a member of this distributor, or it is deactivated and you are not an owner.",
        404: "Unknown distributor.",
      },
    },
    response: { description: "A page of the distributor's centers.", data: ZLengthAwarePage(ZDistributorCenter) },
    params: ZDistributorParams,
    query: ZDistributorCentersQuery,
    handler: async ({ user, params, query, url }) => ok("Dive centers retrieved.", await listDistributorCenters(user.id, params.id, query, url)),
  }),
});
