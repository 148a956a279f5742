import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getCertificationExamResult } from "@/lib/certifications/certification-results";
import { ZCertificationParams } from "@/lib/certifications/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    params: ZCertificationParams,
    handler: async ({ user, params }) => ok("Exam result retrieved.", await getCertificationExamResult(user.id, params.certification)),
  }),
});
