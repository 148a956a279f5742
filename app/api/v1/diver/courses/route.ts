import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listCourseLogs } from "@/lib/learning/list-course-logs";
import { ZCourseLogsQuery } from "@/lib/learning/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    query: ZCourseLogsQuery,
    handler: async ({ user, query, lang }) => ok("Courses retrieved.", await listCourseLogs(user.id, query.status, lang)),
  }),
});
