import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listIssuedCertifications } from "@/lib/learning/issued-certifications";
import { ZCertificationLevelParams, ZIssuedCertificationsQuery } from "@/lib/learning/schema";
import { ZIssuedCertification } from "@/lib/learning/record-schema";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    docs: {
      tag: "Professional",
      summary: "List certifications you issued",
      description: "Newest first; `{level}` is all, diver, specialty, professional, trainer or examiner.",
    },
    response: { description: "A page of certifications with their holder.", data: ZLengthAwarePage(ZIssuedCertification) },
    params: ZCertificationLevelParams,
    query: ZIssuedCertificationsQuery,
    handler: async ({ user, params, query, url, lang }) =>
      ok("Certifications retrieved.", await listIssuedCertifications(user.id, params.level, query, url, lang)),
  }),
});
