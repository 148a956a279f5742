import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getOrderStatus } from "@/lib/store/orders";
import { ZOrderParams } from "@/lib/store/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    params: ZOrderParams,
    handler: async ({ user, params }) => ok("Order retrieved.", await getOrderStatus(user.id, params.order)),
  }),
});
