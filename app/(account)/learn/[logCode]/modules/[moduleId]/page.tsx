import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { loadCourseLog, loadModule, openLearning, parseModuleParams } from "@/app/(account)/courses/learning-data";
import { LearningBlocked } from "@/components/learning/learning-blocked";
import { ModuleView } from "@/components/learning/module-view";
import { logPath } from "@/components/learning/paths";

type Props = { params: Promise<{ logCode: string; moduleId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { logCode, moduleId } = await params;
  const { user, blocked } = await openLearning(`${logPath("free_learning", logCode)}/modules/${moduleId}`);
  const t = await getTranslations("learning.pages");
  if (blocked) return { title: t("module") };
  const p = parseModuleParams(logCode, moduleId);
  return { title: (await loadModule(user.id, "free_learning", p.logCode, p.moduleId)).title };
}

export default async function FreeLearningModulePage({ params }: Props) {
  const { logCode, moduleId } = await params;
  const { user, blocked } = await openLearning(`${logPath("free_learning", logCode)}/modules/${moduleId}`);
  if (blocked) {
    const t = await getTranslations("learning.pages");
    return <LearningBlocked title={t("module")} message={blocked} />;
  }
  const p = parseModuleParams(logCode, moduleId);
  const [log, module] = await Promise.all([
    loadCourseLog(user.id, "free_learning", p.logCode),
    loadModule(user.id, "free_learning", p.logCode, p.moduleId),
  ]);
  return <ModuleView log={log} module={module} door="free_learning" />;
}
