"use server";

import { redirect } from "next/navigation";
import { rememberPayment } from "@/app/(account)/orders/payment-session";
import { purchaseFailure, refused } from "@/app/(account)/store/outcome";
import type { StoreFormState } from "@/components/store/types";
import { pageRefusal } from "@/lib/auth/page-access";
import { requireSessionUser } from "@/lib/auth/session";
import type { PaymentIntentResponse } from "@/lib/store/checkout";
import { checkoutRenewal } from "@/lib/professional/checkout-renewal";

/** "Renew": the renewal checkout, then the store's own payment page for that order. */
export async function renewMembership(_prev: StoreFormState, _form: FormData): Promise<StoreFormState> {
  const user = await requireSessionUser("/professional/renewal");
  const refusal = await pageRefusal(user.id, "professional");
  if (refusal) return refused(refusal);
  let intent: PaymentIntentResponse;
  try {
    intent = await checkoutRenewal(user.id);
  } catch (e) {
    return await purchaseFailure(e);
  }
  await rememberPayment(intent);
  redirect(`/orders/${intent.order_id}/pay`);
}
