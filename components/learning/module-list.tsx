import { useTranslations } from "next-intl";
import Link from "next/link";
import { modulePath, quizPath } from "@/components/learning/paths";
import { QuizStateBadge } from "@/components/learning/quiz-state";
import type { LearningDoor, ModuleSummary } from "@/components/learning/types";
import { ButtonLink } from "@/components/ui/button";

/** The modules of a course log in order, each with its quiz state and where to go next. */
export function ModuleList({ modules, door, logCode, readOnly }: { modules: ModuleSummary[]; door: LearningDoor; logCode: string; readOnly: boolean }) {
  const t = useTranslations("learning.modules");
  if (!modules.length) return <p className="text-sm text-slate-600">{t("none")}</p>;
  return (
    <ol className="divide-y divide-slate-100">
      {modules.map((m) => (
        <li key={m.id} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t("module", { position: m.position })}</p>
            <h3 className="font-semibold text-slate-900">
              <Link href={modulePath(door, logCode, m.id)} className="underline-offset-2 hover:underline">
                {m.title}
              </Link>
            </h3>
            {m.summary ? <p className="mt-0.5 text-sm text-slate-600">{m.summary}</p> : null}
            <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
              <QuizStateBadge quiz={m.quiz} />
              <span>
                {t("facts", { count: m.quiz.questions_count, passMark: m.quiz.pass_mark })}
              </span>
            </div>
          </div>
          <div className="flex shrink-0 gap-2">
            <ButtonLink href={modulePath(door, logCode, m.id)} variant="secondary" size="sm" aria-label={t("readLabel", { position: m.position, title: m.title })}>
              {t("read")}
            </ButtonLink>
            <ButtonLink
              href={quizPath(door, logCode, m.id)}
              variant={m.quiz.passed || readOnly ? "secondary" : "primary"}
              size="sm"
              aria-label={t("quizLabel", { action: readOnly ? t("result") : m.quiz.passed ? t("retake") : t("take"), position: m.position })}
            >
              {readOnly ? t("result") : m.quiz.passed ? t("retake") : t("take")}
            </ButtonLink>
          </div>
        </li>
      ))}
    </ol>
  );
}
