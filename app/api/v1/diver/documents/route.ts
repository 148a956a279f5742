import { created, ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { listDocuments } from "@/lib/documents/list-documents";
import { MAX_DOCUMENT_BYTES, ZDocumentListQuery, ZUploadDocument } from "@/lib/documents/schema";
import { uploadDocument } from "@/lib/documents/upload-document";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    query: ZDocumentListQuery,
    handler: async ({ user, query, url }) => ok("Documents retrieved.", await listDocuments(user.id, query, url)),
  }),
  POST: withApi({
    auth: "verified",
    multipart: { file: "file", maxFileBytes: MAX_DOCUMENT_BYTES },
    body: ZUploadDocument,
    rateLimit: [{ policy: policies.upload }],
    handler: async ({ user, body, file }) => created("Document uploaded.", await uploadDocument(user.id, body, file)),
  }),
});
