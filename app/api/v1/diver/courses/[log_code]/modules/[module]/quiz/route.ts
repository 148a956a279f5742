import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { diverScope } from "@/lib/learning/course-log-scope";
import { ZAnswersBody, ZModuleParams } from "@/lib/learning/schema";
import { submitQuiz } from "@/lib/learning/submit-attempt";
import { ZQuizSubmission } from "@/lib/learning/record-schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "verified",
    docs: {
      tag: "Diver courses",
      summary: "Submit a module quiz",
      description: "Unlimited attempts, scored on the server; the best attempt counts.",
      errors: {
        409: "The course log has expired (read-only), or another attempt was being recorded at the same time.",
      },
    },
    response: { description: "The attempt's result with its review.", data: ZQuizSubmission },
    params: ZModuleParams,
    body: ZAnswersBody,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params, body }) =>
      ok("Quiz submitted.", await submitQuiz(diverScope(user.id), params.log_code, params.module, body.answers)),
  }),
});
