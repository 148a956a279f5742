import { useLocale, useTranslations } from "next-intl";
import { formatNumber } from "@/components/logbook/format";

/**
 * A ranking (countries, sites, gases) as a real table with a bar beside each count: the table is
 * the chart, so it needs no second copy of its data.
 */
export function RankedTable({ id, caption, column, rows }: { id: string; caption: string; column: string; rows: { name: string; dives: number }[] }) {
  const t = useTranslations("logbook.statistics");
  const locale = useLocale();
  const top = Math.max(1, ...rows.map((r) => r.dives));
  return (
    <figure className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid={`chart-${id}`}>
      <figcaption className="mb-3 text-base font-semibold text-slate-900">{caption}</figcaption>
      {rows.length ? (
        <table className="w-full table-fixed text-left text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{column}</th>
              <th scope="col">{t("dives")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={`${r.name}-${i}`} className="border-t border-slate-100 first:border-t-0">
                <th scope="row" className="w-3/5 py-1.5 pr-3 font-medium break-words text-slate-800">{r.name}</th>
                <td className="py-1.5">
                  <span className="flex items-center gap-2">
                    <span aria-hidden="true" className="h-2.5 rounded-full bg-sky-600" style={{ width: `${Math.max(4, (r.dives / top) * 100)}%` }} />
                    <span className="shrink-0 tabular-nums text-slate-700">{formatNumber(r.dives, 0, locale)}</span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-slate-600">{t("nothing")}</p>
      )}
    </figure>
  );
}
