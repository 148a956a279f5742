import { AppError } from "@/lib/api/errors";
import { toErrorResponse } from "@/lib/api/error-response";
import { hit, policies } from "@/lib/api/rate-limit";
import { readMultipart, type MultipartBody } from "@/lib/api/read-multipart";
import type { SessionUser } from "@/lib/auth/session";
import { pageFields, pageMessage } from "@/lib/i18n/page-errors";
import { sessionDoor } from "@/app/(account)/documents/session-door";

// The pages' upload targets (XHR, for progress events): the session door, the API's upload rate
// limit and file limit, one service call, and the API's envelope with its words in the page's
// language (the form shows them).

export type SessionUploadOptions = {
  maxFileBytes: number;
  run: (user: SessionUser, upload: MultipartBody) => Promise<{ status: number; message: string; data: unknown }>;
};

export async function sessionUpload(req: Request, options: SessionUploadOptions): Promise<Response> {
  const door = await sessionDoor(req, "verified");
  if ("response" in door) return door.response;
  let upload: MultipartBody | undefined;
  try {
    await hit(policies.upload, `u${door.user.id}`);
    upload = await readMultipart(req, { file: "file", maxFileBytes: options.maxFileBytes });
    const { status, message, data } = await options.run(door.user, upload);
    return Response.json({ status: "success", message, data }, { status, headers: { "X-Request-Id": door.requestId } });
  } catch (e) {
    const shown = e instanceof AppError ? new AppError(e.code, await pageMessage(e.message), { ...e.extra, fields: await pageFields(e.extra.fields) }) : e;
    return toErrorResponse(shown, door.requestId);
  } finally {
    await upload?.cleanup();
  }
}
