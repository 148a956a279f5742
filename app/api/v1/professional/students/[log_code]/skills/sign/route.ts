import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZLogCodeParams, ZSkillIdsBody } from "@/lib/learning/schema";
import { signSkillsAsInstructor } from "@/lib/learning/sign-skills";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "professional",
    params: ZLogCodeParams,
    body: ZSkillIdsBody,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params, body }) =>
      ok("Skills signed.", await signSkillsAsInstructor(user.id, params.log_code, body.skill_ids)),
  }),
});
