import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listEnrolledLearnings } from "@/lib/learning/list-course-logs";
import { ZCourseLog } from "@/lib/learning/record-schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    docs: { tag: "Diver free learnings", summary: "List enrolled free learnings" },
    response: { description: "The diver's free-learning course logs, newest first.", data: z.array(ZCourseLog) },
    handler: async ({ user, lang }) => ok("Free learnings retrieved.", await listEnrolledLearnings(user.id, lang)),
  }),
});
