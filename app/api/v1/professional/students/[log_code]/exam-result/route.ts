import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getExamResult } from "@/lib/learning/attempt-result";
import { instructorScope } from "@/lib/learning/course-log-scope";
import { ZLogCodeParams } from "@/lib/learning/schema";
import { ZExamResult } from "@/lib/learning/record-schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    docs: {
      tag: "Professional",
      summary: "Read a student's exam result",
      errors: { 404: "Unknown course log, or not one where you are the instructor. Or no attempt yet." },
    },
    response: { description: "The best attempt.", data: ZExamResult },
    params: ZLogCodeParams,
    handler: async ({ user, params }) => ok("Exam result retrieved.", await getExamResult(instructorScope(user.id), params.log_code)),
  }),
});
