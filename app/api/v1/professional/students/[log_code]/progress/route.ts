import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { instructorScope } from "@/lib/learning/course-log-scope";
import { getCourseLogDetail } from "@/lib/learning/get-course-log";
import { ZLogCodeParams } from "@/lib/learning/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    params: ZLogCodeParams,
    handler: async ({ user, params, lang }) =>
      ok("Student progress retrieved.", await getCourseLogDetail(instructorScope(user.id), params.log_code, lang)),
  }),
});
