import { useTranslations } from "next-intl";
import Link from "next/link";
import { CourseLogFacts } from "@/components/learning/course-log-facts";
import { ExamStatus } from "@/components/learning/exam-status";
import { ExpiredBanner } from "@/components/learning/expired-banner";
import { LearningHeader } from "@/components/learning/learning-header";
import { ModuleList } from "@/components/learning/module-list";
import { doorKey, rootPath } from "@/components/learning/paths";
import { ProgressChart } from "@/components/learning/progress-chart";
import { SkillList } from "@/components/learning/skill-list";
import { LogStatusBadge } from "@/components/learning/status-badge";
import type { CourseLogDetail, LearningDoor } from "@/components/learning/types";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { FormState } from "@/lib/pages/form-state";

type Props = {
  log: CourseLogDetail;
  door: LearningDoor;
  /** The diver's skill confirmation (courses only; free learnings have no skills). */
  confirmSkill?: (logCode: string, skillId: number, prev: FormState, form: FormData) => Promise<FormState>;
};

/** The page of one course log (a course or a free learning): progress, modules, exam, skills. */
export function CourseLogView({ log, door, confirmSkill }: Props) {
  const t = useTranslations("learning.log");
  const nav = useTranslations("nav.items");
  const readOnly = log.status === "expired" || log.status === "refunded";
  return (
    <>
      <LearningHeader
        crumbs={[{ label: nav(doorKey(door)), href: rootPath(door) }, { label: log.course.code }]}
        title={log.course.name}
        badges={<LogStatusBadge status={log.status} />}
        description={log.course.level_label}
      />
      {readOnly ? <ExpiredBanner expiresAt={log.expires_at} door={door} refunded={log.status === "refunded"} /> : null}
      {log.status === "completed" ? (
        <FormMessage kind="success" title={t("completed")} className="mb-6">
          {door === "course"
            ? t.rich("completedCourse", { link: (c) => <Link href="/certifications" className="font-semibold underline">{c}</Link> })
            : t("completedLearning")}
        </FormMessage>
      ) : null}
      <div className="space-y-6">
        <div className="grid gap-6 lg:grid-cols-5">
          <Card title={t("progress")} className="lg:col-span-3">
            <ProgressBar value={log.progress} label={t("courseProgress")} className="mb-5" />
            <ProgressChart log={log} progress={log.progress} />
          </Card>
          <Card title={t("about")} className="lg:col-span-2">
            <CourseLogFacts log={log} />
          </Card>
        </div>
        <Card
          title={t("modules")}
          description={readOnly ? t("modulesReadOnly") : t("modulesText")}
        >
          <ModuleList modules={log.modules} door={door} logCode={log.log_code} readOnly={readOnly} />
        </Card>
        {log.exam ? (
          <Card title={t("exam")} description={readOnly ? t("examClosed") : t("examText")}>
            <ExamStatus exam={log.exam} log={log} readOnly={readOnly} />
          </Card>
        ) : null}
        {door === "course" ? (
          <Card title={t("skills")} description={readOnly ? t("skillsReadOnly") : t("skillsText")}>
            <SkillList skills={log.skills} logCode={log.log_code} readOnly={readOnly} confirm={confirmSkill} />
          </Card>
        ) : null}
      </div>
    </>
  );
}
