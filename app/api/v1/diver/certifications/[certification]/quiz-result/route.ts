import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getCertificationQuizResults } from "@/lib/certifications/certification-results";
import { ZCertificationParams } from "@/lib/certifications/schema";
import { ZCertificationQuizResult } from "@/lib/learning/record-schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    docs: {
      tag: "Diver certifications",
      summary: "Quiz results behind a certification",
      description: "Every module of the certification's course with the best quiz attempt of the course log it was issued for (`null` when there is none).",
      errors: { 404: "Unknown certification, or another diver's." },
    },
    response: { description: "One entry per module.", data: z.array(ZCertificationQuizResult) },
    params: ZCertificationParams,
    handler: async ({ user, params }) => ok("Quiz results retrieved.", await getCertificationQuizResults(user.id, params.certification)),
  }),
});
