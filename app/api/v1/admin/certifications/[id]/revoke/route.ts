import { auditContext } from "@/lib/api/audit-context";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { revokeCertification } from "@/lib/certifications/revoke-certification";
import { ZAdminCertification, ZAdminCertificationParams, ZRevokeCertification } from "@/lib/certifications/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "staff",
    permission: "certifications",
    params: ZAdminCertificationParams,
    body: ZRevokeCertification,
    docs: {
      tag: "Admin",
      summary: "Revoke a certification",
      description: "`{ reason }`. The certification stays listed as `revoked` (the holder's lists, the verify page and data); its card image answers 410; the diver search and the holder's qualification fall back to the remaining valid ones. Writes a `certification.revoked` audit row with the reason.",
      errors: { 409: "The certification is already revoked." },
    },
    response: { description: "The revoked certification.", data: ZAdminCertification },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => ok("Certification revoked.", await revokeCertification(ctx.params.id, ctx.body.reason, auditContext(ctx), ctx.lang)),
  }),
});
