import { z } from "zod";
import { AppError, errorStatus } from "@/lib/api/errors";
import { errorJson } from "@/lib/api/respond";
import { zodToAppError } from "@/lib/api/validation";
import { logger } from "@/lib/log";

// Database errors that are the client's doing or the database's absence, not our bugs.
function fromDatabase(error: unknown): AppError | undefined {
  const e = error as {
    code?: string; name?: string; message?: string; cause?: { code?: string };
    meta?: { driverAdapterError?: { cause?: { code?: string; originalCode?: string } } };
  };
  // Through Prisma's driver adapters the server's own code (57P01: the server is shutting down)
  // sits in meta.driverAdapterError.cause, under a generic Prisma code.
  const adapterCode = e?.meta?.driverAdapterError?.cause?.originalCode ?? e?.meta?.driverAdapterError?.cause?.code;
  const code = adapterCode ?? e?.code ?? e?.cause?.code;
  if (code === "P2025") return new AppError("not_found", "Not found.");
  if (code === "P2002" || code === "23505") return new AppError("conflict", "The record already exists.");
  const unavailable = ["P1001", "P1002", "P1017", "ECONNREFUSED", "ECONNRESET", "57P01", "57P03", "53300"];
  if ((code && unavailable.includes(code)) || /ECONNREFUSED|Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|terminating connection/i.test(e?.message ?? "")) {
    return new AppError("unavailable", "The service is temporarily unavailable. Please retry shortly.", { retryAfter: 5 });
  }
  return undefined;
}

export function toErrorResponse(error: unknown, requestId: string): Response {
  const known = error instanceof AppError ? error : error instanceof z.ZodError ? zodToAppError(error) : fromDatabase(error);
  if (!known) {
    logger.error("unhandled error", {
      request_id: requestId,
      error: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
    return errorJson(500, { status: "error", message: "Server error.", request_id: requestId }, requestId);
  }
  const status = errorStatus[known.code];
  const body: Record<string, unknown> = { status: "error", message: known.message };
  if (known.extra.fields) body.errors = known.extra.fields;
  if (known.extra.data) Object.assign(body, known.extra.data);
  const headers: Record<string, string> = {};
  if (known.extra.retryAfter) headers["Retry-After"] = String(known.extra.retryAfter);
  if (status === 401) headers["WWW-Authenticate"] = 'Bearer realm="api"';
  return errorJson(status, body, requestId, headers);
}
