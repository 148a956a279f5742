import { useLocale, useTranslations } from "next-intl";
import { formatDay } from "@/components/learning/format";
import { CourseLogStatusBadge } from "@/components/professional/course-log-status";
import type { StudentDetail } from "@/components/professional/types";
import { MedicalStatusBadge } from "@/components/medical/medical-status-badge";
import { Card } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";

/** Who the student is, which course, and how far along. */
export function StudentSummary({ detail: d }: { detail: StudentDetail }) {
  const t = useTranslations("professional.summary");
  const locale = useLocale();
  const skillsDone = d.skills.filter((s) => s.completed).length;
  const quizzesPassed = d.modules.filter((m) => m.quiz.passed).length;
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-sky-800">{d.course.level_label}</p>
          <h2 className="text-xl font-semibold text-slate-900">{d.course.name}</h2>
          <p className="text-sm text-slate-600">
            <span className="font-mono">{d.log_code}</span> · {t("started", { date: formatDay(d.started_at, locale) })} ·{" "}
            {d.status === "completed" ? t("completedOn", { date: formatDay(d.completed_at, locale) }) : t("expires", { date: formatDay(d.expires_at, locale) })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {"medical_status" in d && d.medical_status ? <MedicalStatusBadge status={d.medical_status} /> : null}
          <CourseLogStatusBadge status={d.status} />
        </div>
      </div>
      {"medical_status" in d && d.medical_status && !["fit", "fit_with_physician_approval"].includes(d.medical_status) ? (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="medical-gate">
          In-water skills (those that need a logged dive) can be signed once the student is cleared to dive by the medical questionnaire.
        </p>
      ) : null}
      <ProgressBar value={d.progress} label={t("progress")} className="mt-5" />
      <dl className="mt-4 grid grid-cols-3 gap-3 text-center text-sm">
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs text-slate-600">{t("quizzes")}</dt>
          <dd className="font-semibold tabular-nums text-slate-900">
            {quizzesPassed}/{d.modules.length}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs text-slate-600">{t("exam")}</dt>
          <dd className="font-semibold text-slate-900">{d.exam ? t(`examStates.${d.exam.state}`) : t("none")}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs text-slate-600">{t("skills")}</dt>
          <dd className="font-semibold tabular-nums text-slate-900">
            {skillsDone}/{d.skills.length}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
