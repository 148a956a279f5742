import { z } from "zod";
import { AppError, errorStatus } from "@/lib/api/errors";
import { errorJson } from "@/lib/api/respond";
import { zodToAppError } from "@/lib/api/validation";
import { logger } from "@/lib/log";

// Database errors that are the client's doing or the database's absence, not our bugs.
type DbError = {
  code?: string;
  name?: string;
  message?: string;
  cause?: { code?: string; kind?: string; originalCode?: string };
  meta?: { driverAdapterError?: { cause?: { kind?: string; originalCode?: string } } };
};

// Prisma's driver-adapter error kinds, and PostgreSQL states (admin/crash shutdown, starting up,
// too many connections, connection exceptions), that mean "the database is away", not "a bug".
const UNAVAILABLE_KINDS = new Set(["DatabaseNotReachable", "SocketTimeout", "ConnectionClosed", "TooManyConnections", "TlsConnectionError"]);
const UNAVAILABLE_STATES = /^(57P0[1-3]|53300|08\d{3})$/;
const UNAVAILABLE_CODES = new Set(["P1001", "P1002", "P1017", "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE"]);
const UNAVAILABLE_TEXT =
  /ECONNREFUSED|Connection terminated|timeout exceeded when trying to connect|Can't reach database server|terminating connection|connection error and is not queryable/i;

function isUnavailable(e: DbError, code: string | undefined): boolean {
  const adapter = e.meta?.driverAdapterError?.cause ?? (e.name === "DriverAdapterError" ? e.cause : undefined);
  const state = adapter?.originalCode ?? code;
  return (
    UNAVAILABLE_KINDS.has(adapter?.kind ?? "") ||
    (!!state && UNAVAILABLE_STATES.test(state)) ||
    (!!code && UNAVAILABLE_CODES.has(code)) ||
    UNAVAILABLE_TEXT.test(e.message ?? "")
  );
}

// Deadlock and serialization failures: the transaction was rolled back whole, so the same
// request can simply be sent again (the sync client honours Retry-After).
const RETRYABLE_STATES = /^(40P01|40001)$/;

function isRetryable(e: DbError, code: string | undefined): boolean {
  const adapter = e.meta?.driverAdapterError?.cause ?? (e.name === "DriverAdapterError" ? e.cause : undefined);
  const state = adapter?.originalCode ?? code;
  return !!state && RETRYABLE_STATES.test(state);
}

function fromDatabase(error: unknown): AppError | undefined {
  const e = (error ?? {}) as DbError;
  const code = e.code ?? e.cause?.code;
  if (code === "P2025") return new AppError("not_found", "Not found.");
  if (code === "P2002" || code === "23505") return new AppError("conflict", "The record already exists.");
  if (isUnavailable(e, code)) {
    return new AppError("unavailable", "The service is temporarily unavailable. Please retry shortly.", { retryAfter: 5 });
  }
  if (isRetryable(e, code)) {
    return new AppError("unavailable", "The request collided with another one and was not applied. Please retry.", { retryAfter: 1 });
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
