import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { diverScope } from "@/lib/learning/course-log-scope";
import { ZAnswersBody, ZModuleParams } from "@/lib/learning/schema";
import { submitQuiz } from "@/lib/learning/submit-attempt";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "verified",
    params: ZModuleParams,
    body: ZAnswersBody,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params, body }) =>
      ok("Quiz submitted.", await submitQuiz(diverScope(user.id), params.log_code, params.module, body.answers)),
  }),
});
