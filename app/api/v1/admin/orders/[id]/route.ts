import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getAdminOrder } from "@/lib/store/get-admin-order";
import { ZAdminOrderDetail, ZAdminOrderParams } from "@/lib/store/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "staff",
    permission: "finance",
    params: ZAdminOrderParams,
    docs: { tag: "Admin", summary: "Show an order with its refunds", errors: { 404: "Unknown order." } },
    response: { description: "The order and its refunds, newest first.", data: ZAdminOrderDetail },
    handler: async ({ params, lang }) => ok("Order retrieved.", await getAdminOrder(params.id, lang)),
  }),
});
