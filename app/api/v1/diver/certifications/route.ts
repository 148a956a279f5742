import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listCertifications } from "@/lib/certifications/list-certifications";
import { ZCertification } from "@/lib/certifications/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    docs: { tag: "Diver certifications", summary: "List current certifications" },
    response: { description: "The valid certifications, and revoked ones marked `status: revoked` (a revocation is never silent), highest level first. Superseded ones are in the history.", data: z.array(ZCertification) },
    handler: async ({ user, lang }) =>
      ok("Certifications retrieved.", await listCertifications(user.id, lang, { statuses: ["valid", "revoked"] })),
  }),
});
