import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getQuizResult } from "@/lib/learning/attempt-result";
import { diverScope } from "@/lib/learning/course-log-scope";
import { ZModuleParams } from "@/lib/learning/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    params: ZModuleParams,
    handler: async ({ user, params }) =>
      ok("Quiz result retrieved.", await getQuizResult(diverScope(user.id, "free_learning"), params.log_code, params.module)),
  }),
});
