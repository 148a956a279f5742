import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import { enrolLearning } from "@/app/(account)/learn/actions";
import { openLearning } from "@/app/(account)/courses/learning-data";
import { AvailableLearnings } from "@/components/learning/available-learnings";
import { CourseLogList } from "@/components/learning/course-log-list";
import { LearningBlocked } from "@/components/learning/learning-blocked";
import { LearningHeader } from "@/components/learning/learning-header";
import { EmptyState } from "@/components/ui/empty-state";
import { listAvailableLearnings } from "@/lib/learning/free-learnings";
import { listEnrolledLearnings } from "@/lib/learning/list-course-logs";

export const metadata: Metadata = { title: "Free learning" };

export default async function FreeLearningPage() {
  const { user, blocked } = await openLearning("/learn");
  if (blocked) return <LearningBlocked title="Free learning" message={blocked} />;
  const [enrolled, available] = await Promise.all([listEnrolledLearnings(user.id, await pageLanguage()), listAvailableLearnings(user.id, await pageLanguage())]);
  const current = enrolled.filter((l) => l.status !== "expired");
  const expired = enrolled.filter((l) => l.status === "expired");

  return (
    <>
      <LearningHeader crumbs={[]} title="Free learning" description="Short online courses, free for every member: read the modules and test yourself with the quizzes." />
      <div className="space-y-8">
        <CourseLogList id="enrolled-heading" title="Your free learnings" logs={current} door="free_learning" empty="You have not enrolled in a free learning yet. Pick one below." />
        <section aria-labelledby="available-heading" className="space-y-3">
          <h2 id="available-heading" className="text-lg font-semibold text-slate-900">
            Available <span className="text-sm font-normal text-slate-500">({available.length})</span>
          </h2>
          {available.length ? (
            <AvailableLearnings learnings={available} enrol={enrolLearning} />
          ) : (
            <EmptyState title="You are enrolled in every free learning" description="New free learnings will appear here when they are published." />
          )}
        </section>
        {expired.length ? (
          <CourseLogList
            id="expired-heading"
            title="Expired"
            description="Kept for reference, read-only. You can enrol again from the list above."
            logs={expired}
            door="free_learning"
            empty=""
          />
        ) : null}
      </div>
    </>
  );
}
