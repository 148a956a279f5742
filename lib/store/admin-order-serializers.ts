import { createTranslator } from "next-intl";
import type { Prisma } from "@/generated/prisma/client";
import { isoMicro } from "@/lib/dates";
import type { Lang } from "@/lib/i18n/language";
import { catalogues } from "@/lib/i18n/messages";
import type { AdminOrderRecord, OrderRefundRecord } from "@/lib/store/schema";
import { fullNameOf } from "@/lib/users/serializers";

const memberSelect = { id: true, memberId: true, firstName: true, lastName: true, email: true } as const;

export const adminOrderSelect = {
  id: true, kind: true, status: true, amountCents: true, refundedCents: true, currency: true, paidAt: true, paymentIntentId: true, createdAt: true, quantity: true,
  course: { select: { id: true, code: true, name: true } },
  diveCenter: { select: { id: true, name: true } },
  courseLog: { select: { logCode: true } },
  user: { select: memberSelect },
  student: { select: memberSelect },
} satisfies Prisma.OrderSelect;
export type AdminOrderRow = Prisma.OrderGetPayload<{ select: typeof adminOrderSelect }>;

export const refundSelect = {
  id: true, orderId: true, amountCents: true, currency: true, status: true, source: true, reason: true, providerRefundId: true,
  requestedById: true, failureReason: true, createdAt: true, completedAt: true,
} satisfies Prisma.OrderRefundSelect;
export type RefundRow = Prisma.OrderRefundGetPayload<{ select: typeof refundSelect }>;

type Member = AdminOrderRow["user"];
const member = (u: Member) => ({ id: u.id, member_id: u.memberId, full_name: fullNameOf(u), email: u.email });

export function statusLabel(status: AdminOrderRow["status"], lang: Lang): string {
  return createTranslator({ locale: lang, messages: catalogues[lang], namespace: "adminFinance.statuses" })(status);
}

/** `held`: cents reserved by refunds still in progress (not yet refundable again). */
export function toAdminOrder(o: AdminOrderRow, held: number, lang: Lang): AdminOrderRecord {
  const open = o.status === "paid" || o.status === "partially_refunded";
  return {
    order_id: o.id,
    kind: o.kind,
    status: o.status,
    status_label: statusLabel(o.status, lang),
    amount: o.amountCents,
    currency: o.currency,
    course: o.course,
    course_log_code: o.courseLog?.logCode ?? null,
    paid_at: o.paidAt ? isoMicro(o.paidAt) : null,
    buyer: member(o.user),
    student: member(o.student),
    refunded_amount: o.refundedCents,
    refundable_amount: open ? Math.max(0, o.amountCents - o.refundedCents - held) : 0,
    payment_intent_id: o.paymentIntentId,
    created_at: isoMicro(o.createdAt),
    quantity: o.quantity,
    dive_center: o.diveCenter,
  };
}

export function toOrderRefund(r: RefundRow, names: Map<number, string | null>): OrderRefundRecord {
  return {
    id: r.id,
    amount: r.amountCents,
    currency: r.currency,
    status: r.status,
    source: r.source,
    reason: r.reason,
    provider_refund_id: r.providerRefundId,
    requested_by: r.requestedById ? { id: r.requestedById, full_name: names.get(r.requestedById) ?? null } : null,
    failure_reason: r.failureReason,
    created_at: isoMicro(r.createdAt),
    completed_at: r.completedAt ? isoMicro(r.completedAt) : null,
  };
}
