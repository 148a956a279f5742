import { nothing, one, pageOf } from "@/lib/api/openapi/response-data";
import type { Operation } from "@/lib/api/openapi/types";
import { ZDocumentListQuery, ZDocumentParams, ZDocumentRecord, ZRejectDocument, ZReviewQuery, ZReviewRecord, ZUploadDocument } from "@/lib/documents/schema";

// /diver/documents/* and the staff review under /admin/documents/*.

const fileTypes = {
  "application/pdf": "The document's bytes (PDF).",
  "image/jpeg": "The document's bytes (JPEG, metadata removed).",
  "image/png": "The document's bytes (PNG, metadata removed).",
};
const download = (description: string) => ({
  envelope: "raw" as const,
  description: `${description} \`Content-Disposition: attachment\` with the file name, \`X-Content-Type-Options: nosniff\`.`,
  data: { kind: "object" as const, description: "A file." },
  files: fileTypes,
});
const reviewErrors = { 409: "The document is not a diver's pending document (already accepted or rejected, or an organisation document)." };

export const documentOperations: Operation[] = [
  {
    method: "GET", path: "/api/v1/diver/documents", tag: "Diver other", auth: "verified",
    summary: "List documents",
    description: "The organisation's published documents (`source: organisation`, `status: null`) first, then your own uploads newest first (`source: own`, with their review `status`). Paginated (length-aware shape).",
    query: ZDocumentListQuery,
    response: { description: "A page of documents.", data: pageOf(ZDocumentRecord, "Document") },
  },
  {
    method: "POST", path: "/api/v1/diver/documents", tag: "Diver other", auth: "verified",
    summary: "Upload a document",
    description: "`multipart/form-data`. PDF, JPEG or PNG, decided by the file's content (not its name nor its declared type); at most 10 MiB (exactly 10 MiB is accepted). Images are stored without their metadata (EXIF, GPS, text chunks), orientation applied. The stored name is generated; the original name is kept, cleaned, as `file_name` (with the extension of the real type). A new upload is `pending` until staff review it.",
    body: ZUploadDocument,
    multipart: { files: { file: "The document: PDF, JPEG or PNG, at most 10 MiB." } },
    rateLimited: true,
    errors: { 413: "The body or the file is over 10 MiB.", 415: "The body is not multipart/form-data.", 422: "`errors.file`: missing, empty, or not a PDF/JPEG/PNG; or a field is invalid." },
    response: { status: 201, description: "The new document.", data: one(ZDocumentRecord, "Document") },
  },
  {
    method: "GET", path: "/api/v1/diver/documents/{id}/file", tag: "Diver other", auth: "verified",
    summary: "Download a document",
    description: "Your own documents and the organisation's published ones; anyone else's is 404.",
    params: ZDocumentParams,
    response: download("The stored bytes, streamed."),
  },
  {
    method: "DELETE", path: "/api/v1/diver/documents/{id}", tag: "Diver other", auth: "verified",
    summary: "Delete a document",
    description: "Your own documents only, whatever their review state; the stored bytes are removed.",
    params: ZDocumentParams, rateLimited: true,
    response: { description: "Deleted.", data: nothing },
  },
  {
    method: "GET", path: "/api/v1/admin/documents", tag: "Admin", auth: "admin",
    summary: "List divers' documents for review",
    description: "`?status=pending` (default; oldest first) or `accepted`/`rejected` (most recently reviewed first). Paginated.",
    query: ZReviewQuery,
    response: { description: "A page of documents with their diver and review.", data: pageOf(ZReviewRecord, "ReviewDocument") },
  },
  {
    method: "GET", path: "/api/v1/admin/documents/{id}/file", tag: "Admin", auth: "admin",
    summary: "Download a diver's document",
    params: ZDocumentParams,
    response: download("The stored bytes of any diver's (not deleted) document."),
  },
  {
    method: "POST", path: "/api/v1/admin/documents/{id}/accept", tag: "Admin", auth: "admin",
    summary: "Accept a document",
    description: "The diver is e-mailed. An accepted `medical_certificate` records the physician's approval on the diver's latest questionnaire submission that required one and was submitted before the upload.",
    params: ZDocumentParams, rateLimited: true, errors: reviewErrors,
    response: { description: "The reviewed document.", data: one(ZReviewRecord, "ReviewDocument") },
  },
  {
    method: "POST", path: "/api/v1/admin/documents/{id}/reject", tag: "Admin", auth: "admin",
    summary: "Reject a document",
    description: "`{ reason }` (3–500 characters) is kept and e-mailed to the diver.",
    params: ZDocumentParams, body: ZRejectDocument, rateLimited: true, errors: reviewErrors,
    response: { description: "The reviewed document.", data: one(ZReviewRecord, "ReviewDocument") },
  },
];
