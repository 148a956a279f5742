import { auditContext } from "@/lib/api/audit-context";
import { created, ok } from "@/lib/api/envelope";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { issueCertificationByHand } from "@/lib/certifications/issue-by-hand";
import { listAdminCertifications } from "@/lib/certifications/list-admin-certifications";
import { ZAdminCertification, ZAdminCertificationsQuery, ZIssueCertification } from "@/lib/certifications/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "staff",
    permission: "certifications",
    query: ZAdminCertificationsQuery,
    docs: {
      tag: "Admin",
      summary: "List certifications",
      description: "Newest first. `?q=` a member id or a certification number (or its beginning), else words of the holder's names, e-mail or the course name (case- and accent-insensitive); `?status=valid|superseded|revoked`. Paginated.",
    },
    response: { description: "A page of certifications.", data: ZLengthAwarePage(ZAdminCertification) },
    handler: async ({ query, url, lang }) => ok("Certifications retrieved.", await listAdminCertifications(query, url, lang)),
  }),
  POST: withApi({
    auth: "staff",
    permission: "certifications",
    body: ZIssueCertification,
    docs: {
      tag: "Admin",
      summary: "Issue a certification by hand",
      description: "`{ user, course, issued_on, instructor?, dive_center?, reason }` for transfers and lost records: numbered like every certification, the holder's qualification follows, and a `certification.issued` audit row keeps the reason.",
      errors: { 409: "The diver already holds a valid certification of this course." },
    },
    response: { status: 201, description: "The certification record.", data: ZAdminCertification },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => created("Certification issued.", await issueCertificationByHand(ctx.body, auditContext(ctx), ctx.lang)),
  }),
});
