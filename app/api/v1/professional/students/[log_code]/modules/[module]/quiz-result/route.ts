import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getQuizResult } from "@/lib/learning/attempt-result";
import { instructorScope } from "@/lib/learning/course-log-scope";
import { ZModuleParams } from "@/lib/learning/schema";
import { ZQuizResult } from "@/lib/learning/record-schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    docs: {
      tag: "Professional",
      summary: "Read a student's quiz result",
      errors: { 404: "Unknown course log, or not one where you are the instructor. Or no attempt yet." },
    },
    response: { description: "The best attempt.", data: ZQuizResult },
    params: ZModuleParams,
    handler: async ({ user, params }) =>
      ok("Quiz result retrieved.", await getQuizResult(instructorScope(user.id), params.log_code, params.module)),
  }),
});
