import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listCertifications } from "@/lib/certifications/list-certifications";
import { ZCertification } from "@/lib/certifications/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "user",
    docs: { tag: "User", summary: "List professional, trainer and examiner certifications" },
    response: { description: "Professional-level certifications, highest level first.", data: z.array(ZCertification) },
    handler: async ({ user, lang }) => ok("Certifications retrieved.", await listCertifications(user.id, lang, { group: "professional" })),
  }),
});
