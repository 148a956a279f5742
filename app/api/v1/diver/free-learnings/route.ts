import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listEnrolledLearnings } from "@/lib/learning/list-course-logs";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    handler: async ({ user, lang }) => ok("Free learnings retrieved.", await listEnrolledLearnings(user.id, lang)),
  }),
});
