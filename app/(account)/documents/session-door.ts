import { randomUUID } from "node:crypto";
import { AppError, forbidden, notFound, unauthenticated } from "@/lib/api/errors";
import { toErrorResponse } from "@/lib/api/error-response";
import { pageRefusal } from "@/lib/auth/page-access";
import { getDocumentFile } from "@/lib/documents/get-document-file";
import { getSessionUser, type SessionUser } from "@/lib/auth/session";
import { env } from "@/lib/env";

// The browser's door to the documents routes: the next-auth session instead of a bearer token,
// the API's refusals and error envelope, so the upload form shows the server's own messages.

export type DoorResult = { user: SessionUser; requestId: string } | { response: Response };

export async function sessionDoor(req: Request, level: "verified" | "admin"): Promise<DoorResult> {
  const requestId = randomUUID();
  // The session cookie rides along on any request from this browser: writes must come from our pages.
  const origin = req.headers.get("origin");
  if (req.method !== "GET" && origin && origin !== new URL(env().appUrl).origin && origin !== new URL(req.url).origin) {
    return { response: toErrorResponse(forbidden("Cross-site request refused."), requestId) };
  }
  const user = await getSessionUser();
  if (!user) return { response: toErrorResponse(unauthenticated(), requestId) };
  const refusal = await pageRefusal(user.id, level);
  if (refusal) return { response: toErrorResponse(new AppError("forbidden", refusal), requestId) };
  return { user, requestId };
}

/** The route parameter as a document id, or null (then the answer is 404 like the API's). */
export function documentId(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** A download link of the pages: own and organisation documents, or (staff) any diver's. */
export async function serveDocumentFile(req: Request, rawId: string, level: "verified" | "admin"): Promise<Response> {
  const door = await sessionDoor(req, level);
  if ("response" in door) return door.response;
  const id = documentId(rawId);
  try {
    if (id === null) throw notFound("Document");
    return await getDocumentFile(level === "admin" ? { staff: true } : { userId: door.user.id }, id);
  } catch (e) {
    return toErrorResponse(e, door.requestId);
  }
}
