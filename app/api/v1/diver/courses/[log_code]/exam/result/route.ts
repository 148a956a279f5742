import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getExamResult } from "@/lib/learning/attempt-result";
import { diverScope } from "@/lib/learning/course-log-scope";
import { ZLogCodeParams } from "@/lib/learning/schema";
import { ZExamResult } from "@/lib/learning/record-schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    docs: { tag: "Diver courses", summary: "Read the exam result", errors: { 404: "Unknown course log, or no attempt yet." } },
    response: { description: "The best attempt.", data: ZExamResult },
    params: ZLogCodeParams,
    handler: async ({ user, params }) => ok("Exam result retrieved.", await getExamResult(diverScope(user.id), params.log_code)),
  }),
});
