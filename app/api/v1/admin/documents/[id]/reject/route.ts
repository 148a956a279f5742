import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { reviewDocument } from "@/lib/documents/review-document";
import { ZDocumentParams, ZRejectDocument } from "@/lib/documents/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "admin",
    params: ZDocumentParams,
    body: ZRejectDocument,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params, body }) =>
      ok("Document rejected.", await reviewDocument(user.id, params.id, { accepted: false, reason: body.reason })),
  }),
});
