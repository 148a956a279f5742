import { useTranslations } from "next-intl";
import type { CourseLogDetail } from "@/components/learning/types";

// The parts of a course log's progress as a donut drawn in SVG: module quizzes passed, the final
// exam and completed skills (equal items, as the progress percentage counts them).

type Segment = { key: "quizzes" | "exam" | "skills"; done: number; total: number; stroke: string; swatch: string };

const RADIUS = 48;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function segmentsOf(log: Pick<CourseLogDetail, "modules" | "exam" | "skills">): Segment[] {
  const segments: Segment[] = [
    { key: "quizzes", done: log.modules.filter((m) => m.quiz.passed).length, total: log.modules.length, stroke: "stroke-sky-600", swatch: "bg-sky-600" },
  ];
  if (log.exam) segments.push({ key: "exam", done: log.exam.state === "passed" ? 1 : 0, total: 1, stroke: "stroke-indigo-600", swatch: "bg-indigo-600" });
  if (log.skills.length) {
    segments.push({ key: "skills", done: log.skills.filter((s) => s.completed).length, total: log.skills.length, stroke: "stroke-emerald-600", swatch: "bg-emerald-600" });
  }
  return segments;
}

export function ProgressChart({ log, progress }: { log: Pick<CourseLogDetail, "modules" | "exam" | "skills">; progress: number }) {
  const t = useTranslations("learning.chart");
  const segments = segmentsOf(log);
  const items = segments.reduce((n, s) => n + s.total, 0);
  const summary = t("summary", { progress, parts: segments.map((s) => t("part", { label: t(`segments.${s.key}`).toLowerCase(), done: s.done, total: s.total })).join(", ") });
  let offset = 0;
  return (
    <figure className="flex flex-col items-center gap-5 sm:flex-row sm:items-center">
      <svg viewBox="0 0 120 120" className="size-32 shrink-0" role="img" aria-label={summary}>
        <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="14" className="stroke-slate-200" />
        {segments.map((s) => {
          const length = items ? (s.done / items) * CIRCUMFERENCE : 0;
          const start = offset;
          offset += items ? (s.total / items) * CIRCUMFERENCE : 0;
          if (!length) return null;
          return (
            <circle
              key={s.key}
              cx="60"
              cy="60"
              r={RADIUS}
              fill="none"
              strokeWidth="14"
              className={s.stroke}
              strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
              strokeDashoffset={-start}
              transform="rotate(-90 60 60)"
            />
          );
        })}
        <text x="60" y="58" textAnchor="middle" className="fill-slate-900 text-[22px] font-bold">
          {progress}%
        </text>
        <text x="60" y="76" textAnchor="middle" className="fill-slate-500 text-[10px]">
          {t("complete")}
        </text>
      </svg>
      <figcaption className="w-full sm:w-auto">
        <ul className="space-y-2 text-sm">
          {segments.map((s) => (
            <li key={s.key} className="flex items-center gap-2">
              <span aria-hidden="true" className={`size-3 shrink-0 rounded-sm ${s.swatch}`} />
              <span className="text-slate-700">{t(`segments.${s.key}`)}</span>
              <span className="ml-auto pl-3 font-semibold tabular-nums text-slate-900">
                {t("of", { done: s.done, total: s.total })}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-slate-500">{t("note")}</p>
      </figcaption>
    </figure>
  );
}
