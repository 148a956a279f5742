import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listReviewDocuments } from "@/lib/documents/list-review-documents";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { ZReviewQuery, ZReviewRecord } from "@/lib/documents/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "staff",
    permission: "records",
    query: ZReviewQuery,
    docs: {
      tag: "Admin",
      summary: "List divers' documents for review",
      description: "`?status=pending` (default; oldest first) or `accepted`/`rejected` (most recently reviewed first). Paginated.",
    },
    response: { description: "A page of documents with their diver and review.", data: ZLengthAwarePage(ZReviewRecord) },
    handler: async ({ query, url }) => ok("Documents retrieved.", await listReviewDocuments(query, url)),
  }),
});
