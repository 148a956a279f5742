import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { reviewDocument } from "@/lib/documents/review-document";
import { ZReviewRecord, ZDocumentParams } from "@/lib/documents/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "staff",
    permission: "records",
    params: ZDocumentParams,
    docs: {
      tag: "Admin",
      summary: "Accept a document",
      description: "The diver is e-mailed. An accepted `medical_certificate` records the physician's approval on the diver's latest questionnaire submission that required one and was submitted before the upload.",
      errors: { 409: "The document is not a diver's pending document (already accepted or rejected, or an organisation document)." },
    },
    response: { description: "The reviewed document.", data: ZReviewRecord },
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params }) => ok("Document accepted.", await reviewDocument(user.id, params.id, { accepted: true })),
  }),
});
