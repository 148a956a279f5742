import { getTranslations } from "next-intl/server";
import { EnableExamForm } from "@/components/professional/enable-exam-form";
import type { StudentDetail } from "@/components/professional/types";
import { Card } from "@/components/ui/card";
import { formatDay } from "@/components/learning/format";
import type { Lang } from "@/lib/i18n/language";
import type { FormAction } from "@/lib/pages/form-state";

type ExamResult = { attempt: number; score: number; passed: boolean; correct: number; total: number; submitted_at: string; attempts_left: number };

/** The final exam: its state, the best result, and the instructor's "Enable exam" action. */
export async function ExamPanel({ detail, result, enable, writable, lang }: { detail: StudentDetail; result: ExamResult | null; enable: FormAction; writable: boolean; lang: Lang }) {
  const exam = detail.exam;
  const t = await getTranslations("professional.exam");
  if (!exam) {
    return (
      <Card title={t("title")}>
        <p className="text-sm text-slate-600">{t("none")}</p>
      </Card>
    );
  }
  return (
    <Card title={t("title")} description={t("rules", { mark: exam.pass_mark, attempts: exam.attempts_allowed })}>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4" data-testid="exam-state">
        <div>
          <dt className="text-xs font-medium text-slate-500 uppercase">{t("state")}</dt>
          <dd className="font-semibold text-slate-900">{t(`states.${exam.state}`)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500 uppercase">{t("attempts")}</dt>
          <dd className="tabular-nums text-slate-900">
            {t("attemptsOf", { used: exam.attempts_used, allowed: exam.attempts_allowed })}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500 uppercase">{t("best")}</dt>
          <dd className="tabular-nums text-slate-900">{exam.best_score === null ? "—" : `${exam.best_score}%`}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500 uppercase">{t("enabled")}</dt>
          <dd className="text-slate-900">{detail.exam_enabled ? t("yes") : t("notYet")}</dd>
        </div>
      </dl>
      {result ? (
        <p className="mt-3 text-sm text-slate-700">
          {t("bestAttempt", {
            attempt: result.attempt,
            correct: result.correct,
            total: result.total,
            score: result.score,
            passed: String(result.passed),
            date: formatDay(result.submitted_at, lang),
            left: result.attempts_left,
          })}
        </p>
      ) : null}
      <div className="mt-4 border-t border-slate-200 pt-4">
        {exam.state === "passed" ? (
          <p className="text-sm text-slate-700">{t("passedText")}</p>
        ) : exam.state === "failed" ? (
          <p className="text-sm text-slate-700">{t("failedText")}</p>
        ) : detail.exam_enabled ? (
          <p className="text-sm text-slate-700">
            {exam.state === "open" ? t("openText") : t("waitingText")}
          </p>
        ) : writable ? (
          <EnableExamForm action={enable} />
        ) : (
          <p className="text-sm text-slate-600">{t("closedText", { status: t(`logStatus.${detail.status}`) })}</p>
        )}
      </div>
    </Card>
  );
}
