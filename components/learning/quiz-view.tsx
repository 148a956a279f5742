import { useTranslations } from "next-intl";
import { AttemptForm } from "@/components/learning/attempt-form";
import { AttemptReview } from "@/components/learning/attempt-review";
import { AttemptSummary } from "@/components/learning/attempt-summary";
import { ExpiredBanner } from "@/components/learning/expired-banner";
import { LearningHeader } from "@/components/learning/learning-header";
import { doorKey, logPath, modulePath, quizPath, rootPath } from "@/components/learning/paths";
import { QuizStateBadge } from "@/components/learning/quiz-state";
import type { AttemptData, AttemptResultView, CourseLogDetail, LearningDoor, ModuleView } from "@/components/learning/types";
import { EmptyState } from "@/components/ui/empty-state";
import type { FormAction } from "@/lib/pages/form-state";

type Props = {
  log: CourseLogDetail;
  module: ModuleView;
  door: LearningDoor;
  /** The quiz action, bound to this course log and module. */
  action: FormAction<AttemptData>;
  /** The best result, shown instead of the form when the log is read-only. */
  best: AttemptResultView | null;
};

/** A module quiz (courses and free learnings alike). */
export function QuizView({ log, module, door, action, best }: Props) {
  const t = useTranslations("learning.quiz");
  const m = useTranslations("learning.module");
  const nav = useTranslations("nav.items");
  const readOnly = log.status === "expired" || log.status === "refunded";
  return (
    <>
      <LearningHeader
        crumbs={[
          { label: nav(doorKey(door)), href: rootPath(door) },
          { label: log.course.code, href: logPath(door, log.log_code) },
          { label: m("crumb", { position: module.position }), href: modulePath(door, log.log_code, module.id) },
          { label: t("crumb") },
        ]}
        title={t("title", { title: module.title })}
        badges={<QuizStateBadge quiz={module.quiz} />}
        description={t("facts", { count: module.quiz.questions_count, passMark: module.quiz.pass_mark })}
      />
      {readOnly ? (
        <>
          <ExpiredBanner expiresAt={log.expires_at} door={door} refunded={log.status === "refunded"} />
          {best ? (
            <div className="space-y-6">
              <AttemptSummary result={best} passMark={module.quiz.pass_mark} kind="quiz" title={t("best")} />
              <AttemptReview questions={module.questions} review={best.review} chosen={{}} />
            </div>
          ) : (
            <EmptyState title={t("noAttempt")} description={t("noAttemptText")} />
          )}
        </>
      ) : module.questions.length ? (
        <AttemptForm
          action={action}
          questions={module.questions}
          kind="quiz"
          passMark={module.quiz.pass_mark}
          back={{ href: modulePath(door, log.log_code, module.id), label: t("back") }}
          offline={{ door, logCode: log.log_code, moduleId: module.id, label: module.title, path: quizPath(door, log.log_code, module.id) }}
        />
      ) : (
        <EmptyState title={t("noQuestions")} />
      )}
    </>
  );
}
