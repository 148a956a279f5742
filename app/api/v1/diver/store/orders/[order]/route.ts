import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getOrderStatus } from "@/lib/store/orders";
import { ZOrderParams, ZOrderStatus } from "@/lib/store/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    params: ZOrderParams,
    docs: { tag: "Diver store", summary: "Read an order's status", errors: { 404: "Unknown order, or another buyer's." } },
    response: { description: "The order.", data: ZOrderStatus },
    handler: async ({ user, params }) => ok("Order retrieved.", await getOrderStatus(user.id, params.order)),
  }),
});
