// Domain errors thrown by services; the kernel maps each code to one HTTP status (one table).

export const errorStatus = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  // A link or code that was valid once and is no longer (an invitation after 14 days, a referral after 12 months).
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation: 422,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { fields?: FieldErrors; retryAfter?: number; data?: Record<string, unknown> } = {},
  ) {
    super(message);
  }
}

export const notFound = (what = "Resource") => new AppError("not_found", `${what} not found.`);
export const forbidden = (message = "This action is unauthorized.") => new AppError("forbidden", message);
export const conflict = (message: string, data?: Record<string, unknown>) =>
  new AppError("conflict", message, { data });
export const gone = (message: string) => new AppError("gone", message);
export const unauthenticated = () => new AppError("unauthenticated", "Unauthenticated.");

/** A 422 with Laravel-style field errors; the message is the first error plus a count. */
export function validationError(fields: FieldErrors): AppError {
  const all = Object.values(fields).flat();
  const first = all[0] ?? "The given data was invalid.";
  const rest = all.length - 1;
  const message = rest > 0 ? `${first} (and ${rest} more error${rest === 1 ? "" : "s"})` : first;
  return new AppError("validation", message, { fields });
}

/** Shorthand for one failing field. */
export const invalidField = (field: string, message: string) => validationError({ [field]: [message] });
