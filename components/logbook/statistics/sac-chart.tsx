import { useLocale, useTranslations } from "next-intl";
import { niceScale } from "@/components/logbook/chart-scale";
import { formatNumber, showDate } from "@/components/logbook/format";
import { DataTable } from "@/components/logbook/statistics/bar-chart";

// Sized for a full desktop row.
const W = 860;
const H = 260;
const M = { top: 16, right: 16, bottom: 44, left: 52 };
const PW = W - M.left - M.right;
const PH = H - M.top - M.bottom;

/** Surface air consumption per dive, oldest on the left (a line), with its table. */
export function SacChart({ points, unit }: { points: { date: string; sac_rate: number }[]; unit: string }) {
  const t = useTranslations("logbook.statistics");
  const locale = useLocale();
  const caption = t("sacCaption", { unit });
  const places = unit === "cuft/min" ? 2 : 1;
  if (!points.length) {
    return (
      <figure className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="chart-sac">
        <figcaption className="mb-2 text-base font-semibold text-slate-900">{caption}</figcaption>
        <p className="text-sm text-slate-600">{t("noSac")}</p>
      </figure>
    );
  }
  const values = points.map((p) => p.sac_rate);
  const scale = niceScale(Math.max(...values));
  const step = points.length > 1 ? PW / (points.length - 1) : 0;
  const x = (i: number) => (points.length > 1 ? M.left + step * i : M.left + PW / 2);
  const y = (v: number) => M.top + PH - (v / scale.top) * PH;
  const summary = t("sacSummary", {
    count: points.length, from: showDate(points[0]!.date, locale), to: showDate(points.at(-1)!.date, locale),
    low: formatNumber(Math.min(...values), places, locale), high: formatNumber(Math.max(...values), places, locale), unit,
  });
  return (
    <figure className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="chart-sac">
      <figcaption className="mb-3 text-base font-semibold text-slate-900">{caption}</figcaption>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t("region", { caption })}>
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="sac-title sac-desc" className="h-auto w-full min-w-[560px]">
          <title id="sac-title">{caption}</title>
          <desc id="sac-desc">{summary}</desc>
          {scale.values.map((v) => (
            <g key={v}>
              <line x1={M.left} x2={W - M.right} y1={y(v)} y2={y(v)} stroke="#e2e8f0" />
              <text x={M.left - 8} y={y(v) + 4} textAnchor="end" fontSize="12" fill="#475569">{formatNumber(v, places, locale)}</text>
            </g>
          ))}
          <text transform={`translate(14 ${M.top + PH / 2}) rotate(-90)`} textAnchor="middle" fontSize="12" fill="#334155">{unit}</text>
          <polyline points={points.map((p, i) => `${x(i)},${y(p.sac_rate)}`).join(" ")} fill="none" stroke="#f59e0b" strokeWidth="2" strokeLinejoin="round" />
          {points.length <= 60
            ? points.map((p, i) => <circle key={i} cx={x(i)} cy={y(p.sac_rate)} r="3" fill="#fff" stroke="#d97706" strokeWidth="2" />)
            : null}
          <line x1={M.left} x2={W - M.right} y1={M.top + PH} y2={M.top + PH} stroke="#94a3b8" />
          <text x={M.left} y={H - M.bottom + 16} fontSize="11" fill="#475569">{showDate(points[0]!.date, locale)}</text>
          <text x={W - M.right} y={H - M.bottom + 16} textAnchor="end" fontSize="11" fill="#475569">{showDate(points.at(-1)!.date, locale)}</text>
          <text x={M.left + PW / 2} y={H - 6} textAnchor="middle" fontSize="12" fill="#334155">{t("sacAxis")}</text>
        </svg>
      </div>
      <DataTable
        caption={caption}
        columns={[t("date"), t("sacRate", { unit })]}
        rows={points.map((p, i) => [`${i + 1}. ${showDate(p.date, locale)}`, formatNumber(p.sac_rate, places, locale)])}
      />
    </figure>
  );
}
