import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listReviewDocuments } from "@/lib/documents/list-review-documents";
import { ZReviewQuery } from "@/lib/documents/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "admin",
    query: ZReviewQuery,
    handler: async ({ query, url }) => ok("Documents retrieved.", await listReviewDocuments(query, url)),
  }),
});
