import { getTranslations } from "next-intl/server";
import { formatDay } from "@/components/learning/format";
import type { Lang } from "@/lib/i18n/language";
import { DiveTag, SkillStatus } from "@/components/professional/skill-status";
import { Card } from "@/components/ui/card";
import type { getCertificationExamResult, getCertificationQuizResults, getCertificationSkills } from "@/lib/certifications/certification-results";

type QuizRows = Awaited<ReturnType<typeof getCertificationQuizResults>>;
type ExamResult = Awaited<ReturnType<typeof getCertificationExamResult>>;
type Skills = Awaited<ReturnType<typeof getCertificationSkills>>;

async function Passed({ passed }: { passed: boolean }) {
  const t = await getTranslations("certifications.results");
  return passed ? (
    <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">{t("passed")}</span>
  ) : (
    <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">{t("notPassed")}</span>
  );
}

export async function CertificationQuizResults({ rows, lang }: { rows: QuizRows; lang: Lang }) {
  const t = await getTranslations("certifications.results");
  return (
    <Card title={t("quizzes")} description={t("quizzesText")}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t("noQuizzes")}</p>
      ) : (
        <ol className="divide-y divide-slate-200" data-testid="certification-quizzes">
          {rows.map(({ module: m, result: r }) => (
            <li key={m.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  <span className="text-slate-500">{m.position}.</span> {m.title}
                </p>
                <p className="text-xs text-slate-600">{r ? t("attempt", { attempt: r.attempt, correct: r.correct, total: r.total, date: formatDay(r.submitted_at, lang) }) : t("noQuiz")}</p>
              </div>
              {r ? (
                <div className="flex shrink-0 items-center gap-3">
                  <span className="text-sm font-semibold tabular-nums text-slate-900">{r.score}%</span>
                  <Passed passed={r.passed} />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

export async function CertificationExamResult({ result, lang }: { result: ExamResult; lang: Lang }) {
  const t = await getTranslations("certifications.results");
  return (
    <Card title={t("exam")}>
      {result ? (
        <div className="flex flex-wrap items-center justify-between gap-3" data-testid="certification-exam">
          <p className="text-sm text-slate-700">
            {t("bestExam", { attempt: result.attempt, correct: result.correct, total: result.total, date: formatDay(result.submitted_at, lang) })}
          </p>
          <div className="flex items-center gap-3">
            <span className="text-lg font-semibold tabular-nums text-slate-900">{result.score}%</span>
            <Passed passed={result.passed} />
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-600" data-testid="certification-exam">
          {t("noExam")}
        </p>
      )}
    </Card>
  );
}

export async function CertificationSkills({ skills }: { skills: Skills }) {
  const t = await getTranslations("certifications.results");
  return (
    <Card title={t("skills")} description={t("skillsText")}>
      {skills.length === 0 ? (
        <p className="text-sm text-slate-600">{t("noSkills")}</p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="certification-skills">
          {skills.map((s) => (
            <li key={s.id} className="py-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900">{s.name}</span>
                {s.requires_dive ? <DiveTag /> : null}
              </div>
              <SkillStatus skill={s} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
