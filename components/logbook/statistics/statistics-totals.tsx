import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { formatNumber, showMinutes, temperatureSymbol } from "@/components/logbook/format";
import type { DiveLogStatistics } from "@/lib/dive-logs/statistics/schema";

/** Totals and records at the top of the statistics page; each record links to its dive. */
export function StatisticsTotals({ stats }: { stats: DiveLogStatistics }) {
  const t = useTranslations("logbook.statistics");
  const locale = useLocale();
  const { units } = stats;
  const items: { label: string; value: string; href?: string }[] = [
    { label: t("dives"), value: formatNumber(stats.dives, 0, locale) },
    { label: t("time"), value: `${formatNumber(stats.total_minutes / 60, 1, locale)} h` },
    { label: t("deepest"), value: stats.deepest ? `${formatNumber(stats.deepest.depth, 1, locale)} ${units.depth}` : "—", href: stats.deepest ? `/logbook/${stats.deepest.id}` : undefined },
    { label: t("longest"), value: stats.longest ? showMinutes(stats.longest.minutes) : "—", href: stats.longest ? `/logbook/${stats.longest.id}` : undefined },
    {
      label: t("coldest"),
      value: stats.coldest ? `${formatNumber(stats.coldest.temperature, 1, locale)} ${temperatureSymbol(units.temperature)}` : "—",
      href: stats.coldest ? `/logbook/${stats.coldest.id}` : undefined,
    },
  ];
  return (
    <section aria-labelledby="statistics-totals-title" className="mb-6">
      <h2 id="statistics-totals-title" className="sr-only">{t("totals")}</h2>
      <dl data-testid="statistics-totals" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {items.map((item) => (
          <div key={item.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{item.label}</dt>
            <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">
              {item.href ? <Link href={item.href} className="underline decoration-sky-300 underline-offset-4 hover:text-sky-800">{item.value}</Link> : item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
