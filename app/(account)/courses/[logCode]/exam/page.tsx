import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { submitCourseExam } from "@/app/(account)/courses/actions";
import { loadCourseLog, openLearning, orNotFound, orNull, parseLogCode } from "@/app/(account)/courses/learning-data";
import { ExamView } from "@/components/learning/exam-view";
import { LearningBlocked } from "@/components/learning/learning-blocked";
import { examPath } from "@/components/learning/paths";
import { getExamResult } from "@/lib/learning/attempt-result";
import { diverScope } from "@/lib/learning/course-log-scope";
import { getExam } from "@/lib/learning/get-exam";

type Props = { params: Promise<{ logCode: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("learning.pages");
  return { title: t("exam") };
}

export default async function CourseExamPage({ params }: Props) {
  const { logCode: raw } = await params;
  const { user, blocked } = await openLearning(examPath(raw));
  if (blocked) {
    const t = await getTranslations("learning.pages");
    return <LearningBlocked title={t("exam")} message={blocked} />;
  }
  const logCode = parseLogCode(raw);
  const log = await loadCourseLog(user.id, "course", logCode);
  if (!log.exam) notFound();
  const [exam, best] = await Promise.all([
    orNotFound(getExam(diverScope(user.id), logCode)),
    log.exam.attempts_used ? orNull(getExamResult(diverScope(user.id), logCode)) : null,
  ]);
  return <ExamView log={log} exam={exam} best={best} action={submitCourseExam.bind(null, logCode)} />;
}
