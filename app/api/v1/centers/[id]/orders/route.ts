import { ok } from "@/lib/api/envelope";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { methods, withApi } from "@/lib/api/with-api";
import { listCenterOrders } from "@/lib/center-seats/list-center-orders";
import { ZCenterOrder, ZCenterParams, ZOrdersQuery } from "@/lib/center-seats/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    params: ZCenterParams,
    query: ZOrdersQuery,
    docs: {
      tag: "Dive centers",
      summary: "List the center's orders",
      description: "Owners and managers. The center's seat orders, newest first, with who bought them. Paginated.",
      errors: { 403: "Not an owner or manager of this dive center.", 404: "Unknown dive center." },
    },
    response: { description: "A page of orders.", data: ZLengthAwarePage(ZCenterOrder) },
    handler: async ({ user, params, query, url }) => ok("Orders retrieved.", await listCenterOrders(user.id, params.id, query, url)),
  }),
});
