import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { diverScope } from "@/lib/learning/course-log-scope";
import { listSkills } from "@/lib/learning/list-skills";
import { ZLogCodeParams } from "@/lib/learning/schema";
import { ZSkillProgress } from "@/lib/learning/record-schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    docs: { tag: "Diver courses", summary: "List skill progress" },
    response: { description: "The course's skills and their signatures.", data: z.array(ZSkillProgress) },
    params: ZLogCodeParams,
    handler: async ({ user, params }) => ok("Skills retrieved.", await listSkills(diverScope(user.id), params.log_code)),
  }),
});
