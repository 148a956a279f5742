import { intlLocale } from "@/lib/i18n/intl-locale";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import type { ReactNode } from "react";
import { formatMoney } from "@/lib/store/money";
import { Spinner } from "@/components/store/spinner";
import { Button, buttonClasses } from "@/components/ui/button";

export type TrackedOrder = {
  order_id: number;
  status: "pending" | "paid" | "failed" | "canceled" | "partially_refunded" | "refunded";
  amount: number;
  /** Cents refunded so far (decision 0031). */
  refunded_amount?: number;
  currency: string;
  /** Seat orders are followed on the center's seats page (the order pages send them there). */
  kind: "course" | "renewal" | "seats";
  /** Null for a membership renewal. */
  course: { id: number; code: string; name: string } | null;
  course_log_code: string | null;
  paid_at: string | null;
};

type Props = { order: TrackedOrder; polling: boolean; problem: string | null; student: string | null; afterPayment: boolean; onCheckAgain: () => void };

const tones = {
  pending: "bg-sky-100 text-sky-900",
  paid: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-900",
  canceled: "bg-slate-200 text-slate-800",
  partially_refunded: "bg-amber-100 text-amber-900",
  refunded: "bg-slate-200 text-slate-800",
} as const;

const RENEWAL_PAGE = "/professional/renewal";

type T = ReturnType<typeof useTranslations<"orders.outcome">>;
type R = ReturnType<typeof useTranslations<"adminFinance.diver">>;

function headline({ order, polling, afterPayment, student }: Props, t: T, r: R, locale: string): { title: string; text: string } {
  const course = order.course?.name ?? "";
  const money = (cents: number) => `${formatMoney(cents, order.currency, locale)} ${order.currency}`;
  switch (order.status) {
    case "refunded":
      return { title: r("orderRefundedTitle"), text: r("orderRefundedText", { amount: money(order.refunded_amount ?? order.amount) }) };
    case "partially_refunded":
      return { title: r("orderPartialTitle"), text: r("orderPartialText", { amount: money(order.refunded_amount ?? 0), total: money(order.amount) }) };
    case "paid":
      if (order.kind === "renewal") return { title: t("received"), text: t("renewed") };
      return { title: t("received"), text: student ? t("studentCanStart", { student, course }) : t("courseActive", { course }) };
    case "failed":
      return { title: t("failedTitle"), text: t("failedText") };
    case "canceled":
      return { title: t("canceledTitle"), text: t("canceledText") };
    default:
      if (!afterPayment) return { title: t("waitingTitle"), text: t("waitingText") };
      if (polling) return { title: t("confirmingTitle"), text: t("confirmingText") };
      return { title: t("stillWaitingTitle"), text: t("stillWaitingText") };
  }
}

function Actions({ order, polling, student, afterPayment, onCheckAgain }: Props): ReactNode {
  const t = useTranslations("orders.outcome");
  const store = order.course ? `/store/${encodeURIComponent(order.course.code)}` : RENEWAL_PAGE;
  if (order.kind === "renewal" && order.status !== "pending") return <Link href={RENEWAL_PAGE} className={buttonClasses("primary")}>{t("backToMembership")}</Link>;
  if (order.status === "paid" || order.status === "partially_refunded") {
    if (!order.course_log_code) return null;
    return student ? (
      <p className="text-sm text-slate-700">
        {t.rich("courseLog", { code: () => <span className="font-mono font-semibold">{order.course_log_code}</span> })}
      </p>
    ) : (
      <Link href={`/courses/${encodeURIComponent(order.course_log_code)}`} className={buttonClasses("primary", "lg")}>
        {t("start", { course: order.course?.name ?? "" })}
      </Link>
    );
  }
  if (order.status !== "pending") return <Link href={store} className={buttonClasses("primary")}>{t("backToCourse")}</Link>;
  return (
    <>
      {polling ? null : (
        <Button onClick={onCheckAgain} variant={afterPayment ? "primary" : "secondary"}>
          {t("checkAgain")}
        </Button>
      )}
      {afterPayment && polling ? null : (
        <Link href={`/orders/${order.order_id}/pay`} className={buttonClasses(afterPayment ? "secondary" : "primary")}>
          {t("goToPayment")}
        </Link>
      )}
    </>
  );
}

/** The state of an order in words, with what to do next; the headline is a polite live region. */
export function OrderOutcome(props: Props) {
  const { order, polling, problem } = props;
  const t = useTranslations("orders.outcome");
  const r = useTranslations("adminFinance.diver");
  const locale = useLocale();
  const { title, text } = headline(props, t, r, locale);
  return (
    <div className="space-y-5">
      <div className="flex items-start gap-4">
        <div aria-hidden="true" className={`flex size-12 shrink-0 items-center justify-center rounded-full ${tones[order.status]}`}>
          {order.status === "pending" && polling ? <Spinner className="size-6" /> : <StatusIcon status={order.status} />}
        </div>
        <div role="status" aria-live="polite" aria-atomic="true" className="min-w-0">
          <p className="text-xl font-semibold text-slate-900" data-testid="order-headline">
            {title}
          </p>
          <p className="mt-1 text-slate-700">{text}</p>
        </div>
      </div>
      <dl className="grid gap-4 border-t border-slate-100 pt-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("status")}</dt>
          <dd className="mt-1">
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${tones[order.status]}`} data-testid="order-status">
              {t(`statuses.${order.status}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("amount")}</dt>
          <dd className="mt-1 text-slate-900 tabular-nums">
            {formatMoney(order.amount, order.currency, locale)} {order.currency}
          </dd>
        </div>
        {order.refunded_amount ? (
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{r("refundedAmount")}</dt>
            <dd className="mt-1 text-slate-900 tabular-nums" data-testid="order-refunded">
              {formatMoney(order.refunded_amount, order.currency, locale)} {order.currency}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{order.paid_at ? t("paidOn") : t("order")}</dt>
          <dd className="mt-1 text-slate-900">{order.paid_at ? new Date(order.paid_at).toLocaleString(intlLocale(locale), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC" : `#${order.order_id}`}</dd>
        </div>
      </dl>
      {problem ? <p className="text-sm text-amber-800">{problem}</p> : null}
      <div className="flex flex-wrap gap-3">
        <Actions {...props} />
      </div>
    </div>
  );
}

function StatusIcon({ status }: { status: TrackedOrder["status"] }) {
  const path = status === "paid" ? "M5 12.5l4.5 4.5L19 7.5" : status === "pending" ? "M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z" : "M7 7l10 10M17 7 7 17";
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={path} />
    </svg>
  );
}
