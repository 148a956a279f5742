import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { loadCourseLog, loadModule, openLearning, orNull, parseModuleParams } from "@/app/(account)/courses/learning-data";
import { submitLearningQuiz } from "@/app/(account)/learn/actions";
import { LearningBlocked } from "@/components/learning/learning-blocked";
import { QuizView } from "@/components/learning/quiz-view";
import { getQuizResult } from "@/lib/learning/attempt-result";
import { diverScope } from "@/lib/learning/course-log-scope";

type Props = { params: Promise<{ logCode: string; moduleId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("learning.pages");
  return { title: t("quiz") };
}

export default async function FreeLearningQuizPage({ params }: Props) {
  const { logCode, moduleId } = await params;
  const { user, blocked } = await openLearning(`/learn/${logCode}/modules/${moduleId}/quiz`);
  if (blocked) {
    const t = await getTranslations("learning.pages");
    return <LearningBlocked title={t("quiz")} message={blocked} />;
  }
  const p = parseModuleParams(logCode, moduleId);
  const [log, module] = await Promise.all([
    loadCourseLog(user.id, "free_learning", p.logCode),
    loadModule(user.id, "free_learning", p.logCode, p.moduleId),
  ]);
  // Only a read-only (expired) log shows its best result instead of the quiz.
  const best = log.status === "expired" ? await orNull(getQuizResult(diverScope(user.id, "free_learning"), p.logCode, p.moduleId)) : null;
  return <QuizView log={log} module={module} door="free_learning" action={submitLearningQuiz.bind(null, p.logCode, p.moduleId)} best={best} />;
}
