"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { niceScale } from "@/components/logbook/chart-scale";
import { formatNumber } from "@/components/logbook/format";
import { COLOURS, KIND_COLOURS } from "@/components/logbook/profile/event-style";
import { ascentLimit, fastAscents, type FastAscent } from "@/lib/dive-logs/profile/ascent-rate";
import { mapEvents, type GasMix, type MappedEvent } from "@/lib/dive-logs/profile/events";
import { carryForward, nearestIndex, readoutAt, stepIndex } from "@/lib/dive-logs/profile/readout";

export type ProfileChartPoint = { t: number; depth: number | null; temperature: number | null; pressure: number | null; ndl: number | null; ceiling: number | null };
export type ProfileChartEvent = { t: number; type: string; value: number | string | null };
export type ProfileChartUnits = { depth: string; temperature: string; pressure: string };

const W = 720;
const H = 300;
const M = { top: 28, right: 16, bottom: 40, left: 52 };
const PW = W - M.left - M.right;
const PH = H - M.top - M.bottom;
const H2 = 160;
const M2 = { top: 22, right: 56, bottom: 32, left: 52 };
const PH2 = H2 - M2.top - M2.bottom;

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, "0")}`;

type T = ReturnType<typeof useTranslations<"logbook.profile">>;

function mixLabel(t: T, mix: GasMix, locale: string): string {
  switch (mix.kind) {
    case "air": return t("mix.air");
    case "oxygen": return t("mix.oxygen");
    case "nitrox": return `${formatNumber(mix.o2, 0, locale)}% O₂`;
    case "trimix": return t("mix.trimix", { o2: formatNumber(mix.o2, 0, locale), he: formatNumber(mix.he, 0, locale) });
    case "named": return mix.name;
  }
}

/** The words for an event on the chart and in its list ("Gas switch to 50% O₂", "Deco stop at 6 m"). */
function eventLabel(t: T, e: MappedEvent, depthUnit: string, locale: string): string {
  switch (e.kind) {
    case "gas":
      if (e.mix?.kind === "nitrox") return t("events.gaschange", { value: formatNumber(e.mix.o2, 0, locale) });
      return e.mix ? t("gasSwitchTo", { mix: mixLabel(t, e.mix, locale) }) : t("gasSwitch");
    case "safety": return t("events.safetystop");
    case "deco": return e.depth !== null ? t("decoStopAt", { depth: formatNumber(e.depth, depthUnit === "ft" ? 0 : 1, locale), unit: depthUnit }) : t("events.decostop");
    case "ceiling": return t("ceilingBroken");
    case "ascent": return t("events.ascent");
    case "bookmark": return e.text ? t("bookmarkNote", { text: e.text }) : t("events.bookmark");
    case "other": return e.text ?? e.type;
  }
}

function path(points: readonly ProfileChartPoint[], x: (t: number) => number, y: (v: number) => number, key: "depth" | "temperature" | "pressure" | "ceiling") {
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
 * The dive computer's profile (contract section 6, "Profiles"): depth against time (depth
 * downwards) with the decompression ceiling, the ascents faster than 10 m/min (33 ft/min) in a
 * dashed warning colour, the events marked and numbered, and beneath it water temperature and
 * tank pressure on the same time axis. A readout under the pointer or a finger, and by keyboard
 * (focus the chart, arrow keys, Home, End, Page Up/Down), with the values spoken as they change;
 * the events and fast ascents as lists for anyone who cannot see the chart. Inline SVG drawn from
 * at most ~800 points (decimated on the server, fast ascents found on the full samples).
 */
export function ProfileChart({
  points, events, units, ascents,
}: { points: ProfileChartPoint[]; events: ProfileChartEvent[]; units: ProfileChartUnits; ascents?: FastAscent[] }) {
  const t = useTranslations("logbook.profile");
  const locale = useLocale();
  const uid = useId();
  const svgRef = useRef<SVGSVGElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  const filled = useMemo(() => carryForward(points), [points]);
  const mapped = useMemo(() => mapEvents(events), [events]);
  const depthUnit = units.depth === "ft" ? "ft" : "m";
  const limit = ascentLimit(depthUnit);
  const fast = useMemo(() => ascents ?? fastAscents(points, limit), [ascents, points, limit]);
  if (points.length < 2) return null;
  const end = points[points.length - 1]!.t || 1;
  const time = niceScale(end / 60, 6);
  const maxDepth = Math.max(...points.map((p) => p.depth ?? 0));
  const depth = niceScale(maxDepth, 4);
  const x = (s: number) => M.left + (s / 60 / time.top) * PW;
  const yDepth = (v: number) => M.top + (v / depth.top) * PH;
  const temps = points.map((p) => p.temperature).filter((v): v is number => v !== null);
  const pressures = points.map((p) => p.pressure).filter((v): v is number => v !== null);
  const hasCeiling = points.some((p) => p.ceiling !== null && p.ceiling > 0);
  const tMin = temps.length ? Math.floor(Math.min(...temps)) - 1 : 0;
  const tMax = temps.length ? Math.ceil(Math.max(...temps)) + 1 : 1;
  const pTop = niceScale(pressures.length ? Math.max(...pressures) : 1, 3);
  const yTemp = (v: number) => M2.top + PH2 - ((v - tMin) / (tMax - tMin)) * PH2;
  const yPres = (v: number) => M2.top + PH2 - (v / pTop.top) * PH2;
  const depthPlaces = depthUnit === "ft" ? 0 : 1;
  const ids = { title: `${uid}-title`, desc: `${uid}-desc`, hint: `${uid}-hint` };

  function onPointer(e: PointerEvent<SVGSVGElement>) {
    const svg = svgRef.current;
    if (!svg) return;
    const box = svg.getBoundingClientRect();
    const vx = ((e.clientX - box.left) / box.width) * W;
    setHover(nearestIndex(points, ((vx - M.left) / PW) * time.top * 60));
  }

  function onKey(e: KeyboardEvent<HTMLDivElement>) {
    const next = stepIndex(e.key, hover ?? 0, points.length, Math.max(10, Math.round(points.length / 20)));
    if (next === null) return;
    e.preventDefault();
    setHover(next);
    // At phone width the chart scrolls inside its card: keep the point in view.
    const box = scrollRef.current;
    if (box && box.scrollWidth > box.clientWidth) {
      const px = (x(points[next]!.t) / W) * box.scrollWidth;
      // Left of the middle, so that the tooltip drawn to its right stays in view too.
      const w = box.clientWidth;
      if (px < box.scrollLeft + w * 0.15 || px > box.scrollLeft + w * 0.45) box.scrollLeft = px - w * 0.35;
    }
  }

  const r = hover === null ? null : readoutAt(filled, hover);
  const parts = r
    ? [
        `${t("time")} ${mmss(r.t)}`,
        r.depth !== null ? `${t("depth")} ${formatNumber(r.depth, depthPlaces, locale)} ${units.depth}` : null,
        r.temperature !== null ? `${t("temperature")} ${formatNumber(r.temperature, 1, locale)} ${units.temperature}` : null,
        r.pressure !== null ? `${t("pressure")} ${formatNumber(r.pressure, 0, locale)} ${units.pressure}` : null,
        r.ceiling !== null
          ? `${t("ceiling")} ${formatNumber(r.ceiling, depthPlaces, locale)} ${units.depth}`
          : r.ndl !== null ? `${t("ndl")} ${t("minutesValue", { minutes: Math.floor(r.ndl / 60) })}` : null,
      ].filter((v): v is string => v !== null)
    : [];
  const tipX = r ? Math.min(x(r.t) + 10, W - M.right - 170) : 0;
  const summary = t("summary", { minutes: Math.round(end / 60), depth: formatNumber(maxDepth, depthPlaces, locale), unit: units.depth, events: mapped.length });
  const fastSummary = fast.length ? ` ${t("fastAscentSummary", { count: fast.length, limit, unit: units.depth })}` : "";

  /** The depth line between two times (a fast ascent), from the drawn points. */
  const stretch = (a: FastAscent) => {
    const lo = nearestIndex(points, a.from);
    let hi = nearestIndex(points, a.to);
    if (hi <= lo) hi = Math.min(points.length - 1, lo + 1);
    return path(points.slice(lo, hi + 1), x, yDepth, "depth");
  };

  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="profile-chart">
      <figcaption className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <span className="text-base font-semibold text-slate-900">{t("title")}</span>
        <span className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700" aria-hidden="true">
          <span className="inline-flex items-center gap-1.5"><span className="size-3 rounded-sm" style={{ background: COLOURS.depthLine }} /> {t("depthUnit", { unit: units.depth })}</span>
          {temps.length ? <span className="inline-flex items-center gap-1.5"><span className="h-0.5 w-4" style={{ background: COLOURS.temperature }} /> {t("temperatureUnit", { unit: units.temperature })}</span> : null}
          {pressures.length ? <span className="inline-flex items-center gap-1.5"><span className="w-4 border-t-2 border-dashed" style={{ borderColor: COLOURS.pressure }} /> {t("pressureUnit", { unit: units.pressure })}</span> : null}
          {hasCeiling ? <span className="inline-flex items-center gap-1.5"><span className="w-4 border-t-2 border-dashed" style={{ borderColor: COLOURS.ceiling }} /> {t("ceiling")}</span> : null}
          {fast.length ? <span className="inline-flex items-center gap-1.5"><span className="w-4 border-t-[3px] border-dashed" style={{ borderColor: COLOURS.fastAscent }} /> {t("fastAscentLegend", { limit, unit: units.depth })}</span> : null}
        </span>
      </figcaption>
      <p id={ids.hint} className="mb-2 text-xs text-slate-600">{t("readoutHint")}</p>
      {/* On phones the chart keeps a readable size and scrolls sideways inside its card (as the logbook chart). */}
      <div
        ref={scrollRef}
        className="overflow-x-auto rounded-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
        tabIndex={0}
        role="group"
        aria-label={t("keyboardLabel")}
        aria-describedby={ids.hint}
        onKeyDown={onKey}
        onFocus={() => setHover((h) => h ?? 0)}
        data-testid="profile-keyboard"
      >
      <svg
        ref={svgRef}
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${ids.title} ${ids.desc}`}
        className="h-auto w-full min-w-[600px] touch-pan-x select-none"
        onPointerMove={onPointer}
        onPointerDown={onPointer}
        onPointerLeave={(e) => (e.pointerType === "mouse" ? setHover(null) : undefined)}
        data-testid="profile-depth-chart"
      >
        <title id={ids.title}>{t("title")}</title>
        <desc id={ids.desc}>{summary + fastSummary}</desc>
        {depth.values.map((v) => (
          <g key={`d${v}`}>
            <line x1={M.left} x2={W - M.right} y1={yDepth(v)} y2={yDepth(v)} stroke={COLOURS.grid} />
            <text x={M.left - 8} y={yDepth(v) + 4} textAnchor="end" fontSize="13" fill={COLOURS.axis}>{formatNumber(v, 0, locale)}</text>
          </g>
        ))}
        {time.values.map((v) => (
          <text key={`t${v}`} x={x(v * 60)} y={H - M.bottom + 18} textAnchor="middle" fontSize="13" fill={COLOURS.axis}>{formatNumber(v, 0, locale)}</text>
        ))}
        <text x={M.left + PW / 2} y={H - 4} textAnchor="middle" fontSize="12" fill="#334155">{t("minutes")}</text>
        <text transform={`translate(14 ${M.top + PH / 2}) rotate(-90)`} textAnchor="middle" fontSize="12" fill="#334155">{t("depthUnit", { unit: units.depth })}</text>
        <path d={`${path(points, x, yDepth, "depth")}L${x(end).toFixed(1)},${M.top}L${x(points[0]!.t).toFixed(1)},${M.top}Z`} fill={COLOURS.depthFill} fillOpacity="0.15" />
        <path d={path(points, x, yDepth, "depth")} fill="none" stroke={COLOURS.depthLine} strokeWidth="2" strokeLinejoin="round" data-testid="profile-depth-path" />
        {hasCeiling ? <path d={path(points, x, yDepth, "ceiling")} fill="none" stroke={COLOURS.ceiling} strokeWidth="1.5" strokeDasharray="4 3" data-testid="profile-ceiling-path" /> : null}
        {fast.map((a, i) => (
          <path
            key={`f${i}`}
            d={stretch(a)}
            fill="none"
            stroke={COLOURS.fastAscent}
            strokeWidth="4"
            strokeDasharray="7 4"
            strokeLinecap="round"
            data-testid="profile-fast-ascent"
            data-rate={a.rate}
          />
        ))}
        {mapped.map((e, i) => {
          const label = `${mmss(e.t)} ${eventLabel(t, e, units.depth, locale)}`;
          return (
            <g key={`e${i}`} role="img" aria-label={label} data-testid="profile-event-marker" data-kind={e.kind}>
              <title>{label}</title>
              <line x1={x(e.t)} x2={x(e.t)} y1={M.top - 6} y2={M.top + PH} stroke={KIND_COLOURS[e.kind]} strokeOpacity="0.55" strokeDasharray="2 3" />
              <circle cx={x(e.t)} cy={M.top - 10} r="7" fill={KIND_COLOURS[e.kind]} />
              <text x={x(e.t)} y={M.top - 6.5} textAnchor="middle" fontSize="10" fontWeight="700" fill="#fff">{i + 1}</text>
            </g>
          );
        })}
        {r ? (
          <g pointerEvents="none" data-testid="profile-tooltip" aria-hidden="true">
            <line x1={x(r.t)} x2={x(r.t)} y1={M.top} y2={M.top + PH} stroke="#0f172a" strokeOpacity="0.5" />
            {r.depth !== null ? <circle cx={x(r.t)} cy={yDepth(r.depth)} r="4.5" fill="#fff" stroke={COLOURS.depthLine} strokeWidth="2" /> : null}
            <rect x={tipX} y={M.top + 4} width="164" height={parts.length * 17 + 10} rx="6" fill="#0f172a" fillOpacity="0.9" />
            {parts.map((line, i) => (
              <text key={line} x={tipX + 8} y={M.top + 21 + i * 17} fontSize="13" fill="#fff">{line}</text>
            ))}
          </g>
        ) : null}
      </svg>
      {temps.length || pressures.length ? (
        <svg viewBox={`0 0 ${W} ${H2}`} role="img" aria-label={t("secondary")} className="mt-2 h-auto w-full min-w-[600px]" data-testid="profile-secondary-chart">
          {temps.length ? (
            <>
              <text x={M2.left - 8} y={M2.top - 10} textAnchor="end" fontSize="11" fill={COLOURS.temperature}>{units.temperature}</text>
              <text x={M2.left - 8} y={yTemp(tMax) + 4} textAnchor="end" fontSize="13" fill={COLOURS.temperature}>{formatNumber(tMax, 0, locale)}</text>
              <text x={M2.left - 8} y={yTemp(tMin) + 4} textAnchor="end" fontSize="13" fill={COLOURS.temperature}>{formatNumber(tMin, 0, locale)}</text>
              <path d={path(points, x, yTemp, "temperature")} fill="none" stroke={COLOURS.temperature} strokeWidth="2" data-testid="profile-temperature-path" />
            </>
          ) : null}
          {pressures.length ? (
            <>
              <text x={W - M2.right + 6} y={M2.top - 10} fontSize="11" fill={COLOURS.pressure}>{units.pressure}</text>
              {pTop.values.map((v) => (
                <text key={`p${v}`} x={W - M2.right + 6} y={yPres(v) + 4} fontSize="13" fill={COLOURS.pressure}>{formatNumber(v, 0, locale)}</text>
              ))}
              <path d={path(points, x, yPres, "pressure")} fill="none" stroke={COLOURS.pressure} strokeWidth="2" strokeDasharray="8 2" data-testid="profile-pressure-path" />
            </>
          ) : null}
          <line x1={M2.left} x2={W - M2.right} y1={M2.top + PH2} y2={M2.top + PH2} stroke="#cbd5e1" />
          {time.values.map((v) => (
            <text key={`t2${v}`} x={x(v * 60)} y={H2 - M2.bottom + 18} textAnchor="middle" fontSize="13" fill={COLOURS.axis}>{formatNumber(v, 0, locale)}</text>
          ))}
          {r ? (
            <g aria-hidden="true">
              <line x1={x(r.t)} x2={x(r.t)} y1={M2.top} y2={M2.top + PH2} stroke="#0f172a" strokeOpacity="0.5" />
              {r.temperature !== null && temps.length ? <circle cx={x(r.t)} cy={yTemp(r.temperature)} r="4" fill="#fff" stroke={COLOURS.temperature} strokeWidth="2" /> : null}
              {r.pressure !== null && pressures.length ? <circle cx={x(r.t)} cy={yPres(r.pressure)} r="4" fill="#fff" stroke={COLOURS.pressure} strokeWidth="2" /> : null}
            </g>
          ) : null}
        </svg>
      ) : null}
      </div>
      {/* The readout, outside the drawing so that it wraps at phone width and is read aloud. */}
      <p className="mt-2 min-h-6 text-sm tabular-nums text-slate-800" aria-live="polite" data-testid="profile-readout">
        {parts.length ? parts.map((part, i) => <span key={part} className="mr-3 inline-block">{i === 0 ? <strong>{part}</strong> : part}</span>) : null}
      </p>
      {fast.length ? (
        <ul className="mt-2 space-y-1 text-sm text-slate-800" data-testid="profile-fast-ascents">
          {fast.map((a, i) => (
            <li key={`fa${i}`} className="flex items-baseline gap-2">
              <span className="inline-block w-5 shrink-0 -translate-y-1 border-t-[3px] border-dashed" style={{ borderColor: COLOURS.fastAscent }} aria-hidden="true" />
              <span className="shrink-0 whitespace-nowrap tabular-nums text-slate-600">{mmss(a.from)}–{mmss(a.to)}</span>
              {t("fastAscent", { rate: formatNumber(a.rate, depthPlaces, locale), limit, unit: units.depth })}
            </li>
          ))}
        </ul>
      ) : null}
      {mapped.length ? (
        <ol className="mt-3 grid gap-1 text-sm text-slate-700 sm:grid-cols-2" data-testid="profile-events">
          {mapped.map((e, i) => (
            <li key={`l${i}`} className="flex items-center gap-2" data-kind={e.kind}>
              <span className="inline-flex size-5 shrink-0 items-center justify-center rounded-full text-[10px] font-bold text-white" style={{ background: KIND_COLOURS[e.kind] }} aria-hidden="true">{i + 1}</span>
              <span className="tabular-nums text-slate-600">{mmss(e.t)}</span> {eventLabel(t, e, units.depth, locale)}
            </li>
          ))}
        </ol>
      ) : null}
    </figure>
  );
}
