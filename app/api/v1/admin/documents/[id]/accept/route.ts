import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { reviewDocument } from "@/lib/documents/review-document";
import { ZDocumentParams } from "@/lib/documents/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "admin",
    params: ZDocumentParams,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params }) => ok("Document accepted.", await reviewDocument(user.id, params.id, { accepted: true })),
  }),
});
