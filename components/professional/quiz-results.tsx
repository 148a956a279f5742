import type { StudentDetail } from "@/components/professional/types";
import type { toAttemptResult } from "@/lib/learning/attempt-result";
import { Card } from "@/components/ui/card";

export type AttemptResult = ReturnType<typeof toAttemptResult>;

function Outcome({ passed, attempted }: { passed: boolean; attempted: boolean }) {
  if (!attempted) return <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">Not attempted</span>;
  return passed ? (
    <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">Passed</span>
  ) : (
    <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">Not passed yet</span>
  );
}

/** The module quizzes: best score against the pass mark, with the best attempt's details. */
export function QuizResults({ modules, results }: { modules: StudentDetail["modules"]; results: Map<number, AttemptResult> }) {
  return (
    <Card title="Module quizzes" description="Unlimited attempts; the best one counts.">
      {modules.length === 0 ? (
        <p className="text-sm text-slate-600">This course has no modules.</p>
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
                    {m.quiz.questions_count} questions · pass mark {m.quiz.pass_mark}%
                    {best ? ` · best attempt #${best.attempt}: ${best.correct}/${best.total} on ${best.submitted_at.slice(0, 10)}` : ""}
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
