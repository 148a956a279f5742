import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { instructorScope } from "@/lib/learning/course-log-scope";
import { listSkills } from "@/lib/learning/list-skills";
import { ZLogCodeParams } from "@/lib/learning/schema";
import { ZSkillProgress } from "@/lib/learning/record-schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    docs: {
      tag: "Professional",
      summary: "List a student's skill progress",
      errors: { 404: "Unknown course log, or not one where you are the instructor." },
    },
    response: { description: "The skill progress list.", data: z.array(ZSkillProgress) },
    params: ZLogCodeParams,
    handler: async ({ user, params }) => ok("Skills retrieved.", await listSkills(instructorScope(user.id), params.log_code)),
  }),
});
