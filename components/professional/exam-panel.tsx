import { EnableExamForm } from "@/components/professional/enable-exam-form";
import type { ProAction } from "@/components/professional/form-state";
import type { StudentDetail } from "@/components/professional/types";
import { Card } from "@/components/ui/card";

type ExamResult = { attempt: number; score: number; passed: boolean; correct: number; total: number; submitted_at: string; attempts_left: number };

const stateText = { locked: "Locked", open: "Open", passed: "Passed", failed: "Failed (no attempts left)" } as const;

/** The final exam: its state, the best result, and the instructor's "Enable exam" action. */
export function ExamPanel({ detail, result, enable, writable }: { detail: StudentDetail; result: ExamResult | null; enable: ProAction; writable: boolean }) {
  const exam = detail.exam;
  if (!exam) {
    return (
      <Card title="Final exam">
        <p className="text-sm text-slate-600">This course has no final exam.</p>
      </Card>
    );
  }
  return (
    <Card title="Final exam" description={`Pass mark ${exam.pass_mark}% · at most ${exam.attempts_allowed} attempts.`}>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4" data-testid="exam-state">
        <div>
          <dt className="text-xs font-medium text-slate-500 uppercase">State</dt>
          <dd className="font-semibold text-slate-900">{stateText[exam.state]}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500 uppercase">Attempts</dt>
          <dd className="tabular-nums text-slate-900">
            {exam.attempts_used} of {exam.attempts_allowed}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500 uppercase">Best score</dt>
          <dd className="tabular-nums text-slate-900">{exam.best_score === null ? "—" : `${exam.best_score}%`}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500 uppercase">Enabled</dt>
          <dd className="text-slate-900">{detail.exam_enabled ? "Yes" : "Not yet"}</dd>
        </div>
      </dl>
      {result ? (
        <p className="mt-3 text-sm text-slate-700">
          Best attempt #{result.attempt}: {result.correct}/{result.total} ({result.score}%), {result.passed ? "passed" : "not passed"} on{" "}
          {result.submitted_at.slice(0, 10)}; {result.attempts_left} attempt{result.attempts_left === 1 ? "" : "s"} left.
        </p>
      ) : null}
      <div className="mt-4 border-t border-slate-200 pt-4">
        {exam.state === "passed" ? (
          <p className="text-sm text-slate-700">The student passed the final exam.</p>
        ) : exam.state === "failed" ? (
          <p className="text-sm text-slate-700">The student has used every exam attempt.</p>
        ) : detail.exam_enabled ? (
          <p className="text-sm text-slate-700">
            {exam.state === "open"
              ? "You have enabled the exam, and it is open to the student."
              : "You have enabled the exam. It opens to the student once every module quiz is passed."}
          </p>
        ) : writable ? (
          <EnableExamForm action={enable} />
        ) : (
          <p className="text-sm text-slate-600">This course log is {detail.status}; the exam can no longer be enabled.</p>
        )}
      </div>
    </Card>
  );
}
