import type { Metadata } from "next";
import { confirmCourseSkill } from "@/app/(account)/courses/actions";
import { loadCourseLog, openLearning, parseLogCode } from "@/app/(account)/courses/learning-data";
import { CourseLogView } from "@/components/learning/course-log-view";
import { LearningBlocked } from "@/components/learning/learning-blocked";
import { logPath } from "@/components/learning/paths";

type Props = { params: Promise<{ logCode: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { logCode } = await params;
  const { user, blocked } = await openLearning(logPath("course", logCode));
  if (blocked) return { title: "Course" };
  return { title: (await loadCourseLog(user.id, "course", parseLogCode(logCode))).course.name };
}

export default async function CourseLogPage({ params }: Props) {
  const { logCode: raw } = await params;
  const { user, blocked } = await openLearning(logPath("course", raw));
  if (blocked) return <LearningBlocked title="Course" message={blocked} />;
  const log = await loadCourseLog(user.id, "course", parseLogCode(raw));
  return <CourseLogView log={log} door="course" confirmSkill={confirmCourseSkill} />;
}
