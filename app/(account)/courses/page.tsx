import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import Link from "next/link";
import { openLearning } from "@/app/(account)/courses/learning-data";
import { CourseLogList } from "@/components/learning/course-log-list";
import { Icon } from "@/components/learning/icons";
import { LearningBlocked } from "@/components/learning/learning-blocked";
import { LearningHeader } from "@/components/learning/learning-header";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { listCourseLogs } from "@/lib/learning/list-course-logs";

export const metadata: Metadata = { title: "Courses" };

export default async function CoursesPage() {
  const { user, blocked } = await openLearning("/courses");
  if (blocked) return <LearningBlocked title="Your courses" message={blocked} />;
  const { active, completed, expired } = await listCourseLogs(user.id, undefined, await pageLanguage());
  const header = (
    <LearningHeader crumbs={[]} title="Your courses" description="Courses you are enrolled in, with your progress and how long each stays open." />
  );

  if (!active.length && !completed.length && !expired.length) {
    return (
      <>
        {header}
        <EmptyState
          icon={<Icon name="book" className="size-10" />}
          title="You are not enrolled in any course yet"
          description="Buy a course in the store, or ask your instructor to enrol you. Free learnings are open to everyone."
          action={
            <div className="flex flex-col gap-3 sm:flex-row">
              <ButtonLink href="/store">Browse the store</ButtonLink>
              <ButtonLink href="/learn" variant="secondary">Free learning</ButtonLink>
            </div>
          }
        />
      </>
    );
  }

  return (
    <>
      {header}
      <div className="space-y-8">
        <CourseLogList
          id="active-heading"
          title="Active"
          logs={active}
          door="course"
          empty={<>No active courses. Find your next one in the <Link href="/store" className="font-medium text-sky-800 underline">store</Link>.</>}
        />
        <CourseLogList id="completed-heading" title="Completed" logs={completed} door="course" empty="No completed courses yet." />
        <CourseLogList
          id="expired-heading"
          title="Expired"
          description="Kept for reference, read-only: quizzes, the exam and skills are closed."
          logs={expired}
          door="course"
          empty="No expired courses."
        />
      </div>
    </>
  );
}
