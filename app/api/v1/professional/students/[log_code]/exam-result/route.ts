import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getExamResult } from "@/lib/learning/attempt-result";
import { instructorScope } from "@/lib/learning/course-log-scope";
import { ZLogCodeParams } from "@/lib/learning/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    params: ZLogCodeParams,
    handler: async ({ user, params }) => ok("Exam result retrieved.", await getExamResult(instructorScope(user.id), params.log_code)),
  }),
});
