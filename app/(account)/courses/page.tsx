import { getTranslations } from "next-intl/server";
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

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("nav.items");
  return { title: t("courses") };
}

export default async function CoursesPage() {
  const { user, blocked } = await openLearning("/courses");
  const t = await getTranslations("learning.courses");
  if (blocked) return <LearningBlocked title={t("title")} message={blocked} />;
  const { active, completed, expired } = await listCourseLogs(user.id, undefined, await pageLanguage());
  const header = (
    <LearningHeader crumbs={[]} title={t("title")} description={t("description")} />
  );

  if (!active.length && !completed.length && !expired.length) {
    return (
      <>
        {header}
        <EmptyState
          icon={<Icon name="book" className="size-10" />}
          title={t("emptyTitle")}
          description={t("emptyText")}
          action={
            <div className="flex flex-col gap-3 sm:flex-row">
              <ButtonLink href="/store">{t("browseStore")}</ButtonLink>
              <ButtonLink href="/learn" variant="secondary">{t("freeLearning")}</ButtonLink>
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
          title={t("active")}
          logs={active}
          door="course"
          empty={t.rich("noActive", { store: (c) => <Link href="/store" className="font-medium text-sky-800 underline">{c}</Link> })}
        />
        <CourseLogList id="completed-heading" title={t("completed")} logs={completed} door="course" empty={t("noCompleted")} />
        <CourseLogList
          id="expired-heading"
          title={t("expired")}
          description={t("expiredText")}
          logs={expired}
          door="course"
          empty={t("noExpired")}
        />
      </div>
    </>
  );
}
