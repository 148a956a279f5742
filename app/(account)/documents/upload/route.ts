import { AppError } from "@/lib/api/errors";
import { toErrorResponse } from "@/lib/api/error-response";
import { pageFields, pageMessage } from "@/lib/i18n/page-errors";
import { policies, hit } from "@/lib/api/rate-limit";
import { parseMultipartFields, readMultipart, type MultipartBody } from "@/lib/api/read-multipart";
import { MAX_DOCUMENT_BYTES, ZUploadDocument } from "@/lib/documents/schema";
import { uploadDocument } from "@/lib/documents/upload-document";
import { sessionDoor } from "@/app/(account)/documents/session-door";

// POST /documents/upload: the upload form's XHR target (for its progress events); the same
// limits, rate limit, service and answers as POST /api/v1/diver/documents.
export async function POST(req: Request): Promise<Response> {
  const door = await sessionDoor(req, "verified");
  if ("response" in door) return door.response;
  let upload: MultipartBody | undefined;
  try {
    await hit(policies.upload, `u${door.user.id}`);
    upload = await readMultipart(req, { file: "file", maxFileBytes: MAX_DOCUMENT_BYTES });
    const fields = parseMultipartFields(upload.fields, ZUploadDocument);
    const data = await uploadDocument(door.user.id, fields, upload.file);
    return Response.json({ status: "success", message: "Document uploaded.", data }, { status: 201, headers: { "X-Request-Id": door.requestId } });
  } catch (e) {
    // The same envelope as the API, its words in the page's language (the form shows them).
    const shown = e instanceof AppError ? new AppError(e.code, await pageMessage(e.message), { ...e.extra, fields: await pageFields(e.extra.fields) }) : e;
    return toErrorResponse(shown, door.requestId);
  } finally {
    await upload?.cleanup();
  }
}
