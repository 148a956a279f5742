import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getCertificationSkills } from "@/lib/certifications/certification-results";
import { ZCertificationParams } from "@/lib/certifications/schema";
import { ZSkillProgress } from "@/lib/learning/record-schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    docs: {
      tag: "Diver certifications",
      summary: "Skills behind a certification",
      errors: { 404: "Unknown certification, or another diver's." },
    },
    response: { description: "The skill progress list (empty without a course log).", data: z.array(ZSkillProgress) },
    params: ZCertificationParams,
    handler: async ({ user, params }) => ok("Skills retrieved.", await getCertificationSkills(user.id, params.certification)),
  }),
});
