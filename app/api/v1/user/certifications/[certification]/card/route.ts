import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getCertificationCard } from "@/lib/certifications/get-card";
import { ZCertificationCard, ZCertificationParams } from "@/lib/certifications/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "user",
    params: ZCertificationParams,
    docs: {
      tag: "User",
      summary: "Read a certification card",
      description: "The card image is a PNG at `card_url`. Another user's certification is a 404.",
    },
    response: { description: "The card.", data: ZCertificationCard },
    handler: async ({ user, params, lang }) => ok("Certification card retrieved.", await getCertificationCard(user.id, params.certification, lang)),
  }),
});
