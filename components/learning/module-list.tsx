import Link from "next/link";
import { modulePath, quizPath } from "@/components/learning/paths";
import { QuizStateBadge } from "@/components/learning/quiz-state";
import type { LearningDoor, ModuleSummary } from "@/components/learning/types";
import { ButtonLink } from "@/components/ui/button";

/** The modules of a course log in order, each with its quiz state and where to go next. */
export function ModuleList({ modules, door, logCode, readOnly }: { modules: ModuleSummary[]; door: LearningDoor; logCode: string; readOnly: boolean }) {
  if (!modules.length) return <p className="text-sm text-slate-600">This course has no modules.</p>;
  return (
    <ol className="divide-y divide-slate-100">
      {modules.map((m) => (
        <li key={m.id} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Module {m.position}</p>
            <h3 className="font-semibold text-slate-900">
              <Link href={modulePath(door, logCode, m.id)} className="underline-offset-2 hover:underline">
                {m.title}
              </Link>
            </h3>
            {m.summary ? <p className="mt-0.5 text-sm text-slate-600">{m.summary}</p> : null}
            <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
              <QuizStateBadge quiz={m.quiz} />
              <span>
                {m.quiz.questions_count} questions · pass mark {m.quiz.pass_mark}%
              </span>
            </div>
          </div>
          <div className="flex shrink-0 gap-2">
            <ButtonLink href={modulePath(door, logCode, m.id)} variant="secondary" size="sm" aria-label={`Read module ${m.position}: ${m.title}`}>
              Read
            </ButtonLink>
            <ButtonLink
              href={quizPath(door, logCode, m.id)}
              variant={m.quiz.passed || readOnly ? "secondary" : "primary"}
              size="sm"
              aria-label={`${readOnly ? "Quiz result" : m.quiz.passed ? "Retake quiz" : "Take quiz"} of module ${m.position}`}
            >
              {readOnly ? "Quiz result" : m.quiz.passed ? "Retake quiz" : "Take quiz"}
            </ButtonLink>
          </div>
        </li>
      ))}
    </ol>
  );
}
