import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { diverScope } from "@/lib/learning/course-log-scope";
import { ZLogCodeParams, ZSkillIdsBody } from "@/lib/learning/schema";
import { confirmSkills } from "@/lib/learning/sign-skills";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "verified",
    params: ZLogCodeParams,
    body: ZSkillIdsBody,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params, body }) => {
      const { skills, completion } = await confirmSkills(diverScope(user.id), params.log_code, body.skill_ids);
      return ok(completion?.certification ? "Skills confirmed. The course is complete and the certification issued." : "Skills confirmed.", skills);
    },
  }),
});
