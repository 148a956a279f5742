import { useTranslations } from "next-intl";
import { ExpiredBanner } from "@/components/learning/expired-banner";
import { LearningHeader } from "@/components/learning/learning-header";
import { ModuleContent } from "@/components/learning/module-content";
import { ModulePager } from "@/components/learning/module-pager";
import { doorKey, logPath, quizPath, rootPath } from "@/components/learning/paths";
import { QuizStateBadge } from "@/components/learning/quiz-state";
import { PendingQuiz } from "@/components/offline/pending-quiz";
import type { CourseLogDetail, LearningDoor, ModuleView as ModuleData } from "@/components/learning/types";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** The reading view of one module, then the way to its quiz. */
export function ModuleView({ log, module, door }: { log: CourseLogDetail; module: ModuleData; door: LearningDoor }) {
  const t = useTranslations("learning.module");
  const nav = useTranslations("nav.items");
  const readOnly = log.status === "expired" || log.status === "refunded";
  return (
    <>
      <LearningHeader
        crumbs={[
          { label: nav(doorKey(door)), href: rootPath(door) },
          { label: log.course.code, href: logPath(door, log.log_code) },
          { label: t("crumb", { position: module.position }) },
        ]}
        title={module.title}
        description={module.summary}
      />
      {readOnly ? <ExpiredBanner expiresAt={log.expires_at} door={door} refunded={log.status === "refunded"} /> : null}
      <div className="space-y-6">
        <Card as="article">
          <p className="mb-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t("of", { course: log.course.name, position: module.position, total: log.modules.length })}
          </p>
          <ModuleContent content={module.content} />
        </Card>
        <Card title={t("quiz")} actions={<QuizStateBadge quiz={module.quiz} />}>
          <p className="text-sm text-slate-700">
            {t("quizFacts", { count: module.quiz.questions_count, passMark: module.quiz.pass_mark })}
          </p>
          <div className="mt-4 empty:hidden">
            <PendingQuiz path={quizPath(door, log.log_code, module.id)} />
          </div>
          <div className="mt-4">
            <ButtonLink href={quizPath(door, log.log_code, module.id)} variant={readOnly ? "secondary" : "primary"}>
              {readOnly ? t("seeResult") : module.quiz.passed ? t("takeAgain") : t("take")}
            </ButtonLink>
          </div>
        </Card>
        <ModulePager modules={log.modules} current={module.id} door={door} logCode={log.log_code} />
      </div>
    </>
  );
}
