import { getTranslations } from "next-intl/server";
import { formatDay } from "@/components/learning/format";
import type { Lang } from "@/lib/i18n/language";
import type { StudentDetail } from "@/components/professional/types";
import type { toAttemptResult } from "@/lib/learning/attempt-result";
import { Card } from "@/components/ui/card";

export type AttemptResult = ReturnType<typeof toAttemptResult>;

async function Outcome({ passed, attempted }: { passed: boolean; attempted: boolean }) {
  const t = await getTranslations("professional.quizzes");
  if (!attempted) return <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">{t("notAttempted")}</span>;
  return passed ? (
    <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">{t("passed")}</span>
  ) : (
    <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">{t("notPassed")}</span>
  );
}

/** The module quizzes: best score against the pass mark, with the best attempt's details. */
export async function QuizResults({ modules, results, lang }: { modules: StudentDetail["modules"]; results: Map<number, AttemptResult>; lang: Lang }) {
  const t = await getTranslations("professional.quizzes");
  return (
    <Card title={t("title")} description={t("description")}>
      {modules.length === 0 ? (
        <p className="text-sm text-slate-600">{t("noModules")}</p>
      ) : (
        <ol className="divide-y divide-slate-200" data-testid="quiz-results">
          {modules.map((m) => {
            const best = results.get(m.id);
            return (
              <li key={m.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    <span className="text-slate-500">{m.position}.</span> {m.title}
                  </p>
                  <p className="text-xs text-slate-600">
                    {t("facts", { count: m.quiz.questions_count, mark: m.quiz.pass_mark })}
                    {best ? t("best", { attempt: best.attempt, correct: best.correct, total: best.total, date: formatDay(best.submitted_at, lang) }) : ""}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-3">
                  <span className="text-sm font-semibold tabular-nums text-slate-900">{m.quiz.best_score === null ? "—" : `${m.quiz.best_score}%`}</span>
                  <Outcome passed={m.quiz.passed} attempted={m.quiz.best_score !== null} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
