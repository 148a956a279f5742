import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { diverScope } from "@/lib/learning/course-log-scope";
import { getCourseLogDetail } from "@/lib/learning/get-course-log";
import { ZLogCodeParams } from "@/lib/learning/schema";
import { ZCourseLogDetail } from "@/lib/learning/record-schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    docs: {
      tag: "Diver courses",
      summary: "Read a course log",
      description: "Course, modules with quiz state, exam state, skills and progress.",
    },
    response: { description: "The course log detail.", data: ZCourseLogDetail },
    params: ZLogCodeParams,
    handler: async ({ user, params, lang }) =>
      ok("Course retrieved.", await getCourseLogDetail(diverScope(user.id), params.log_code, lang)),
  }),
});
