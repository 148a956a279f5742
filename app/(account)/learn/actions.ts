"use server";

import { pageMessage } from "@/lib/i18n/page-errors";
import { getTranslations } from "next-intl/server";
import { pageLanguage } from "@/lib/i18n/page-language";
import { redirect } from "next/navigation";
import { runAttempt } from "@/app/(account)/courses/attempt-action";
import { learningBlock } from "@/app/(account)/courses/learning-data";
import { logPath, quizPath, rootPath } from "@/components/learning/paths";
import type { ActionState, AttemptState } from "@/components/learning/types";
import { AppError } from "@/lib/api/errors";
import { requireSessionUser } from "@/lib/auth/session";
import { diverScope } from "@/lib/learning/course-log-scope";
import { enrollInLearning } from "@/lib/learning/free-learnings";
import { ZLearningParams, ZModuleParams } from "@/lib/learning/schema";
import { submitQuiz } from "@/lib/learning/submit-attempt";

// Server actions of the free-learning pages, calling the services exactly as
// /api/v1/diver/free-learnings/{learning}/enroll and .../modules/{module}/quiz do.

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

export async function submitLearningQuiz(_prev: AttemptState, form: FormData): Promise<AttemptState> {
  const target = ZModuleParams.safeParse({ log_code: text(form, "log_code"), module: text(form, "module_id") });
  if (!target.success) {
    const t = await getTranslations("learning.actions");
    return { status: "invalid", message: t("learningGone"), errors: {}, chosen: {}, seq: Date.now() };
  }
  const { log_code: logCode, module: moduleId } = target.data;
  const user = await requireSessionUser(quizPath("free_learning", logCode, moduleId));
  return runAttempt(user.id, form, (answers) => submitQuiz(diverScope(user.id, "free_learning"), logCode, moduleId, answers));
}

/** "Enrol": a new free-learning log, then its page. */
export async function enrolLearning(_prev: ActionState, form: FormData): Promise<ActionState> {
  const seq = Date.now();
  const user = await requireSessionUser(rootPath("free_learning"));
  const target = ZLearningParams.safeParse({ log_code: text(form, "learning") });
  if (!target.success) {
    const t = await getTranslations("learning.actions");
    return { status: "error", message: t("chooseLearning"), seq };
  }
  const blocked = await learningBlock(user.id);
  if (blocked) return { status: "error", message: blocked, seq };
  let logCode: string;
  try {
    logCode = (await enrollInLearning(user.id, target.data.log_code, await pageLanguage())).log_code;
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    const reasons = e.code === "validation" ? Object.values(e.extra.fields ?? {}).flat() : [];
    return { status: "error", message: await pageMessage(reasons.length ? reasons.join(" ") : e.message), seq };
  }
  redirect(logPath("free_learning", logCode));
}
