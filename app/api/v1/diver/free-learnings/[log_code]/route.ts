import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { diverScope } from "@/lib/learning/course-log-scope";
import { getCourseLogDetail } from "@/lib/learning/get-course-log";
import { ZLogCodeParams } from "@/lib/learning/schema";
import { ZCourseLogDetail } from "@/lib/learning/record-schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    docs: { tag: "Diver free learnings", summary: "Read a free-learning course log" },
    response: { description: "The course log detail with modules.", data: ZCourseLogDetail },
    params: ZLogCodeParams,
    handler: async ({ user, params, lang }) =>
      ok("Free learning retrieved.", await getCourseLogDetail(diverScope(user.id, "free_learning"), params.log_code, lang)),
  }),
});
