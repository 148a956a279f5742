import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { diverScope } from "@/lib/learning/course-log-scope";
import { getExam } from "@/lib/learning/get-exam";
import { ZAnswersBody, ZLogCodeParams } from "@/lib/learning/schema";
import { submitExam } from "@/lib/learning/submit-attempt";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    params: ZLogCodeParams,
    handler: async ({ user, params }) => ok("Exam retrieved.", await getExam(diverScope(user.id), params.log_code)),
  }),
  POST: withApi({
    auth: "verified",
    params: ZLogCodeParams,
    body: ZAnswersBody,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params, body }) =>
      ok("Exam submitted.", await submitExam(diverScope(user.id), params.log_code, body.answers)),
  }),
});
