import { created, ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { listDocuments } from "@/lib/documents/list-documents";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { MAX_DOCUMENT_BYTES, ZDocumentListQuery, ZDocumentRecord, ZUploadDocument } from "@/lib/documents/schema";
import { uploadDocument } from "@/lib/documents/upload-document";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    query: ZDocumentListQuery,
    docs: {
      tag: "Diver other",
      summary: "List documents",
      description: "The organisation's published documents (`source: organisation`, `status: null`) first, then your own uploads newest first (`source: own`, with their review `status`). Paginated (length-aware shape).",
    },
    response: { description: "A page of documents.", data: ZLengthAwarePage(ZDocumentRecord) },
    handler: async ({ user, query, url }) => ok("Documents retrieved.", await listDocuments(user.id, query, url)),
  }),
  POST: withApi({
    auth: "verified",
    multipart: { file: "file", maxFileBytes: MAX_DOCUMENT_BYTES },
    body: ZUploadDocument,
    docs: {
      tag: "Diver other",
      summary: "Upload a document",
      description: "`multipart/form-data`. PDF, JPEG or PNG, decided by the file's content (not its name nor its declared type); at most 10 MiB (exactly 10 MiB is accepted). Images are stored without their metadata (EXIF, GPS, text chunks), orientation applied. The stored name is generated; the original name is kept, cleaned, as `file_name` (with the extension of the real type). A new upload is `pending` until staff review it.",
      files: { file: "The document: PDF, JPEG or PNG, at most 10 MiB." },
      errors: { 413: "The body or the file is over 10 MiB.", 415: "The body is not multipart/form-data.", 422: "`errors.file`: missing, empty, or not a PDF/JPEG/PNG; or a field is invalid." },
    },
    response: { status: 201, description: "The new document.", data: ZDocumentRecord },
    rateLimit: [{ policy: policies.upload }],
    handler: async ({ user, body, file }) => created("Document uploaded.", await uploadDocument(user.id, body, file)),
  }),
});
