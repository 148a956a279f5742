import { Icon } from "@/components/learning/icons";
import { examPath } from "@/components/learning/paths";
import { Badge } from "@/components/learning/status-badge";
import type { CourseLogDetail, ExamStateView } from "@/components/learning/types";
import { ButtonLink } from "@/components/ui/button";

/** Why a locked exam is locked, from the course log (the contract's two conditions). */
export function lockReasons(log: Pick<CourseLogDetail, "modules" | "exam_enabled">): string[] {
  const passed = log.modules.filter((m) => m.quiz.passed).length;
  const reasons: string[] = [];
  if (passed < log.modules.length) reasons.push(`Pass every module quiz first (${passed} of ${log.modules.length} passed).`);
  if (!log.exam_enabled) reasons.push("Your instructor has not opened the exam yet.");
  return reasons;
}

const badges = {
  locked: <Badge tone="slate"><Icon name="lock" className="size-3.5" />Locked</Badge>,
  open: <Badge tone="sky">Open</Badge>,
  passed: <Badge tone="emerald"><Icon name="check" className="size-3.5" />Passed</Badge>,
  failed: <Badge tone="red">Failed</Badge>,
} as const;

export const ExamStateBadge = ({ state }: { state: ExamStateView["state"] }) => badges[state];

/** The final exam's state, its facts and (unless read-only) the way in. */
export function ExamStatus({ exam, log, readOnly, showLink = true }: { exam: ExamStateView; log: Pick<CourseLogDetail, "modules" | "exam_enabled" | "log_code">; readOnly: boolean; showLink?: boolean }) {
  const reasons = exam.state === "locked" ? lockReasons(log) : [];
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <ExamStateBadge state={exam.state} />
        <span className="text-sm text-slate-600">
          {exam.questions_count} questions · pass mark {exam.pass_mark}% · attempts used {exam.attempts_used} of {exam.attempts_allowed}
          {exam.best_score !== null ? ` · best score ${exam.best_score}%` : ""}
        </span>
      </div>
      {reasons.length ? (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700" aria-label="Why the exam is locked">
          {reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
      {exam.state === "failed" ? (
        <p className="text-sm text-red-800">No attempts are left. Please contact your instructor about how to continue.</p>
      ) : null}
      {exam.state === "open" && !readOnly ? (
        <p className="text-sm text-slate-700">
          The exam is open: {exam.attempts_left} {exam.attempts_left === 1 ? "attempt" : "attempts"} left.
        </p>
      ) : null}
      {showLink ? (
        <ButtonLink href={examPath(log.log_code)} variant={exam.state === "open" && !readOnly ? "primary" : "secondary"} size="sm">
          {exam.state === "open" && !readOnly ? "Take the exam" : exam.state === "locked" ? "Exam details" : "Exam result"}
        </ButtonLink>
      ) : null}
    </div>
  );
}
