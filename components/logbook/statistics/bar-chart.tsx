import { useLocale, useTranslations } from "next-intl";
import { niceScale } from "@/components/logbook/chart-scale";
import { formatNumber } from "@/components/logbook/format";

export type Bar = { key: string; label: string; value: number; title: string };

// Sized for half a desktop row: the text stays near its nominal size there.
const W = 460;
const H = 250;
const M = { top: 16, right: 12, bottom: 44, left: 44 };
const PW = W - M.left - M.right;
const PH = H - M.top - M.bottom;

/**
 * Vertical bars (inline SVG, server-rendered) in a figure with its caption, and the same numbers
 * as a table in a <details> for anyone who cannot see the chart (the logbook's house style).
 */
export function BarChart({
  id, caption, summary, bars, valueLabel, axisLabel, columns,
}: { id: string; caption: string; summary: string; bars: Bar[]; valueLabel: string; axisLabel: string; columns: [string, string] }) {
  const t = useTranslations("logbook.statistics");
  const locale = useLocale();
  const scale = niceScale(Math.max(0, ...bars.map((b) => b.value)));
  const band = PW / Math.max(1, bars.length);
  const barW = Math.min(36, band * 0.7);
  const x = (i: number) => M.left + band * i + band / 2;
  const y = (v: number) => M.top + PH - (v / scale.top) * PH;
  const every = Math.ceil(bars.length / 8);
  return (
    <figure className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid={`chart-${id}`}>
      <figcaption className="mb-3 text-base font-semibold text-slate-900">{caption}</figcaption>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t("region", { caption })}>
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto w-full min-w-[400px]">
          <title id={`${id}-title`}>{caption}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {scale.values.map((v) => (
            <g key={v}>
              <line x1={M.left} x2={W - M.right} y1={y(v)} y2={y(v)} stroke="#e2e8f0" />
              <text x={M.left - 8} y={y(v) + 4} textAnchor="end" fontSize="12" fill="#475569">{formatNumber(v, 1, locale)}</text>
            </g>
          ))}
          <text transform={`translate(14 ${M.top + PH / 2}) rotate(-90)`} textAnchor="middle" fontSize="12" fill="#334155">{valueLabel}</text>
          {bars.map((b, i) => {
            const h = (b.value / scale.top) * PH;
            return (
              <g key={b.key}>
                <rect x={x(i) - barW / 2} y={M.top + PH - h} width={barW} height={h} rx="2" fill="#0284c7">
                  <title>{b.title}</title>
                </rect>
                {i % every === 0 ? (
                  <text x={x(i)} y={H - M.bottom + 16} textAnchor="middle" fontSize="11" fill="#475569">{b.label}</text>
                ) : null}
              </g>
            );
          })}
          <line x1={M.left} x2={W - M.right} y1={M.top + PH} y2={M.top + PH} stroke="#94a3b8" />
          <text x={M.left + PW / 2} y={H - 6} textAnchor="middle" fontSize="12" fill="#334155">{axisLabel}</text>
        </svg>
      </div>
      <DataTable caption={caption} columns={columns} rows={bars.map((b) => [b.label, formatNumber(b.value, 1, locale)])} />
    </figure>
  );
}

/** A chart's numbers as a table, folded away under the chart. */
export function DataTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: string[][] }) {
  const t = useTranslations("logbook.statistics");
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-sky-800">{t("asTable")}</summary>
      <table className="mt-2 w-full text-left text-sm" data-testid="chart-table">
        <caption className="sr-only">{t("data", { caption })}</caption>
        <thead>
          <tr className="text-xs text-slate-500 uppercase">
            {columns.map((c, i) => (
              <th key={c} scope="col" className={i ? "py-1 text-right" : "py-1 pr-3"}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {rows.map((r) => (
            <tr key={r[0]} className="border-t border-slate-100">
              <th scope="row" className="py-1 pr-3 font-medium">{r[0]}</th>
              {r.slice(1).map((v, i) => (
                <td key={i} className="py-1 text-right">{v}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
