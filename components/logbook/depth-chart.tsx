import { useLocale, useTranslations } from "next-intl";
import { niceScale } from "@/components/logbook/chart-scale";
import { formatNumber, showDate } from "@/components/logbook/format";

export type ChartPoint = { id: number; number: number; date: string; depth: number | null; minutes: number };

const W = 640;
const H = 280;
const M = { top: 16, right: 52, bottom: 48, left: 52 };
const PW = W - M.left - M.right;
const PH = H - M.top - M.bottom;

/**
 * Max depth per dive (bars, left axis) and dive time (line, right axis), oldest dive on the left.
 * Inline SVG with a title and description, and the same numbers as a table for anyone who
 * cannot see the chart.
 */
export function DepthChart({ points, depthUnit, caption }: { points: ChartPoint[]; depthUnit: string; caption: string }) {
  const tr = useTranslations("logbook.chart");
  const locale = useLocale();
  if (!points.length) return null;
  const depths = points.map((p) => p.depth ?? 0);
  const d = niceScale(Math.max(...depths));
  const t = niceScale(Math.max(...points.map((p) => p.minutes)));
  const band = PW / points.length;
  const barW = Math.min(28, band * 0.6);
  const x = (i: number) => M.left + band * i + band / 2;
  const yDepth = (v: number) => M.top + PH - (v / d.top) * PH;
  const yTime = (v: number) => M.top + PH - (v / t.top) * PH;
  const every = Math.ceil(points.length / 16);
  const deepest = Math.max(...depths);
  const summary = tr("summary", {
    count: points.length, from: showDate(points[0]!.date, locale), to: showDate(points.at(-1)!.date, locale),
    unit: depthUnit, deepest: formatNumber(deepest, 1, locale),
    shortest: Math.min(...points.map((p) => p.minutes)), longest: Math.max(...points.map((p) => p.minutes)),
  });

  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <figcaption className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <span className="text-base font-semibold text-slate-900">{caption}</span>
        <span className="flex gap-4 text-xs text-slate-600" aria-hidden="true">
          <span className="inline-flex items-center gap-1.5"><span className="size-3 rounded-sm bg-sky-600" /> {tr("maxDepth", { unit: depthUnit })}</span>
          <span className="inline-flex items-center gap-1.5"><span className="h-0.5 w-4 bg-amber-500" /> {tr("diveTime")}</span>
        </span>
      </figcaption>
      {/* On phones the chart keeps a readable size and scrolls sideways inside its card. */}
      <p className="mb-2 text-xs text-slate-500 sm:hidden">{tr("scroll")}</p>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={tr("region")}>
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="depth-chart-title depth-chart-desc" className="h-auto w-full min-w-[560px]" data-testid="depth-chart">
          <title id="depth-chart-title">{caption}</title>
          <desc id="depth-chart-desc">{summary}</desc>
          {d.values.map((v) => (
            <g key={`d${v}`}>
              <line x1={M.left} x2={W - M.right} y1={yDepth(v)} y2={yDepth(v)} stroke="#e2e8f0" />
              <text x={M.left - 8} y={yDepth(v) + 4} textAnchor="end" fontSize="12" fill="#475569">{formatNumber(v)}</text>
            </g>
          ))}
          {t.values.map((v) => (
            <text key={`t${v}`} x={W - M.right + 8} y={yTime(v) + 4} fontSize="12" fill="#92400e">{formatNumber(v)}</text>
          ))}
          <text transform={`translate(14 ${M.top + PH / 2}) rotate(-90)`} textAnchor="middle" fontSize="12" fill="#334155">{tr("maxDepth", { unit: depthUnit })}</text>
          <text transform={`translate(${W - 10} ${M.top + PH / 2}) rotate(90)`} textAnchor="middle" fontSize="12" fill="#92400e">{tr("diveTime")}</text>
          {points.map((p, i) => {
            const h = ((p.depth ?? 0) / d.top) * PH;
            return (
              <g key={p.id}>
                <rect x={x(i) - barW / 2} y={M.top + PH - h} width={barW} height={h} rx="2" fill="#0284c7">
                  <title>{tr("point", { number: p.number, date: showDate(p.date, locale), depth: p.depth === null ? tr("noDepth") : `${formatNumber(p.depth, 1, locale)} ${depthUnit}`, minutes: p.minutes })}</title>
                </rect>
                {i % every === 0 ? (
                  <text x={x(i)} y={H - M.bottom + 16} textAnchor="middle" fontSize="12" fill="#475569">{p.number}</text>
                ) : null}
              </g>
            );
          })}
          <polyline points={points.map((p, i) => `${x(i)},${yTime(p.minutes)}`).join(" ")} fill="none" stroke="#f59e0b" strokeWidth="2.5" strokeLinejoin="round" />
          {points.map((p, i) => (
            <circle key={`c${p.id}`} cx={x(i)} cy={yTime(p.minutes)} r="3.5" fill="#fff" stroke="#d97706" strokeWidth="2" />
          ))}
          <line x1={M.left} x2={W - M.right} y1={M.top + PH} y2={M.top + PH} stroke="#94a3b8" />
          <text x={M.left + PW / 2} y={H - 8} textAnchor="middle" fontSize="12" fill="#334155">{tr("axis")}</text>
        </svg>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-sky-800">{tr("asTable")}</summary>
        <table className="mt-2 w-full text-left text-sm" data-testid="chart-table">
          <caption className="sr-only">{tr("data", { caption })}</caption>
          <thead>
            <tr className="text-xs text-slate-500 uppercase">
              <th scope="col" className="py-1 pr-3">{tr("dive")}</th>
              <th scope="col" className="py-1 pr-3">{tr("date")}</th>
              <th scope="col" className="py-1 pr-3 text-right">{tr("maxDepth", { unit: depthUnit })}</th>
              <th scope="col" className="py-1 text-right">{tr("diveTime")}</th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {points.map((p) => (
              <tr key={p.id} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-3 font-medium">{p.number}</th>
                <td className="py-1 pr-3">{showDate(p.date, locale)}</td>
                <td className="py-1 pr-3 text-right">{p.depth === null ? "—" : formatNumber(p.depth, 1, locale)}</td>
                <td className="py-1 text-right">{p.minutes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
