import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listCertifications } from "@/lib/certifications/list-certifications";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "user",
    handler: async ({ user, lang }) => ok("Certifications retrieved.", await listCertifications(user.id, lang, { group: "professional" })),
  }),
});
