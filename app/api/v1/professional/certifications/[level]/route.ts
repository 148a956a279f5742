import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listIssuedCertifications } from "@/lib/learning/issued-certifications";
import { ZCertificationLevelParams, ZIssuedCertificationsQuery } from "@/lib/learning/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    params: ZCertificationLevelParams,
    query: ZIssuedCertificationsQuery,
    handler: async ({ user, params, query, url, lang }) =>
      ok("Certifications retrieved.", await listIssuedCertifications(user.id, params.level, query, url, lang)),
  }),
});
