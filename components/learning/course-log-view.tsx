import Link from "next/link";
import { CourseLogFacts } from "@/components/learning/course-log-facts";
import { ExamStatus } from "@/components/learning/exam-status";
import { ExpiredBanner } from "@/components/learning/expired-banner";
import { LearningHeader } from "@/components/learning/learning-header";
import { ModuleList } from "@/components/learning/module-list";
import { doorName, rootPath } from "@/components/learning/paths";
import { ProgressChart } from "@/components/learning/progress-chart";
import { SkillList } from "@/components/learning/skill-list";
import { LogStatusBadge } from "@/components/learning/status-badge";
import type { ActionState, CourseLogDetail, LearningDoor } from "@/components/learning/types";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";
import { ProgressBar } from "@/components/ui/progress-bar";

type Props = {
  log: CourseLogDetail;
  door: LearningDoor;
  /** The diver's skill confirmation (courses only; free learnings have no skills). */
  confirmSkill?: (prev: ActionState, form: FormData) => Promise<ActionState>;
};

/** The page of one course log (a course or a free learning): progress, modules, exam, skills. */
export function CourseLogView({ log, door, confirmSkill }: Props) {
  const readOnly = log.status === "expired";
  return (
    <>
      <LearningHeader
        crumbs={[{ label: doorName(door), href: rootPath(door) }, { label: log.course.code }]}
        title={log.course.name}
        badges={<LogStatusBadge status={log.status} />}
        description={log.course.level_label}
      />
      {readOnly ? <ExpiredBanner expiresAt={log.expires_at} door={door} /> : null}
      {log.status === "completed" ? (
        <FormMessage kind="success" title="Completed" className="mb-6">
          You completed this {door === "course" ? "course" : "free learning"}. Everything stays here for you to review.
          {door === "course" ? (
            <>
              {" "}
              <Link href="/certifications" className="font-semibold underline">
                See your certifications
              </Link>
              .
            </>
          ) : null}
        </FormMessage>
      ) : null}
      <div className="space-y-6">
        <div className="grid gap-6 lg:grid-cols-5">
          <Card title="Progress" className="lg:col-span-3">
            <ProgressBar value={log.progress} label="Course progress" className="mb-5" />
            <ProgressChart log={log} progress={log.progress} />
          </Card>
          <Card title="About this enrolment" className="lg:col-span-2">
            <CourseLogFacts log={log} />
          </Card>
        </div>
        <Card
          title="Modules"
          description={readOnly ? "Your reading and quiz results, kept for reference." : "Read each module, then pass its quiz. Quizzes can be retaken as often as you like; the best score counts."}
        >
          <ModuleList modules={log.modules} door={door} logCode={log.log_code} readOnly={readOnly} />
        </Card>
        {log.exam ? (
          <Card title="Final exam" description={readOnly ? "Closed: this course has expired." : "Opens once every module quiz is passed and your instructor has enabled it."}>
            <ExamStatus exam={log.exam} log={log} readOnly={readOnly} />
          </Card>
        ) : null}
        {door === "course" ? (
          <Card title="Skills" description={readOnly ? "Signatures so far, kept for reference." : "Your instructor signs each skill you demonstrate; then you confirm it here."}>
            <SkillList skills={log.skills} logCode={log.log_code} readOnly={readOnly} confirm={confirmSkill} />
          </Card>
        ) : null}
      </div>
    </>
  );
}
