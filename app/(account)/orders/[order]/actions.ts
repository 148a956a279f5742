"use server";

import { z } from "zod";
import { AppError } from "@/lib/api/errors";
import { ZRowId } from "@/lib/api/ids";
import { defineCallAction } from "@/lib/pages/define-action";
import { getOrderStatus, settleOrder } from "@/lib/store/orders";
import { ZConfirmOrder } from "@/lib/store/schema";

/**
 * The order page's poll (the door of GET /diver/store/orders/{order}): the order as it stands, in
 * `data.order`, after one attempt to confirm the payment with the provider when asked (the webhook
 * usually gets there first; a 409 just means "not yet"). An intent id that does not parse is not
 * confirmed, as the route would refuse it.
 */
export const followOrder = defineCallAction({
  auth: "verified",
  args: z.tuple([ZRowId, ZConfirmOrder.shape.payment_intent_id.nullable().catch(null), z.boolean()]),
  path: (order) => `/orders/${order}`,
  handler: async ({ user, args: [order, paymentIntentId, confirm] }) => {
    if (confirm && paymentIntentId) {
      await settleOrder(user.id, order, paymentIntentId).catch((e: unknown) => {
        if (!(e instanceof AppError)) throw e;
      });
    }
    return { data: { order: await getOrderStatus(user.id, order) } };
  },
});
