import { ExpiredBanner } from "@/components/learning/expired-banner";
import { LearningHeader } from "@/components/learning/learning-header";
import { ModuleContent } from "@/components/learning/module-content";
import { ModulePager } from "@/components/learning/module-pager";
import { doorName, logPath, quizPath, rootPath } from "@/components/learning/paths";
import { QuizStateBadge } from "@/components/learning/quiz-state";
import type { CourseLogDetail, LearningDoor, ModuleView as ModuleData } from "@/components/learning/types";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** The reading view of one module, then the way to its quiz. */
export function ModuleView({ log, module, door }: { log: CourseLogDetail; module: ModuleData; door: LearningDoor }) {
  const readOnly = log.status === "expired";
  return (
    <>
      <LearningHeader
        crumbs={[
          { label: doorName(door), href: rootPath(door) },
          { label: log.course.code, href: logPath(door, log.log_code) },
          { label: `Module ${module.position}` },
        ]}
        title={module.title}
        description={module.summary}
      />
      {readOnly ? <ExpiredBanner expiresAt={log.expires_at} door={door} /> : null}
      <div className="space-y-6">
        <Card as="article">
          <p className="mb-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {log.course.name} · module {module.position} of {log.modules.length}
          </p>
          <ModuleContent content={module.content} />
        </Card>
        <Card title="Module quiz" actions={<QuizStateBadge quiz={module.quiz} />}>
          <p className="text-sm text-slate-700">
            {module.quiz.questions_count} questions · pass mark {module.quiz.pass_mark}% · unlimited attempts, the best score counts.
          </p>
          <div className="mt-4">
            <ButtonLink href={quizPath(door, log.log_code, module.id)} variant={readOnly ? "secondary" : "primary"}>
              {readOnly ? "See the quiz result" : module.quiz.passed ? "Take the quiz again" : "Take the quiz"}
            </ButtonLink>
          </div>
        </Card>
        <ModulePager modules={log.modules} current={module.id} door={door} logCode={log.log_code} />
      </div>
    </>
  );
}
