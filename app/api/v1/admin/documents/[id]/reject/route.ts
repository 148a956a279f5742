import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { reviewDocument } from "@/lib/documents/review-document";
import { ZReviewRecord, ZDocumentParams, ZRejectDocument } from "@/lib/documents/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "staff",
    permission: "records",
    params: ZDocumentParams,
    docs: {
      tag: "Admin",
      summary: "Reject a document",
      description: '`{ reason }` (3–500 characters) is kept and e-mailed to the diver.',
      errors: { 409: "The document is not a diver's pending document (already accepted or rejected, or an organisation document)." },
    },
    response: { description: "The reviewed document.", data: ZReviewRecord },
    body: ZRejectDocument,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params, body }) =>
      ok("Document rejected.", await reviewDocument(user.id, params.id, { accepted: false, reason: body.reason })),
  }),
});
