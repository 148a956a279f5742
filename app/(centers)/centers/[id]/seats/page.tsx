import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { assignSeatAction, buySeatsAction, confirmSeatsAction, returnSeatAction } from "@/app/(centers)/centers/[id]/seats/actions";
import { AssignForm } from "@/app/(centers)/centers/[id]/seats/assign-form";
import { BuySeats } from "@/app/(centers)/centers/[id]/seats/buy-seats";
import { FollowOrder } from "@/app/(centers)/centers/[id]/seats/follow-order";
import { AdminPagination, AdminStatusBadge, ConfirmDialog, DataTable, firstParams, type AdminColumn, type BadgeTone } from "@/components/admin";
import { RefusedPage } from "@/components/centers/refused-page";
import { PageHeader } from "@/components/certifications/page-header";
import { FormMessage } from "@/components/ui/form-message";
import { RUNS_CENTER } from "@/lib/centers/center-access";
import { centerPage } from "@/lib/centers/center-page";
import { listAssignments } from "@/lib/center-seats/list-assignments";
import { listCenterOrders } from "@/lib/center-seats/list-center-orders";
import { listSeats } from "@/lib/center-seats/list-seats";
import type { CenterOrderRecord, SeatAssignmentRecord, SeatBalanceRecord } from "@/lib/center-seats/schema";
import { seatCourseOptions, seatInstructorOptions } from "@/lib/center-seats/seat-page-data";
import { env } from "@/lib/env";
import { intlLocale } from "@/lib/i18n/intl-locale";
import { pageLanguage } from "@/lib/i18n/page-language";
import { publishableKey, usesPaymentElement } from "@/lib/payments/config";
import { formatMoney } from "@/lib/store/money";

// /centers/{id}/seats (decision 0046): the ledger per course, "Buy seats" (the store's payment
// form), "Assign a seat", the assignments with "Give back" while the diver has not started, and
// the center's orders. Owners and managers only; the same services as the API's routes.

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("centerSeats");
  return { title: t("metaTitle"), robots: { index: false } };
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const seatTone: Record<SeatAssignmentRecord["status"], BadgeTone> = { enrolled: "success", invited: "info", returned: "neutral" };
const orderTone: Record<CenterOrderRecord["status"], BadgeTone> = { pending: "info", paid: "success", failed: "danger", canceled: "neutral", partially_refunded: "warning", refunded: "neutral" };

export default async function CenterSeatsPage({ params, searchParams }: Props) {
  const { id } = await params;
  const path = `/centers/${id}/seats`;
  const { user, access, refusal } = await centerPage(id, path, { roles: RUNS_CENTER });
  const t = await getTranslations("centerSeats");
  if (!access) {
    return <RefusedPage title={t("title")} reason={refusal} />;
  }
  const centerId = access.center.id;
  const query = firstParams(await searchParams);
  const page = /^\d{1,6}$/.test(query.page ?? "") ? Number(query.page) : 1;
  const returnedOrder = /^\d{1,10}$/.test(query.order ?? "") && Number(query.order) <= 2_147_483_647 ? Number(query.order) : null;
  const writable = access.center.active;
  const lang = await pageLanguage();
  const url = new URL(path, env().appUrl);
  const [seats, assignments, orders, courses, instructors] = await Promise.all([
    listSeats(user.id, centerId),
    listAssignments(user.id, centerId, { page, per_page: 20 }, url),
    listCenterOrders(user.id, centerId, { page: 1, per_page: 10 }, url),
    writable ? seatCourseOptions(access.center.country) : [],
    writable ? seatInstructorOptions(centerId) : [],
  ]);
  const day = (iso: string) => new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
  const person = (p: { full_name: string | null; member_id: string } | null) => (p ? (p.full_name ?? p.member_id) : "—");

  const ledgerColumns: AdminColumn<SeatBalanceRecord>[] = [
    { id: "course", header: t("ledger.course"), label: t("ledger.course"), cell: (s) => <span className="font-medium text-slate-900">{s.course.name} <span className="font-mono text-xs text-slate-500">{s.course.code}</span></span> },
    { id: "bought", header: t("ledger.bought"), label: t("ledger.bought"), className: "text-right tabular-nums", cell: (s) => s.bought },
    { id: "assigned", header: t("ledger.assigned"), label: t("ledger.assigned"), className: "text-right tabular-nums", cell: (s) => s.assigned },
    { id: "used", header: t("ledger.used"), label: t("ledger.used"), className: "text-right tabular-nums", cell: (s) => s.used },
    { id: "left", header: t("ledger.left"), label: t("ledger.left"), className: "text-right tabular-nums font-semibold", cell: (s) => <span data-testid={`seats-left-${s.course.code}`}>{s.left}</span> },
    {
      id: "bar",
      header: <span className="sr-only">{t("ledger.bar")}</span>,
      className: "sm:min-w-40",
      cell: (s) => {
        const pct = (n: number) => (s.bought > 0 ? (n / s.bought) * 100 : 0);
        return (
          <div
            role="img"
            aria-label={t("ledger.barLabel", { used: s.used, assigned: s.assigned, bought: s.bought })}
            className="flex h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <span className="h-full bg-emerald-600" style={{ width: `${pct(s.used)}%` }} />
            <span className="h-full bg-sky-600" style={{ width: `${pct(s.assigned - s.used)}%` }} />
          </div>
        );
      },
    },
  ];

  const assignmentColumns: AdminColumn<SeatAssignmentRecord>[] = [
    { id: "email", header: t("assignments.email"), label: t("assignments.email"), cell: (a) => <span className="block max-w-full truncate sm:max-w-64" title={a.email}>{a.email}</span> },
    { id: "course", header: t("assignments.course"), label: t("assignments.course"), cell: (a) => <span className="font-mono text-xs">{a.course.code}</span> },
    { id: "status", header: t("assignments.status"), label: t("assignments.status"), cell: (a) => <AdminStatusBadge label={t(`statuses.${a.status}`)} tone={seatTone[a.status]} /> },
    { id: "diver", header: t("assignments.diver"), label: t("assignments.diver"), cell: (a) => (a.log_code ? <span>{person(a.diver)} <span className="font-mono text-xs text-slate-500">{a.log_code}</span></span> : person(a.diver)) },
    { id: "instructor", header: t("assignments.instructor"), label: t("assignments.instructor"), cell: (a) => person(a.instructor) },
    { id: "created", header: t("assignments.created"), label: t("assignments.created"), className: "whitespace-nowrap", cell: (a) => <time dateTime={a.created_at}>{day(a.created_at)}</time> },
    {
      id: "actions",
      header: <span className="sr-only">{t("assignments.actions")}</span>,
      cell: (a) =>
        a.status === "returned" ? null : a.started ? (
          <span className="text-xs text-slate-600">{t("assignments.started")}</span>
        ) : writable ? (
          <ConfirmDialog
            triggerLabel={t("assignments.giveBack")}
            triggerVariant="secondary"
            title={t("assignments.giveBackTitle", { email: a.email })}
            description={a.status === "enrolled" ? t("assignments.giveBackEnrolled") : t("assignments.giveBackInvited")}
            confirmLabel={t("assignments.giveBack")}
            action={returnSeatAction.bind(null, centerId, a.id)}
          />
        ) : null,
    },
  ];

  const orderColumns: AdminColumn<CenterOrderRecord>[] = [
    { id: "id", header: t("orders.order"), label: t("orders.order"), cell: (o) => <span className="font-mono">#{o.id}</span> },
    { id: "course", header: t("orders.course"), label: t("orders.course"), cell: (o) => o.course?.code ?? "—" },
    { id: "quantity", header: t("orders.quantity"), label: t("orders.quantity"), className: "text-right tabular-nums", cell: (o) => o.quantity },
    { id: "amount", header: t("orders.amount"), label: t("orders.amount"), className: "text-right tabular-nums whitespace-nowrap", cell: (o) => `${formatMoney(o.amount, o.currency, lang)} ${o.currency}` },
    { id: "status", header: t("orders.status"), label: t("orders.status"), cell: (o) => <AdminStatusBadge label={t(`orderStatuses.${o.status}`)} tone={orderTone[o.status]} /> },
    { id: "created", header: t("orders.created"), label: t("orders.created"), className: "whitespace-nowrap", cell: (o) => <time dateTime={o.created_at}>{day(o.created_at)}</time> },
    { id: "by", header: t("orders.boughtBy"), label: t("orders.boughtBy"), cell: (o) => person(o.bought_by) },
  ];

  const withSeats = seats.filter((s) => s.left > 0).map((s) => ({ value: s.course.code, label: t("assign.courseOption", { name: s.course.name, left: s.left }) }));
  const section = "space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";

  return (
    <>
      <PageHeader title={t("title")} description={t("description", { center: access.center.name })} />
      <FollowOrder centerId={centerId} orderId={returnedOrder} path={path} confirm={confirmSeatsAction} />
      <div className="space-y-10">
        <section aria-labelledby="ledger-heading" className="space-y-3">
          <h2 id="ledger-heading" className="text-lg font-semibold text-slate-900">{t("ledger.heading")}</h2>
          <p className="text-sm text-slate-600">{t("ledger.legend")}</p>
          <DataTable caption={t("ledger.caption", { center: access.center.name })} columns={ledgerColumns} rows={seats} rowKey={(s) => s.course.code} stack empty={{ title: t("ledger.empty"), description: t("ledger.emptyText") }} />
        </section>

        {writable ? (
          <div className="grid gap-6 lg:grid-cols-2">
            <section aria-labelledby="buy-heading" className={section}>
              <h2 id="buy-heading" className="text-lg font-semibold text-slate-900">{t("buy.heading")}</h2>
              <BuySeats key={returnedOrder ?? 0} action={buySeatsAction.bind(null, centerId)} courses={courses} returnPath={path} publishableKey={publishableKey()} paymentElement={usesPaymentElement()} />
            </section>
            <section aria-labelledby="assign-heading" className={section}>
              <h2 id="assign-heading" className="text-lg font-semibold text-slate-900">{t("assign.heading")}</h2>
              {withSeats.length ? (
                <AssignForm action={assignSeatAction.bind(null, centerId)} courses={withSeats} instructors={instructors.map((i) => ({ value: i.memberId, label: i.name }))} />
              ) : (
                <p className="text-sm text-slate-700">{t("assign.noSeats")}</p>
              )}
            </section>
          </div>
        ) : (
          <FormMessage kind="warning">{t("inactive")}</FormMessage>
        )}

        <section aria-labelledby="assignments-heading" className="space-y-3">
          <h2 id="assignments-heading" className="text-lg font-semibold text-slate-900">{t("assignments.heading", { count: assignments.total })}</h2>
          <DataTable caption={t("assignments.caption")} columns={assignmentColumns} rows={assignments.data} rowKey={(a) => a.id} stack empty={{ title: t("assignments.empty") }} />
          {assignments.total > 0 ? <AdminPagination page={assignments} path={path} params={{ page: query.page }} label={t("assignments.pages")} /> : null}
        </section>

        <section aria-labelledby="orders-heading" className="space-y-3">
          <h2 id="orders-heading" className="text-lg font-semibold text-slate-900">{t("orders.heading", { count: orders.total })}</h2>
          <DataTable caption={t("orders.caption")} columns={orderColumns} rows={orders.data} rowKey={(o) => o.id} stack empty={{ title: t("orders.empty") }} />
          {orders.total > orders.data.length ? <p className="text-xs text-slate-600">{t("orders.latest", { shown: orders.data.length, total: orders.total })}</p> : null}
        </section>
      </div>
    </>
  );
}
