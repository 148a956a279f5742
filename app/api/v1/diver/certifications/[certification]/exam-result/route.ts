import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getCertificationExamResult } from "@/lib/certifications/certification-results";
import { ZCertificationParams } from "@/lib/certifications/schema";
import { ZExamResult } from "@/lib/learning/record-schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    docs: {
      tag: "Diver certifications",
      summary: "Exam result behind a certification",
      description: "The best final-exam attempt of the course log the certification was issued for, or `null` when there is none: a certification issued without an online exam (a recognition of another agency's card, a course without an exam) answers `null` (CONTRACT.md section 4).",
      errors: { 404: "Unknown certification, or another diver's." },
    },
    response: { description: "The best exam attempt, or null.", data: ZExamResult.nullable() },
    params: ZCertificationParams,
    handler: async ({ user, params }) => ok("Exam result retrieved.", await getCertificationExamResult(user.id, params.certification)),
  }),
});
