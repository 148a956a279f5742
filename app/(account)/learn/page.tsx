import { getTranslations } from "next-intl/server";
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

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("nav.items");
  return { title: t("learn") };
}

export default async function FreeLearningPage() {
  const { user, blocked } = await openLearning("/learn");
  const t = await getTranslations("learning.free");
  if (blocked) return <LearningBlocked title={t("title")} message={blocked} />;
  const [enrolled, available] = await Promise.all([listEnrolledLearnings(user.id, await pageLanguage()), listAvailableLearnings(user.id, await pageLanguage())]);
  const current = enrolled.filter((l) => l.status !== "expired");
  const expired = enrolled.filter((l) => l.status === "expired");

  return (
    <>
      <LearningHeader crumbs={[]} title={t("title")} description={t("description")} />
      <div className="space-y-8">
        <CourseLogList id="enrolled-heading" title={t("yours")} logs={current} door="free_learning" empty={t("noneYet")} />
        <section aria-labelledby="available-heading" className="space-y-3">
          <h2 id="available-heading" className="text-lg font-semibold text-slate-900">
            {t("available")} <span className="text-sm font-normal text-slate-500">({available.length})</span>
          </h2>
          {available.length ? (
            <AvailableLearnings learnings={available} enrol={enrolLearning} />
          ) : (
            <EmptyState title={t("allEnrolled")} description={t("allEnrolledText")} />
          )}
        </section>
        {expired.length ? (
          <CourseLogList
            id="expired-heading"
            title={t("expired")}
            description={t("expiredText")}
            logs={expired}
            door="free_learning"
            empty=""
          />
        ) : null}
      </div>
    </>
  );
}
