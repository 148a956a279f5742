import { useTranslations } from "next-intl";
import { AttemptForm } from "@/components/learning/attempt-form";
import { AttemptReview } from "@/components/learning/attempt-review";
import { AttemptSummary } from "@/components/learning/attempt-summary";
import { ExamStateBadge, ExamStatus } from "@/components/learning/exam-status";
import { ExpiredBanner } from "@/components/learning/expired-banner";
import { LearningHeader } from "@/components/learning/learning-header";
import { logPath, rootPath } from "@/components/learning/paths";
import type { AttemptData, AttemptResultView, CourseLogDetail, ExamView as ExamData } from "@/components/learning/types";
import { Card } from "@/components/ui/card";
import type { FormAction } from "@/lib/pages/form-state";

type Props = {
  log: CourseLogDetail;
  exam: ExamData;
  /** The best exam result so far, if any (correct options hidden while retakes remain). */
  best: AttemptResultView | null;
  /** The exam action, bound to this course log. */
  action: FormAction<AttemptData>;
};

/** The final exam of a course: its state, the exam itself while open, the result afterwards. */
export function ExamView({ log, exam, best, action }: Props) {
  const t = useTranslations("learning.exam");
  const nav = useTranslations("nav.items");
  const readOnly = log.status === "expired" || log.status === "refunded";
  const questions = exam.questions ?? [];
  const open = exam.state === "open" && questions.length > 0;
  const bestView = best ? (
    <div className="space-y-6">
      <AttemptSummary result={best} passMark={exam.pass_mark} kind="exam" title={t("bestResult")} />
      <AttemptReview questions={questions} review={best.review} chosen={{}} />
    </div>
  ) : null;
  return (
    <>
      <LearningHeader
        crumbs={[{ label: nav("courses"), href: rootPath("course") }, { label: log.course.code, href: logPath("course", log.log_code) }, { label: t("crumb") }]}
        title={t("title", { course: log.course.name })}
        badges={<ExamStateBadge state={exam.state} />}
      />
      {readOnly ? <ExpiredBanner expiresAt={log.expires_at} door="course" refunded={log.status === "refunded"} /> : null}
      <div className="space-y-6">
        <Card title={t("status")}>
          <ExamStatus exam={exam} log={log} readOnly={readOnly} showLink={false} />
        </Card>
        {/* Kept mounted from the moment the exam is open, so the result of the attempt that closes it stays. */}
        {!readOnly && exam.state !== "locked" ? (
          <AttemptForm
            action={action}
            questions={questions}
            kind="exam"
            passMark={exam.pass_mark}
            back={{ href: logPath("course", log.log_code), label: t("back") }}
            closed={!open}
            closedView={bestView}
          />
        ) : (
          bestView
        )}
      </div>
    </>
  );
}
