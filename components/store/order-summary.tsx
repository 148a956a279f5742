import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/lib/store/money";

type Order = { order_id: number; amount: number; currency: string; course: { code: string; name: string } | null };

/** What is being paid for, always from the server's order (never from the browser). */
export function OrderSummary({ order, student }: { order: Order; student?: string | null }) {
  const t = useTranslations("orders.summary");
  const lang = useLocale();
  const row = "flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2";
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      <div className={row}>
        <dt className="text-slate-600">{order.course ? t("course") : t("item")}</dt>
        <dd className="text-right font-medium text-slate-900">
          {order.course ? (
            <>
              {order.course.name} <span className="font-mono text-xs text-slate-500">({order.course.code})</span>
            </>
          ) : (
            t("renewal")
          )}
        </dd>
      </div>
      {student ? (
        <div className={row}>
          <dt className="text-slate-600">{t("student")}</dt>
          <dd className="text-right font-medium text-slate-900">{student}</dd>
        </div>
      ) : null}
      <div className={row}>
        <dt className="text-slate-600">{t("order")}</dt>
        <dd className="font-mono text-slate-900">#{order.order_id}</dd>
      </div>
      <div className={row}>
        <dt className="font-semibold text-slate-900">{t("total")}</dt>
        <dd className="text-xl font-bold text-slate-900 tabular-nums" data-testid="order-amount">
          {formatMoney(order.amount, order.currency, lang)} <span className="text-xs font-medium text-slate-500">{order.currency}</span>
        </dd>
      </div>
    </dl>
  );
}
