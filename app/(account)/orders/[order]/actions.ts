"use server";

import { pageMessage } from "@/lib/i18n/page-errors";
import { getTranslations } from "next-intl/server";
import { orderIdOf } from "@/app/(account)/orders/order-ref";
import { AppError } from "@/lib/api/errors";
import { requireSessionUser } from "@/lib/auth/session";
import { getOrderStatus, settleOrder } from "@/lib/store/orders";
import { ZConfirmOrder } from "@/lib/store/schema";

export type FollowResult = { ok: true; order: Awaited<ReturnType<typeof getOrderStatus>> } | { ok: false; message: string };

/**
 * The order page's poll: the order as it stands, after one attempt to confirm the payment with the
 * provider when asked (the webhook usually gets there first; a 409 just means "not yet").
 */
export async function followOrder(order: number, paymentIntentId: string | null, confirm: boolean): Promise<FollowResult> {
  const user = await requireSessionUser(`/orders/${order}`);
  const id = orderIdOf(order);
  if (!id) {
    const t = await getTranslations("orders.actions");
    return { ok: false, message: t("notFound") };
  }
  const intent = ZConfirmOrder.safeParse({ payment_intent_id: paymentIntentId });
  try {
    if (confirm && intent.success) {
      await settleOrder(user.id, id, intent.data.payment_intent_id).catch((e: unknown) => {
        if (!(e instanceof AppError)) throw e;
      });
    }
    return { ok: true, order: await getOrderStatus(user.id, id) };
  } catch (e) {
    if (e instanceof AppError) return { ok: false, message: await pageMessage(e.message) };
    throw e;
  }
}
