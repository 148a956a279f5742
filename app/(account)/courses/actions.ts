"use server";

import { pageMessage } from "@/lib/i18n/page-errors";
import { getTranslations } from "next-intl/server";
import { refresh } from "next/cache";
import { runAttempt } from "@/app/(account)/courses/attempt-action";
import { learningBlock } from "@/app/(account)/courses/learning-data";
import { examPath, logPath, quizPath } from "@/components/learning/paths";
import type { ActionState, AttemptState } from "@/components/learning/types";
import { AppError } from "@/lib/api/errors";
import { requireSessionUser } from "@/lib/auth/session";
import { diverScope } from "@/lib/learning/course-log-scope";
import { ZLogCodeParams, ZModuleParams, ZSkillIdsBody } from "@/lib/learning/schema";
import { confirmSkills } from "@/lib/learning/sign-skills";
import { submitExam, submitQuiz } from "@/lib/learning/submit-attempt";

// Server actions of the course pages: the same service calls, with the same scope, as
// /api/v1/diver/courses/{log_code}/modules/{module}/quiz, .../exam and .../skills/sign.

const text = (form: FormData, name: string) => String(form.get(name) ?? "");
async function gone(): Promise<AttemptState> {
  const t = await getTranslations("learning.actions");
  return { status: "invalid", message: t("courseGone"), errors: {}, chosen: {}, seq: Date.now() };
}

export async function submitCourseQuiz(_prev: AttemptState, form: FormData): Promise<AttemptState> {
  const target = ZModuleParams.safeParse({ log_code: text(form, "log_code"), module: text(form, "module_id") });
  if (!target.success) return await gone();
  const { log_code: logCode, module: moduleId } = target.data;
  const user = await requireSessionUser(quizPath("course", logCode, moduleId));
  return runAttempt(user.id, form, (answers) => submitQuiz(diverScope(user.id), logCode, moduleId, answers));
}

export async function submitCourseExam(_prev: AttemptState, form: FormData): Promise<AttemptState> {
  const target = ZLogCodeParams.safeParse({ log_code: text(form, "log_code") });
  if (!target.success) return await gone();
  const logCode = target.data.log_code;
  const user = await requireSessionUser(examPath(logCode));
  return runAttempt(user.id, form, (answers) => submitExam(diverScope(user.id), logCode, answers));
}

/** "Confirm" on a skill the instructor signed: the diver's signature. */
export async function confirmCourseSkill(_prev: ActionState, form: FormData): Promise<ActionState> {
  const seq = Date.now();
  const t = await getTranslations("learning.actions");
  const target = ZLogCodeParams.safeParse({ log_code: text(form, "log_code") });
  const body = ZSkillIdsBody.safeParse({ skill_ids: [Number(text(form, "skill_id"))] });
  if (!target.success || !body.success) return { status: "error", message: t("skillGone"), seq };
  const user = await requireSessionUser(logPath("course", target.data.log_code));
  const blocked = await learningBlock(user.id);
  if (blocked) return { status: "error", message: blocked, seq };
  try {
    const { completion } = await confirmSkills(diverScope(user.id), target.data.log_code, body.data.skill_ids);
    refresh();
    return { status: "success", message: completion?.certification ? t("certified") : t("skillConfirmed"), seq };
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    const reason = e.code === "validation" ? Object.values(e.extra.fields ?? {}).flat()[0] : undefined;
    refresh();
    return { status: "error", message: await pageMessage(reason ?? e.message), seq };
  }
}
