"use server";

import { rememberPayment } from "@/app/(account)/orders/payment-session";
import { purchaseRefusal } from "@/app/(account)/store/outcome";
import { defineFormAction } from "@/lib/pages/define-action";
import { checkoutRenewal } from "@/lib/professional/checkout-renewal";

/** "Renew": the renewal checkout, then the store's own payment page for that order. */
export const renewMembership = defineFormAction({
  auth: "professional",
  path: "/professional/renewal",
  handler: async ({ user }) => {
    try {
      const intent = await checkoutRenewal(user.id);
      await rememberPayment(intent);
      return { redirect: `/orders/${intent.order_id}/pay` };
    } catch (e) {
      return await purchaseRefusal(e);
    }
  },
});
