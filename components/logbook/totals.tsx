import { useLocale, useTranslations } from "next-intl";
import { celsiusIn, formatNumber, metresIn, showMinutes, type SystemUnits } from "@/components/logbook/format";
import type { LogbookTotals } from "@/lib/dive-logs/logbook-totals";

/** The logbook's totals, in the viewer's units. */
export function Totals({ totals, units, filtered }: { totals: LogbookTotals; units: SystemUnits; filtered: boolean }) {
  const t = useTranslations("logbook.totals");
  const locale = useLocale();
  const hours = totals.minutes / 60;
  const items: { label: string; value: string; note?: string }[] = [
    { label: t("dives"), value: formatNumber(totals.dives, 0, locale) },
    { label: t("time"), value: `${formatNumber(hours, 1, locale)} h`, note: showMinutes(totals.minutes) },
    { label: t("deepest"), value: metresIn(totals.deepestMetres, units.depth, locale) },
    { label: t("averageDepth"), value: metresIn(totals.averageDepthMetres, units.depth, locale), note: t("averageNote") },
    { label: t("coldest"), value: celsiusIn(totals.coldestCelsius, units.temperature, locale) },
    { label: t("warmest"), value: celsiusIn(totals.warmestCelsius, units.temperature, locale) },
  ];
  return (
    <section aria-labelledby="totals-title" className="mb-6">
      <h2 id="totals-title" className="sr-only">
        {filtered ? t("filteredTitle") : t("title")}
      </h2>
      <dl data-testid="logbook-totals" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {items.map((item) => (
          <div key={item.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{item.label}</dt>
            <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{item.value}</dd>
            {item.note ? <dd className="text-xs text-slate-500">{item.note}</dd> : null}
          </div>
        ))}
      </dl>
      {filtered ? <p className="mt-2 text-xs text-slate-600">{t("filteredNote")}</p> : null}
    </section>
  );
}
