import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { diverScope } from "@/lib/learning/course-log-scope";
import { ZLogCodeParams, ZSkillIdsBody } from "@/lib/learning/schema";
import { confirmSkills } from "@/lib/learning/sign-skills";
import { ZSkillProgress } from "@/lib/learning/record-schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "verified",
    docs: {
      tag: "Diver courses",
      summary: "Confirm skills the instructor signed",
      description: "Only skills the instructor has signed can be confirmed; a skill that requires a dive needs a linked dive log. Completing the last requirement completes the course log and issues the certification.",
      errors: {
        409: "The course log has expired (read-only), or another attempt was being recorded at the same time.",
      },
    },
    response: { description: "The skill progress list.", data: z.array(ZSkillProgress) },
    params: ZLogCodeParams,
    body: ZSkillIdsBody,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params, body }) => {
      const { skills, completion } = await confirmSkills(diverScope(user.id), params.log_code, body.skill_ids);
      return ok(completion?.certification ? "Skills confirmed. The course is complete and the certification issued." : "Skills confirmed.", skills);
    },
  }),
});
