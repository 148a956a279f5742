import { parseMultipartFields } from "@/lib/api/read-multipart";
import { MAX_DOCUMENT_BYTES, ZUploadDocument } from "@/lib/documents/schema";
import { uploadDocument } from "@/lib/documents/upload-document";
import { sessionUpload } from "@/app/(account)/documents/session-upload";

// POST /documents/upload: the upload form's XHR target (for its progress events); the same
// limits, rate limit, service and answers as POST /api/v1/diver/documents.
export const POST = (req: Request) =>
  sessionUpload(req, {
    maxFileBytes: MAX_DOCUMENT_BYTES,
    run: async (user, upload) => ({
      status: 201,
      message: "Document uploaded.",
      data: await uploadDocument(user.id, parseMultipartFields(upload.fields, ZUploadDocument), upload.file),
    }),
  });
