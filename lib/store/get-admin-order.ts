import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import type { Lang } from "@/lib/i18n/language";
import { adminOrderSelect, refundSelect, toAdminOrder, toOrderRefund } from "@/lib/store/admin-order-serializers";
import type { AdminOrderDetailRecord } from "@/lib/store/schema";
import { fullNameOf } from "@/lib/users/serializers";

/** GET /admin/orders/{id}: the order with its refunds, newest first (three queries). */
export async function getAdminOrder(orderId: number, lang: Lang): Promise<AdminOrderDetailRecord> {
  const db = await getDb();
  const order = await db.order.findUnique({ where: { id: orderId }, select: { ...adminOrderSelect, refunds: { select: refundSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }] } } });
  if (!order) throw notFound("Order");
  const staffIds = [...new Set(order.refunds.map((r) => r.requestedById).filter((id): id is number => id !== null))];
  const staff = staffIds.length ? await db.user.findMany({ where: { id: { in: staffIds } }, select: { id: true, firstName: true, lastName: true } }) : [];
  const names = new Map(staff.map((s) => [s.id, fullNameOf(s)]));
  const held = order.refunds.filter((r) => r.status === "pending").reduce((sum, r) => sum + r.amountCents, 0);
  return { ...toAdminOrder(order, held, lang), refunds: order.refunds.map((r) => toOrderRefund(r, names)) };
}
