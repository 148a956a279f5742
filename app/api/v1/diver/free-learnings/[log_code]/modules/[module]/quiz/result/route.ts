import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getQuizResult } from "@/lib/learning/attempt-result";
import { diverScope } from "@/lib/learning/course-log-scope";
import { ZModuleParams } from "@/lib/learning/schema";
import { ZQuizResult } from "@/lib/learning/record-schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    docs: {
      tag: "Diver free learnings",
      summary: "Read the best free-learning quiz result",
      errors: { 404: "Unknown course log or module, or no attempt yet." },
    },
    response: { description: "The best attempt.", data: ZQuizResult },
    params: ZModuleParams,
    handler: async ({ user, params }) =>
      ok("Quiz result retrieved.", await getQuizResult(diverScope(user.id, "free_learning"), params.log_code, params.module)),
  }),
});
