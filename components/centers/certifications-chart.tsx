import { getTranslations } from "next-intl/server";
import type { MonthCount } from "@/lib/centers/certifications-per-month";

// Certifications per month as a bar chart drawn in SVG (no chart library, nothing loaded), and the
// same numbers as a table for screen readers: the drawing is hidden from them, the table from
// sight. Month names in the page's language; bars scale to the busiest month. On phones (under
// `sm`) the SVG would shrink its words below legibility, so the same months are a list of
// horizontal bars in text of the page's size instead; twelve empty months are one sentence, not an
// empty plot (the table stays).

const WIDTH = 640;
const HEIGHT = 220;
const TOP = 16;
const BOTTOM = 28;
const LEFT = 8;

export async function CertificationsChart({ months, lang }: { months: MonthCount[]; lang: string }) {
  const t = await getTranslations("centers.dashboard");
  const short = new Intl.DateTimeFormat(lang, { month: "short", timeZone: "UTC" });
  const long = new Intl.DateTimeFormat(lang, { month: "long", year: "numeric", timeZone: "UTC" });
  const dateOf = (month: string) => new Date(`${month}-01T00:00:00.000Z`);
  const max = Math.max(1, ...months.map((m) => m.count));
  const total = months.reduce((n, m) => n + m.count, 0);
  const slot = (WIDTH - LEFT * 2) / months.length;
  const bar = Math.min(36, slot * 0.6);
  const plot = HEIGHT - TOP - BOTTOM;
  const table = (
    <table className="sr-only">
      <caption>{t("tableCaption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("month")}</th>
          <th scope="col">{t("count")}</th>
        </tr>
      </thead>
      <tbody>
        {months.map((m) => (
          <tr key={m.month}>
            <th scope="row">{long.format(dateOf(m.month))}</th>
            <td>{m.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (total === 0) {
    return (
      <figure>
        <figcaption className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-700">{t("chartEmpty")}</figcaption>
        {table}
      </figure>
    );
  }
  return (
    <figure>
      <figcaption className="mb-3 text-sm font-medium text-slate-700">{t("chartSummary", { total })}</figcaption>
      <ul className="space-y-1 sm:hidden" aria-hidden="true">
        {months.map((m) => (
          <li key={m.month} className="grid grid-cols-[3rem_minmax(0,1fr)_2.5rem] items-center gap-2 text-sm">
            <span className="text-slate-600">{short.format(dateOf(m.month))}</span>
            <span className="h-3 overflow-hidden rounded-full bg-slate-100">
              <span className="block h-full rounded-full bg-teal-600" style={{ width: `${(m.count / max) * 100}%` }} />
            </span>
            <span className="text-right text-slate-700 tabular-nums">{m.count}</span>
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="hidden h-auto w-full sm:block" aria-hidden="true" focusable="false">
        <line x1={LEFT} x2={WIDTH - LEFT} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} className="stroke-slate-300" strokeWidth="1" />
        {months.map((m, i) => {
          const h = (m.count / max) * plot;
          const x = LEFT + i * slot + (slot - bar) / 2;
          const y = HEIGHT - BOTTOM - h;
          return (
            <g key={m.month}>
              {m.count > 0 ? <rect x={x} y={y} width={bar} height={h} rx="3" className="fill-teal-600" /> : null}
              <text x={x + bar / 2} y={m.count > 0 ? y - 4 : HEIGHT - BOTTOM - 4} textAnchor="middle" className="fill-slate-700 text-[13px] tabular-nums">
                {m.count}
              </text>
              <text x={x + bar / 2} y={HEIGHT - 8} textAnchor="middle" className="fill-slate-600 text-[13px]">
                {short.format(dateOf(m.month))}
              </text>
            </g>
          );
        })}
      </svg>
      {table}
    </figure>
  );
}
