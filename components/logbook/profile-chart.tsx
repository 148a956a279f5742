"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRef, useState, type PointerEvent } from "react";
import { niceScale } from "@/components/logbook/chart-scale";
import { formatNumber } from "@/components/logbook/format";

export type ProfileChartPoint = { t: number; depth: number | null; temperature: number | null; pressure: number | null; ndl: number | null; ceiling: number | null };
export type ProfileChartEvent = { t: number; type: string; value: number | string | null };
export type ProfileChartUnits = { depth: string; temperature: string; pressure: string };

const W = 720;
const H = 300;
const M = { top: 28, right: 16, bottom: 40, left: 52 };
const PW = W - M.left - M.right;
const PH = H - M.top - M.bottom;
const H2 = 150;
const M2 = { top: 12, right: 56, bottom: 32, left: 52 };
const PH2 = H2 - M2.top - M2.bottom;

const EVENT_COLOURS: Record<string, string> = { gaschange: "#7c3aed", safetystop: "#059669", decostop: "#dc2626", ascent: "#ea580c" };
const KNOWN = ["gaschange", "safetystop", "decostop", "ascent", "bookmark"] as const;
type KnownEvent = (typeof KNOWN)[number];
const isKnown = (type: string): type is KnownEvent => (KNOWN as readonly string[]).includes(type);
const mmss = (s: number) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, "0")}`;

function path(points: ProfileChartPoint[], x: (t: number) => number, y: (v: number) => number, key: "depth" | "temperature" | "pressure" | "ceiling") {
  let d = "";
  let pen = false;
  for (const p of points) {
    const v = p[key];
    if (v === null) {
      // Temperature and pressure are often recorded only when they change: the line goes on.
      if (key === "ceiling") pen = false;
      continue;
    }
    d += `${pen ? "L" : "M"}${x(p.t).toFixed(1)},${y(v).toFixed(1)}`;
    pen = true;
  }
  return d;
}

/**
 * The dive computer's profile: depth against time (depth downwards) with the decompression
 * ceiling and the events marked, and beneath it water temperature and tank pressure. Inline SVG
 * drawn from at most ~800 points (decimated on the server), a tooltip that follows the pointer
 * or a finger, and the events as a list for anyone who cannot see the chart.
 */
export function ProfileChart({ points, events, units }: { points: ProfileChartPoint[]; events: ProfileChartEvent[]; units: ProfileChartUnits }) {
  const t = useTranslations("logbook.profile");
  const tc = useTranslations("logbook.chart");
  const locale = useLocale();
  const svgRef = useRef<SVGSVGElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  if (points.length < 2) return null;
  const end = points[points.length - 1]!.t || 1;
  const time = niceScale(end / 60, 6);
  const maxDepth = Math.max(...points.map((p) => p.depth ?? 0));
  const depth = niceScale(maxDepth, 4);
  const x = (s: number) => M.left + (s / 60 / time.top) * PW;
  const yDepth = (v: number) => M.top + (v / depth.top) * PH;
  const temps = points.map((p) => p.temperature).filter((v): v is number => v !== null);
  const pressures = points.map((p) => p.pressure).filter((v): v is number => v !== null);
  const tMin = temps.length ? Math.floor(Math.min(...temps)) - 1 : 0;
  const tMax = temps.length ? Math.ceil(Math.max(...temps)) + 1 : 1;
  const pTop = niceScale(pressures.length ? Math.max(...pressures) : 1, 3);
  const yTemp = (v: number) => M2.top + PH2 - ((v - tMin) / (tMax - tMin)) * PH2;
  const yPres = (v: number) => M2.top + PH2 - (v / pTop.top) * PH2;
  const label = (e: ProfileChartEvent) =>
    isKnown(e.type) ? t(`events.${e.type}`, { value: typeof e.value === "number" ? formatNumber(e.value, 0, locale) : String(e.value ?? "") }) : e.type;

  function onPointer(e: PointerEvent<SVGSVGElement>) {
    const svg = svgRef.current;
    if (!svg) return;
    const box = svg.getBoundingClientRect();
    const vx = ((e.clientX - box.left) / box.width) * W;
    const s = ((vx - M.left) / PW) * time.top * 60;
    let best = 0;
    for (let i = 1; i < points.length; i++) if (Math.abs(points[i]!.t - s) < Math.abs(points[best]!.t - s)) best = i;
    setHover(best);
  }

  const h = hover === null ? null : points[hover]!;
  const tip = h
    ? [
        `${t("time")} ${mmss(h.t)}`,
        h.depth !== null ? `${t("depth")} ${formatNumber(h.depth, 1, locale)} ${units.depth}` : null,
        h.temperature !== null ? `${t("temperature")} ${formatNumber(h.temperature, 1, locale)} ${units.temperature}` : null,
        h.pressure !== null ? `${t("pressure")} ${formatNumber(h.pressure, 0, locale)} ${units.pressure}` : null,
        h.ndl !== null ? `${t("ndl")} ${Math.floor(h.ndl / 60)} min` : null,
        h.ceiling !== null ? `${t("ceiling")} ${formatNumber(h.ceiling, 1, locale)} ${units.depth}` : null,
      ].filter((v): v is string => v !== null)
    : [];
  const tipX = h ? Math.min(x(h.t) + 10, W - M.right - 170) : 0;
  const summary = t("summary", { minutes: Math.round(end / 60), depth: formatNumber(maxDepth, 1, locale), unit: units.depth, events: events.length });

  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="profile-chart">
      <figcaption className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <span className="text-base font-semibold text-slate-900">{t("title")}</span>
        <span className="flex flex-wrap gap-3 text-xs text-slate-600" aria-hidden="true">
          <span className="inline-flex items-center gap-1.5"><span className="size-3 rounded-sm bg-sky-600" /> {t("depthUnit", { unit: units.depth })}</span>
          {temps.length ? <span className="inline-flex items-center gap-1.5"><span className="h-0.5 w-4 bg-amber-500" /> {t("temperatureUnit", { unit: units.temperature })}</span> : null}
          {pressures.length ? <span className="inline-flex items-center gap-1.5"><span className="h-0.5 w-4 bg-emerald-600" /> {t("pressureUnit", { unit: units.pressure })}</span> : null}
        </span>
      </figcaption>
      {/* On phones the chart keeps a readable size and scrolls sideways inside its card (as the logbook chart). */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={tc("region")}>
      <svg
        ref={svgRef}
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby="profile-title profile-desc"
        className="h-auto w-full min-w-[600px] select-none"
        onPointerMove={onPointer}
        onPointerDown={onPointer}
        onPointerLeave={() => setHover(null)}
      >
        <title id="profile-title">{t("title")}</title>
        <desc id="profile-desc">{summary}</desc>
        {depth.values.map((v) => (
          <g key={`d${v}`}>
            <line x1={M.left} x2={W - M.right} y1={yDepth(v)} y2={yDepth(v)} stroke="#e2e8f0" />
            <text x={M.left - 8} y={yDepth(v) + 4} textAnchor="end" fontSize="13" fill="#475569">{formatNumber(v, 0, locale)}</text>
          </g>
        ))}
        {time.values.map((v) => (
          <text key={`t${v}`} x={x(v * 60)} y={H - M.bottom + 18} textAnchor="middle" fontSize="13" fill="#475569">{formatNumber(v, 0, locale)}</text>
        ))}
        <text x={M.left + PW / 2} y={H - 4} textAnchor="middle" fontSize="12" fill="#334155">{t("minutes")}</text>
        <text transform={`translate(14 ${M.top + PH / 2}) rotate(-90)`} textAnchor="middle" fontSize="12" fill="#334155">{t("depthUnit", { unit: units.depth })}</text>
        <path d={`${path(points, x, yDepth, "depth")}L${x(end).toFixed(1)},${M.top}L${x(points[0]!.t).toFixed(1)},${M.top}Z`} fill="#0284c7" fillOpacity="0.15" />
        <path d={path(points, x, yDepth, "depth")} fill="none" stroke="#0369a1" strokeWidth="2" strokeLinejoin="round" />
        <path d={path(points, x, yDepth, "ceiling")} fill="none" stroke="#dc2626" strokeWidth="1.5" strokeDasharray="4 3" />
        {events.map((e, i) => (
          <g key={`e${i}`}>
            <line x1={x(e.t)} x2={x(e.t)} y1={M.top - 6} y2={M.top + PH} stroke={EVENT_COLOURS[e.type] ?? "#64748b"} strokeOpacity="0.5" strokeDasharray="2 3" />
            <circle cx={x(e.t)} cy={M.top - 10} r="6" fill={EVENT_COLOURS[e.type] ?? "#64748b"}>
              <title>{`${mmss(e.t)} ${label(e)}`}</title>
            </circle>
            <text x={x(e.t)} y={M.top - 6.5} textAnchor="middle" fontSize="9" fontWeight="700" fill="#fff">{i + 1}</text>
          </g>
        ))}
        {h ? (
          <g pointerEvents="none" data-testid="profile-tooltip">
            <line x1={x(h.t)} x2={x(h.t)} y1={M.top} y2={M.top + PH} stroke="#0f172a" strokeOpacity="0.4" />
            {h.depth !== null ? <circle cx={x(h.t)} cy={yDepth(h.depth)} r="4.5" fill="#fff" stroke="#0369a1" strokeWidth="2" /> : null}
            <rect x={tipX} y={M.top + 4} width="164" height={tip.length * 17 + 10} rx="6" fill="#0f172a" fillOpacity="0.88" />
            {tip.map((line, i) => (
              <text key={line} x={tipX + 8} y={M.top + 21 + i * 17} fontSize="13" fill="#fff">{line}</text>
            ))}
          </g>
        ) : null}
      </svg>
      {temps.length || pressures.length ? (
        <svg viewBox={`0 0 ${W} ${H2}`} role="img" aria-label={t("secondary")} className="mt-2 h-auto w-full min-w-[600px]">
          {temps.length ? (
            <>
              <text x={M2.left - 8} y={yTemp(tMax) + 4} textAnchor="end" fontSize="13" fill="#b45309">{formatNumber(tMax, 0, locale)}</text>
              <text x={M2.left - 8} y={yTemp(tMin) + 4} textAnchor="end" fontSize="13" fill="#b45309">{formatNumber(tMin, 0, locale)}</text>
              <path d={path(points, x, yTemp, "temperature")} fill="none" stroke="#f59e0b" strokeWidth="2" />
            </>
          ) : null}
          {pressures.length ? (
            <>
              {pTop.values.map((v) => (
                <text key={`p${v}`} x={W - M2.right + 6} y={yPres(v) + 4} fontSize="13" fill="#047857">{formatNumber(v, 0, locale)}</text>
              ))}
              <path d={path(points, x, yPres, "pressure")} fill="none" stroke="#059669" strokeWidth="2" />
            </>
          ) : null}
          <line x1={M2.left} x2={W - M2.right} y1={M2.top + PH2} y2={M2.top + PH2} stroke="#cbd5e1" />
          {time.values.map((v) => (
            <text key={`t2${v}`} x={x(v * 60)} y={H2 - M2.bottom + 18} textAnchor="middle" fontSize="13" fill="#475569">{formatNumber(v, 0, locale)}</text>
          ))}
          {h ? <line x1={x(h.t)} x2={x(h.t)} y1={M2.top} y2={M2.top + PH2} stroke="#0f172a" strokeOpacity="0.4" /> : null}
        </svg>
      ) : null}
      </div>
      {events.length ? (
        <ol className="mt-3 grid gap-1 text-sm text-slate-700 sm:grid-cols-2" data-testid="profile-events">
          {events.map((e, i) => (
            <li key={`l${i}`} className="flex items-center gap-2">
              <span className="inline-flex size-5 items-center justify-center rounded-full text-[10px] font-bold text-white" style={{ background: EVENT_COLOURS[e.type] ?? "#64748b" }} aria-hidden="true">{i + 1}</span>
              <span className="tabular-nums text-slate-500">{mmss(e.t)}</span> {label(e)}
            </li>
          ))}
        </ol>
      ) : null}
    </figure>
  );
}
