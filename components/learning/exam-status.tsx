import { useTranslations } from "next-intl";
import { Icon } from "@/components/learning/icons";
import { examPath } from "@/components/learning/paths";
import { Badge } from "@/components/learning/status-badge";
import type { CourseLogDetail, ExamStateView } from "@/components/learning/types";
import { ButtonLink } from "@/components/ui/button";

/** Why a locked exam is locked, from the course log (the contract's two conditions). */
type T = ReturnType<typeof useTranslations<"learning.exam">>;

export function lockReasons(log: Pick<CourseLogDetail, "modules" | "exam_enabled">, t: T): string[] {
  const passed = log.modules.filter((m) => m.quiz.passed).length;
  const reasons: string[] = [];
  if (passed < log.modules.length) reasons.push(t("passQuizzes", { passed, total: log.modules.length }));
  if (!log.exam_enabled) reasons.push(t("notOpened"));
  return reasons;
}

const tones = { locked: "slate", open: "sky", passed: "emerald", failed: "red" } as const;

export function ExamStateBadge({ state }: { state: ExamStateView["state"] }) {
  const t = useTranslations("learning.exam");
  const icon = state === "locked" ? "lock" : state === "passed" ? "check" : null;
  return (
    <Badge tone={tones[state]}>
      {icon ? <Icon name={icon} className="size-3.5" /> : null}
      {t(`states.${state}`)}
    </Badge>
  );
}

/** The final exam's state, its facts and (unless read-only) the way in. */
export function ExamStatus({ exam, log, readOnly, showLink = true }: { exam: ExamStateView; log: Pick<CourseLogDetail, "modules" | "exam_enabled" | "log_code">; readOnly: boolean; showLink?: boolean }) {
  const t = useTranslations("learning.exam");
  const reasons = exam.state === "locked" ? lockReasons(log, t) : [];
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <ExamStateBadge state={exam.state} />
        <span className="text-sm text-slate-600">
          {t("facts", { count: exam.questions_count, passMark: exam.pass_mark, used: exam.attempts_used, allowed: exam.attempts_allowed })}
          {exam.best_score !== null ? ` · ${t("best", { best: exam.best_score })}` : ""}
        </span>
      </div>
      {reasons.length ? (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700" aria-label={t("whyLocked")}>
          {reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
      {exam.state === "failed" ? (
        <p className="text-sm text-red-800">{t("noAttempts")}</p>
      ) : null}
      {exam.state === "open" && !readOnly ? (
        <p className="text-sm text-slate-700">
          {t("open", { count: exam.attempts_left ?? 0 })}
        </p>
      ) : null}
      {showLink ? (
        <ButtonLink href={examPath(log.log_code)} variant={exam.state === "open" && !readOnly ? "primary" : "secondary"} size="sm">
          {exam.state === "open" && !readOnly ? t("take") : exam.state === "locked" ? t("details") : t("result")}
        </ButtonLink>
      ) : null}
    </div>
  );
}
