import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { loadCourseLog, openLearning, parseLogCode } from "@/app/(account)/courses/learning-data";
import { CourseLogView } from "@/components/learning/course-log-view";
import { LearningBlocked } from "@/components/learning/learning-blocked";
import { logPath } from "@/components/learning/paths";

type Props = { params: Promise<{ logCode: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { logCode } = await params;
  const { user, blocked } = await openLearning(logPath("free_learning", logCode));
  const t = await getTranslations("learning.pages");
  if (blocked) return { title: t("freeLearning") };
  return { title: (await loadCourseLog(user.id, "free_learning", parseLogCode(logCode))).course.name };
}

export default async function FreeLearningLogPage({ params }: Props) {
  const { logCode: raw } = await params;
  const { user, blocked } = await openLearning(logPath("free_learning", raw));
  if (blocked) {
    const t = await getTranslations("learning.pages");
    return <LearningBlocked title={t("freeLearning")} message={blocked} />;
  }
  const log = await loadCourseLog(user.id, "free_learning", parseLogCode(raw));
  return <CourseLogView log={log} door="free_learning" />;
}
