import { ok } from "@/lib/api/envelope";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { methods, withApi } from "@/lib/api/with-api";
import { listAdminOrders } from "@/lib/store/list-admin-orders";
import { ZAdminOrder, ZAdminOrderQuery } from "@/lib/store/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "staff",
    permission: "finance",
    query: ZAdminOrderQuery,
    docs: {
      tag: "Admin",
      summary: "List orders",
      description: "Newest first. `?status=` filters by state; `?q=` matches an order number, a member id or e-mail of the buyer or the student, or a payment intent id (case-insensitive). Paginated.",
    },
    response: { description: "A page of orders with buyer, student and refunded amount.", data: ZLengthAwarePage(ZAdminOrder) },
    handler: async ({ query, url, lang }) => ok("Orders retrieved.", await listAdminOrders(query, url, lang)),
  }),
});
