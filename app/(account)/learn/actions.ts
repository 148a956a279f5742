"use server";

import { z } from "zod";
import { reasonsAsMessage, runAttempt } from "@/app/(account)/courses/attempt-action";
import { logPath, quizPath, rootPath } from "@/components/learning/paths";
import { ZRowId } from "@/lib/api/ids";
import { diverScope } from "@/lib/learning/course-log-scope";
import { enrollInLearning } from "@/lib/learning/free-learnings";
import { ZLearningParams, ZLogCode } from "@/lib/learning/schema";
import { submitQuiz } from "@/lib/learning/submit-attempt";
import { defineFormAction } from "@/lib/pages/define-action";

// Server actions of the free-learning pages, behind the same door ("verified") and calling the
// services exactly as /api/v1/diver/free-learnings/{learning}/enroll and .../modules/{module}/quiz do.

/** A module quiz: the result (or the errors by question) in the state's data. */
export const submitLearningQuiz = defineFormAction({
  auth: "verified",
  args: z.tuple([ZLogCode, ZRowId]),
  path: (logCode, moduleId) => quizPath("free_learning", logCode, moduleId),
  handler: ({ user, args: [logCode, moduleId], form }) =>
    runAttempt(form, (answers) => submitQuiz(diverScope(user.id, "free_learning"), logCode, moduleId, answers)),
});

/** "Enrol" on the bound free learning: a new log, then its page. */
export const enrolLearning = defineFormAction({
  auth: "verified",
  args: z.tuple([ZLearningParams.shape.log_code]),
  path: rootPath("free_learning"),
  handler: async ({ user, args: [learning], lang }) => {
    try {
      return { redirect: logPath("free_learning", (await enrollInLearning(user.id, learning, lang)).log_code) };
    } catch (e) {
      throw reasonsAsMessage(e, true);
    }
  },
});
