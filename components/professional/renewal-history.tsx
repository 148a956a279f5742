import { getTranslations } from "next-intl/server";
import { formatMoney } from "@/lib/store/money";
import type { Lang } from "@/lib/i18n/language";
import type { getRenewals } from "@/lib/professional/get-renewals";
import { formatDay } from "@/components/learning/format";

type History = Awaited<ReturnType<typeof getRenewals>>["history"];

/** Paid renewals, newest first: a table on wide screens, stacked rows on a phone. */
export async function RenewalHistory({ history, lang }: { history: History; lang: Lang }) {
  const t = await getTranslations("professional.renewal");
  if (!history.length) return <p className="text-sm text-slate-600">{t("noHistory")}</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t("paidRenewals")}</caption>
      <thead className="hidden text-xs tracking-wide text-slate-500 uppercase sm:table-header-group">
        <tr>
          <th scope="col" className="py-2 pr-4 font-medium">{t("year")}</th>
          <th scope="col" className="py-2 pr-4 font-medium">{t("period")}</th>
          <th scope="col" className="py-2 pr-4 font-medium">{t("paidOn")}</th>
          <th scope="col" className="py-2 pr-4 font-medium">{t("order")}</th>
          <th scope="col" className="py-2 text-right font-medium">{t("amount")}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {history.map((h) => (
          <tr key={h.order_id} className="grid grid-cols-2 gap-1 py-3 sm:table-row" data-testid="renewal-row">
            {/* On a phone: year and amount, then the period, then the date and the order. */}
            <td className="order-1 font-semibold text-slate-900 sm:py-3 sm:pr-4">{h.year}</td>
            <td className="order-3 col-span-2 text-slate-700 sm:py-3 sm:pr-4">
              {formatDay(h.period_start, lang)} – {formatDay(h.period_end, lang)}
            </td>
            <td className="order-4 text-slate-600 sm:py-3 sm:pr-4 sm:text-slate-700"><span className="sm:hidden">{t("paid")}</span>{h.paid_at ? formatDay(h.paid_at, lang) : "—"}</td>
            <td className="order-5 text-right font-mono text-slate-600 sm:py-3 sm:pr-4 sm:text-left">#{h.order_id}</td>
            <td className="order-2 text-right font-medium text-slate-900 tabular-nums sm:py-3">{formatMoney(h.amount, h.currency, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
