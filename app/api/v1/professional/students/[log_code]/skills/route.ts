import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { instructorScope } from "@/lib/learning/course-log-scope";
import { listSkills } from "@/lib/learning/list-skills";
import { ZLogCodeParams } from "@/lib/learning/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    params: ZLogCodeParams,
    handler: async ({ user, params }) => ok("Skills retrieved.", await listSkills(instructorScope(user.id), params.log_code)),
  }),
});
