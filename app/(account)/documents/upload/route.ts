import { policies } from "@/lib/api/rate-limit";
import { parseMultipartFields } from "@/lib/api/read-multipart";
import { MAX_DOCUMENT_BYTES, ZUploadDocument } from "@/lib/documents/schema";
import { uploadDocument } from "@/lib/documents/upload-document";
import { withSession } from "@/lib/pages/session-route";

// POST /documents/upload: the upload form's XHR target (for its progress events); the same
// limits, rate limit, service and answers as POST /api/v1/diver/documents.
export const POST = withSession({
  auth: "verified",
  rateLimit: policies.upload,
  multipart: { file: "file", maxFileBytes: MAX_DOCUMENT_BYTES },
  handler: async ({ user, upload }) =>
    Response.json({ status: "success", message: "Document uploaded.", data: await uploadDocument(user.id, parseMultipartFields(upload!.fields, ZUploadDocument), upload!.file) }, { status: 201 }),
});
