import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { AdminPagination, AdminSearchForm, DataTable, firstParams, type AdminColumn } from "@/components/admin";
import { OrderStatusBadge } from "@/components/admin-orders/order-status";
import { Refused } from "@/components/admin-orders/refused";
import { PageHeader } from "@/components/certifications/page-header";
import { formatMoney } from "@/lib/store/money";
import { OrderStatus } from "@/generated/prisma/enums";
import { staffPage } from "@/lib/auth/browser/page-access";
import { env } from "@/lib/env";
import { intlLocale } from "@/lib/i18n/intl-locale";
import { pageLanguage } from "@/lib/i18n/page-language";
import { listAdminOrders } from "@/lib/store/list-admin-orders";
import { ZAdminOrderQuery, type AdminOrderRecord } from "@/lib/store/schema";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminFinance");
  return { title: t("metaTitle") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const PATH = "/admin/orders";

export default async function AdminOrdersPage({ searchParams }: Props) {
  const { refusal } = await staffPage("finance", PATH);
  const t = await getTranslations("adminFinance");
  if (refusal) return <Refused title={t("title")} description={t("description")} heading={t("staffOnly")} refusal={refusal} />;
  const [lang, params] = await Promise.all([pageLanguage(), searchParams.then(firstParams)]);
  const parsed = ZAdminOrderQuery.safeParse({ status: params.status, q: params.q, page: params.page, per_page: 20 });
  const query = parsed.success ? parsed.data : ZAdminOrderQuery.parse({ per_page: 20 });
  // The same service as GET /api/v1/admin/orders.
  const page = await listAdminOrders(query, new URL(PATH, env().appUrl), lang);
  const money = (cents: number, currency: string) => `${formatMoney(cents, currency, lang)}`;
  const columns: AdminColumn<AdminOrderRecord>[] = [
    {
      id: "order",
      header: t("columns.order"),
      cell: (o) => (
        <Link href={`${PATH}/${o.order_id}`} className="font-semibold text-sky-800 underline hover:text-sky-950">
          #{o.order_id}
        </Link>
      ),
    },
    {
      id: "buyer",
      header: t("columns.buyer"),
      cell: (o) => (
        <div className="min-w-40">
          <p className="font-medium text-slate-900">{o.buyer.full_name ?? o.buyer.email}</p>
          <p className="text-xs text-slate-600">{o.buyer.member_id} · {o.buyer.email}</p>
        </div>
      ),
    },
    { id: "item", header: t("columns.item"), cell: (o) => o.course?.name ?? t("renewal") },
    { id: "amount", header: t("columns.amount"), className: "text-right tabular-nums", cell: (o) => money(o.amount, o.currency) },
    { id: "refunded", header: t("columns.refunded"), className: "text-right tabular-nums", cell: (o) => (o.refunded_amount ? money(o.refunded_amount, o.currency) : t("detail.none")) },
    { id: "status", header: t("columns.status"), cell: (o) => <OrderStatusBadge order={o} /> },
    { id: "created", header: t("columns.created"), cell: (o) => new Date(o.created_at).toLocaleDateString(intlLocale(lang), { dateStyle: "medium", timeZone: "UTC" }) },
  ];
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <AdminSearchForm
        path={PATH}
        params={params}
        label={t("title")}
        fields={[
          { type: "search", name: "q", label: t("search"), placeholder: t("searchPlaceholder") },
          { type: "select", name: "status", label: t("status"), anyLabel: t("allStatuses"), options: Object.values(OrderStatus).map((s) => ({ value: s, label: t(`statuses.${s}`) })) },
        ]}
      />
      <DataTable caption={t("title")} columns={columns} rows={page.data} rowKey={(o) => o.order_id} empty={{ title: t("empty"), description: t("emptyHint") }} />
      <AdminPagination page={page} path={PATH} params={params} label={t("pager.label")} />
    </>
  );
}
