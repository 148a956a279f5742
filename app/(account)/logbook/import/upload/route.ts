import { sessionDoor } from "@/app/(account)/documents/session-door";
import { AppError } from "@/lib/api/errors";
import { toErrorResponse } from "@/lib/api/error-response";
import { hit, policies } from "@/lib/api/rate-limit";
import { readMultipart, type MultipartBody } from "@/lib/api/read-multipart";
import { importDiveLogs } from "@/lib/dive-logs/import-dive-logs";
import { MAX_IMPORT_BYTES } from "@/lib/dive-logs/import/limits";
import { pageFields, pageMessage } from "@/lib/i18n/page-errors";

// POST /logbook/import/upload: the import page's XHR target (for its progress events); the same
// limit, rate limit, service and answers as POST /api/v1/diver/dive-logs/import.
export async function POST(req: Request): Promise<Response> {
  const door = await sessionDoor(req, "verified");
  if ("response" in door) return door.response;
  let upload: MultipartBody | undefined;
  try {
    await hit(policies.upload, `u${door.user.id}`);
    upload = await readMultipart(req, { file: "file", maxFileBytes: MAX_IMPORT_BYTES });
    const data = await importDiveLogs(door.user.id, upload.file);
    return Response.json({ status: "success", message: "Dive logs imported.", data }, { headers: { "X-Request-Id": door.requestId } });
  } catch (e) {
    const shown = e instanceof AppError ? new AppError(e.code, await pageMessage(e.message), { ...e.extra, fields: await pageFields(e.extra.fields) }) : e;
    return toErrorResponse(shown, door.requestId);
  } finally {
    await upload?.cleanup();
  }
}
