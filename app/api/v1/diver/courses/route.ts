import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listCourseLogs } from "@/lib/learning/list-course-logs";
import { ZCourseLogsQuery } from "@/lib/learning/schema";
import { ZCourseLogsByState } from "@/lib/learning/record-schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    docs: {
      tag: "Diver courses",
      summary: "List the diver's course logs",
      description: "Grouped by state; a state filtered out by `?status=` is an empty list.",
    },
    response: { description: "Course logs by state.", data: ZCourseLogsByState },
    query: ZCourseLogsQuery,
    handler: async ({ user, query, lang }) => ok("Courses retrieved.", await listCourseLogs(user.id, query.status, lang)),
  }),
});
