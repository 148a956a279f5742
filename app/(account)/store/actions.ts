"use server";

import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { rememberPayment } from "@/app/(account)/orders/payment-session";
import { storeBlock } from "@/app/(account)/store/access";
import { formText, purchaseFailure, refused } from "@/app/(account)/store/outcome";
import type { StoreFormState } from "@/components/store/types";
import { requireSessionUser } from "@/lib/auth/session";
import { checkout, type PaymentIntentResponse } from "@/lib/store/checkout";

/** "Buy" on a course page: a checkout for oneself, then the payment step. */
export async function buyCourse(_prev: StoreFormState, form: FormData): Promise<StoreFormState> {
  const course = formText(form, "course");
  const user = await requireSessionUser(`/store/${encodeURIComponent(course)}`);
  const blocked = await storeBlock(user.id);
  if (blocked) return refused(blocked);
  if (!course) {
    const t = await getTranslations("store.outcome");
    return refused(t("chooseFirst"));
  }
  let intent: PaymentIntentResponse;
  try {
    intent = await checkout({ buyerId: user.id, studentId: user.id, instructorId: null, courseRef: course });
  } catch (e) {
    return await purchaseFailure(e);
  }
  await rememberPayment(intent);
  redirect(`/orders/${intent.order_id}/pay`);
}
