import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { confirmCourseSkill } from "@/app/(account)/courses/actions";
import { loadCourseLog, openLearning, parseLogCode } from "@/app/(account)/courses/learning-data";
import { CourseLogView } from "@/components/learning/course-log-view";
import { LearningBlocked } from "@/components/learning/learning-blocked";
import { logPath } from "@/components/learning/paths";
import { DiverReferral } from "@/components/referrals/diver-referral";

type Props = { params: Promise<{ logCode: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { logCode } = await params;
  const { user, blocked } = await openLearning(logPath("course", logCode));
  const t = await getTranslations("learning.pages");
  if (blocked) return { title: t("course") };
  return { title: (await loadCourseLog(user.id, "course", parseLogCode(logCode))).course.name };
}

export default async function CourseLogPage({ params }: Props) {
  const { logCode: raw } = await params;
  const { user, blocked } = await openLearning(logPath("course", raw));
  if (blocked) {
    const t = await getTranslations("learning.pages");
    return <LearningBlocked title={t("course")} message={blocked} />;
  }
  const log = await loadCourseLog(user.id, "course", parseLogCode(raw));
  const logCode = parseLogCode(raw);
  return (
    <>
      <CourseLogView log={log} door="course" confirmSkill={confirmCourseSkill} />
      <DiverReferral logCode={logCode} userId={user.id} />
    </>
  );
}
