import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { refundOrderAction } from "@/app/(console)/admin/orders/[id]/actions";
import { DataTable, type AdminColumn } from "@/components/admin";
import { OrderStatusBadge } from "@/components/admin-orders/order-status";
import { RefundDialog } from "@/components/admin-orders/refund-dialog";
import { Refused } from "@/components/admin-orders/refused";
import { PageHeader } from "@/components/certifications/page-header";
import { formatMoney } from "@/lib/store/money";
import { Card } from "@/components/ui/card";
import { AppError } from "@/lib/api/errors";
import { ZRowId } from "@/lib/api/ids";
import { staffPage } from "@/lib/auth/browser/page-access";
import { intlLocale } from "@/lib/i18n/intl-locale";
import { pageLanguage } from "@/lib/i18n/page-language";
import { getAdminOrder } from "@/lib/store/get-admin-order";
import type { OrderRefundRecord } from "@/lib/store/schema";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations("adminFinance.detail");
  return { title: t("metaTitle", { id: (await params).id }) };
}

async function load(raw: string, lang: Parameters<typeof getAdminOrder>[1]) {
  const id = ZRowId.safeParse(Number(raw));
  if (!/^\d+$/.test(raw) || !id.success) notFound();
  try {
    return await getAdminOrder(id.data, lang);
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  }
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 break-words text-slate-900">{children}</dd>
    </div>
  );
}

export default async function AdminOrderPage({ params }: Props) {
  const { id: raw } = await params;
  const { refusal } = await staffPage("finance", `/admin/orders/${encodeURIComponent(raw)}`);
  const t = await getTranslations("adminFinance");
  const seats = await getTranslations("centerSeats.console");
  if (refusal) return <Refused title={t("title")} heading={t("staffOnly")} refusal={refusal} />;
  const lang = await pageLanguage();
  const order = await load(raw, lang);
  const money = (cents: number) => `${formatMoney(cents, order.currency, lang)} ${order.currency}`;
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(intlLocale(lang), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC" : t("detail.none"));
  const person = (p: typeof order.buyer) => `${p.full_name ?? p.email} · ${p.member_id ?? "—"} · ${p.email}`;
  const refundColumns: AdminColumn<OrderRefundRecord>[] = [
    { id: "date", header: t("refunds.date"), className: "whitespace-nowrap", cell: (r) => when(r.completed_at ?? r.created_at) },
    { id: "amount", header: t("refunds.amount"), className: "whitespace-nowrap text-right tabular-nums", cell: (r) => money(r.amount) },
    { id: "status", header: t("refunds.status"), cell: (r) => t(`refunds.statuses.${r.status}`) },
    { id: "source", header: t("refunds.source"), cell: (r) => t(`refunds.sources.${r.source}`) },
    { id: "reason", header: t("refunds.reason"), className: "min-w-48", cell: (r) => r.reason },
    { id: "by", header: t("refunds.by"), cell: (r) => r.requested_by?.full_name ?? t("detail.none") },
  ];
  const open = order.status === "paid" || order.status === "partially_refunded";
  const max = order.refundable_amount;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/admin/orders" className="font-medium text-sky-800 underline hover:text-sky-950">
          {t("detail.back")}
        </Link>
      </p>
      <PageHeader title={t("detail.title", { id: order.order_id })} description={order.course?.name ?? t("renewal")} action={<OrderStatusBadge order={order} />} />
      <Card className="mb-6">
        <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <Fact label={t("detail.buyer")}>{person(order.buyer)}</Fact>
          <Fact label={t("detail.student")}>{person(order.student)}</Fact>
          <Fact label={t("detail.item")}>{order.course ? `${order.course.code} · ${order.course.name}` : t("renewal")}</Fact>
          {order.kind === "seats" ? (
            <>
              <Fact label={seats("center")}>
                {order.dive_center ? <span data-testid="order-center">{order.dive_center.name} · #{order.dive_center.id}</span> : t("detail.none")}
              </Fact>
              <Fact label={seats("quantity")}><span className="tabular-nums" data-testid="order-quantity">{seats("seats", { count: order.quantity })}</span></Fact>
            </>
          ) : null}
          <Fact label={t("detail.amount")}><span className="tabular-nums">{money(order.amount)}</span></Fact>
          <Fact label={t("detail.refunded")}><span className="tabular-nums" data-testid="order-refunded-amount">{money(order.refunded_amount)}</span></Fact>
          <Fact label={t("detail.refundable")}><span className="tabular-nums">{money(order.refundable_amount)}</span></Fact>
          <Fact label={t("detail.paidAt")}>{when(order.paid_at)}</Fact>
          <Fact label={t("detail.createdAt")}>{when(order.created_at)}</Fact>
          <Fact label={t("detail.paymentIntent")}><span className="font-mono text-xs">{order.payment_intent_id ?? t("detail.none")}</span></Fact>
          {order.course_log_code ? <Fact label={t("detail.courseLog")}><span className="font-mono">{order.course_log_code}</span></Fact> : null}
        </dl>
      </Card>
      <section aria-labelledby="refund-form-title" className="mb-6">
        <Card>
          <h2 id="refund-form-title" className="mb-2 text-lg font-semibold text-slate-900">{t("form.title")}</h2>
          {open && max > 0 ? (
            <RefundDialog
              orderId={order.order_id}
              kind={order.kind}
              currency={order.currency}
              maxLabel={money(max)}
              maxValue={(max / 100).toFixed(2)}
              action={refundOrderAction.bind(null, order.order_id, max, order.currency)}
            />
          ) : (
            <p className="text-sm text-slate-700">{order.status === "refunded" ? t("form.fullyRefunded") : t("form.notRefundable", { status: order.status_label })}</p>
          )}
        </Card>
      </section>
      <section aria-labelledby="refunds-title">
        <h2 id="refunds-title" className="mb-3 text-lg font-semibold text-slate-900">{t("refunds.title")}</h2>
        <DataTable caption={t("refunds.title")} columns={refundColumns} rows={order.refunds} rowKey={(r) => r.id} empty={{ title: t("refunds.empty") }} />
      </section>
    </>
  );
}
