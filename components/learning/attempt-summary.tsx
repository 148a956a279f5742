import { useLocale, useTranslations } from "next-intl";
import type { Ref } from "react";
import { formatDate } from "@/components/learning/format";
import { Icon } from "@/components/learning/icons";
import type { AttemptResultView } from "@/components/learning/types";

type Props = { result: AttemptResultView; passMark: number; kind: "quiz" | "exam"; headingRef?: Ref<HTMLHeadingElement>; title?: string };

/** Score, passed or not against the pass mark, the attempt number (and attempts left of an exam). */
export function AttemptSummary({ result, passMark, kind, headingRef, title }: Props) {
  const t = useTranslations("learning.attempt");
  const locale = useLocale();
  const tone = result.passed ? "border-emerald-300 bg-emerald-50" : "border-red-300 bg-red-50";
  return (
    <section aria-labelledby="result-heading" className={`rounded-2xl border p-5 sm:p-6 ${tone}`} data-testid="attempt-result">
      <h2 id="result-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        {title ?? (kind === "exam" ? t("examResult") : t("quizResult"))}
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3">
        <p className="text-4xl font-bold tabular-nums text-slate-900">
          {result.score}%<span className="sr-only"> {t("score")}</span>
        </p>
        <p className={`inline-flex items-center gap-2 text-base font-semibold ${result.passed ? "text-emerald-800" : "text-red-800"}`}>
          <Icon name={result.passed ? "check" : "cross"} className="size-5" />
          {result.passed ? t("passed") : t("notPassed")}
          <span className="font-normal text-slate-700">{t("passMark", { passMark })}</span>
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("attempt")}</dt>
          <dd className="font-semibold text-slate-900">{result.attempt}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("correct")}</dt>
          <dd className="font-semibold text-slate-900">
            {t("correctOf", { correct: result.correct, total: result.total })}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("submitted")}</dt>
          <dd className="text-slate-900">{formatDate(result.submitted_at, locale)}</dd>
        </div>
        {result.attempts_left !== undefined ? (
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("attemptsLeft")}</dt>
            <dd className="font-semibold text-slate-900">{result.attempts_left}</dd>
          </div>
        ) : null}
      </dl>
      {result.course_completed ? (
        <p className="mt-4 font-semibold text-emerald-900">{t("completed")}</p>
      ) : null}
    </section>
  );
}
