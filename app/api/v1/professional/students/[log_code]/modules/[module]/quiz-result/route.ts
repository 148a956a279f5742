import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getQuizResult } from "@/lib/learning/attempt-result";
import { instructorScope } from "@/lib/learning/course-log-scope";
import { ZModuleParams } from "@/lib/learning/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    params: ZModuleParams,
    handler: async ({ user, params }) =>
      ok("Quiz result retrieved.", await getQuizResult(instructorScope(user.id), params.log_code, params.module)),
  }),
});
