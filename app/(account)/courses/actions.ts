"use server";

import { getTranslations } from "next-intl/server";
import { refresh } from "next/cache";
import { z } from "zod";
import { reasonsAsMessage, runAttempt } from "@/app/(account)/courses/attempt-action";
import { examPath, logPath, quizPath } from "@/components/learning/paths";
import { ZRowId } from "@/lib/api/ids";
import { diverScope } from "@/lib/learning/course-log-scope";
import { ZLogCode } from "@/lib/learning/schema";
import { confirmSkills } from "@/lib/learning/sign-skills";
import { submitExam, submitQuiz } from "@/lib/learning/submit-attempt";
import { defineFormAction } from "@/lib/pages/define-action";

// Server actions of the course pages: the same door ("verified") and service calls, with the same
// scope, as /api/v1/diver/courses/{log_code}/modules/{module}/quiz, .../exam and .../skills/sign.
// The page binds the course log (and module, and skill) it shows.

/** A module quiz: the result (or the errors by question) in the state's data. */
export const submitCourseQuiz = defineFormAction({
  auth: "verified",
  args: z.tuple([ZLogCode, ZRowId]),
  path: (logCode, moduleId) => quizPath("course", logCode, moduleId),
  handler: ({ user, args: [logCode, moduleId], form }) => runAttempt(form, (answers) => submitQuiz(diverScope(user.id), logCode, moduleId, answers)),
});

/** The final exam. */
export const submitCourseExam = defineFormAction({
  auth: "verified",
  args: z.tuple([ZLogCode]),
  path: (logCode) => examPath(logCode),
  handler: ({ user, args: [logCode], form }) => runAttempt(form, (answers) => submitExam(diverScope(user.id), logCode, answers)),
});

/** "Confirm" on a skill the instructor signed: the diver's signature. */
export const confirmCourseSkill = defineFormAction({
  auth: "verified",
  args: z.tuple([ZLogCode, ZRowId]),
  path: (logCode) => logPath("course", logCode),
  handler: async ({ user, args: [logCode, skillId] }) => {
    const t = await getTranslations("learning.actions");
    try {
      const { completion } = await confirmSkills(diverScope(user.id), logCode, [skillId]);
      return { message: completion?.certification ? t("certified") : t("skillConfirmed") };
    } catch (e) {
      throw reasonsAsMessage(e);
    } finally {
      refresh();
    }
  },
});
