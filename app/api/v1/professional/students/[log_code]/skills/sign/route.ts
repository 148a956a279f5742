import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZLogCodeParams, ZSkillIdsBody } from "@/lib/learning/schema";
import { signSkillsAsInstructor } from "@/lib/learning/sign-skills";
import { ZSkillProgress } from "@/lib/learning/record-schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "professional",
    docs: {
      tag: "Professional",
      summary: "Sign a student's skills",
      description: "The student confirms them afterwards. A skill that requires a dive needs a linked dive log first. Skills that require a dive are in-water skills: they are signed only while the student's medical status is `fit` or `fit_with_physician_approval`.",
      errors: {
        403: "The student's medical status (missing, expired or physician_approval_required) does not allow in-water skills; the message names it.",
        404: "Unknown course log, or not one where you are the instructor.",
        409: "The course log has expired (read-only).",
      },
    },
    response: { description: "The skill progress list.", data: z.array(ZSkillProgress) },
    params: ZLogCodeParams,
    body: ZSkillIdsBody,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params, body }) =>
      ok("Skills signed.", await signSkillsAsInstructor(user.id, params.log_code, body.skill_ids)),
  }),
});
