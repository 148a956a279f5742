import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getCertificationCard } from "@/lib/certifications/get-card";
import { ZCertificationParams } from "@/lib/certifications/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "user",
    params: ZCertificationParams,
    handler: async ({ user, params, lang }) => ok("Certification card retrieved.", await getCertificationCard(user.id, params.certification, lang)),
  }),
});
