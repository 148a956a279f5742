import { celsiusIn, formatNumber, metresIn, showMinutes, type SystemUnits } from "@/components/logbook/format";
import type { LogbookTotals } from "@/lib/dive-logs/logbook-totals";

/** The logbook's totals, in the viewer's units. */
export function Totals({ totals, units, filtered }: { totals: LogbookTotals; units: SystemUnits; filtered: boolean }) {
  const hours = totals.minutes / 60;
  const items: { label: string; value: string; note?: string }[] = [
    { label: "Dives", value: String(totals.dives) },
    { label: "Time underwater", value: `${formatNumber(hours, 1)} h`, note: showMinutes(totals.minutes) },
    { label: "Deepest", value: metresIn(totals.deepestMetres, units.depth) },
    { label: "Average depth", value: metresIn(totals.averageDepthMetres, units.depth), note: "mean of logged averages" },
    { label: "Coldest water", value: celsiusIn(totals.coldestCelsius, units.temperature) },
    { label: "Warmest water", value: celsiusIn(totals.warmestCelsius, units.temperature) },
  ];
  return (
    <section aria-labelledby="totals-title" className="mb-6">
      <h2 id="totals-title" className="sr-only">
        {filtered ? "Totals of the filtered dives" : "Logbook totals"}
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
      {filtered ? <p className="mt-2 text-xs text-slate-600">Totals of the dives matching your filters.</p> : null}
    </section>
  );
}
