// Success envelopes of the contract: { status, message, data }, plus success: true on user resources only.

export type ApiResponse<T = unknown> = {
  status: number;
  body: Record<string, unknown> | null;
  headers?: Record<string, string>;
  /** Cacheable by ETag (If-None-Match answers 304). */
  etag?: boolean;
  raw?: Response;
  /** Type only: what `data` holds, checked against the route's declared response schema. */
  readonly __data?: T;
};

export function ok(message: string): ApiResponse<null>;
export function ok<T>(message: string, data: T, headers?: Record<string, string>): ApiResponse<T>;
export function ok(message: string, data: unknown = null, headers?: Record<string, string>): ApiResponse {
  return { status: 200, body: { status: "success", message, data }, headers };
}

export const created = <T>(message: string, data: T): ApiResponse<T> => ({
  status: 201,
  body: { status: "success", message, data },
});

export const accepted = <T>(message: string, data: T): ApiResponse<T> => ({
  status: 202,
  body: { status: "success", message, data },
});

export const userResource = <T>(message: string, data: T, status = 200): ApiResponse<T> => ({
  status,
  body: { status: "success", success: true, message, data },
});

/** For file downloads and other answers the route builds itself (no envelope to check). */
export const rawResponse = (raw: Response): ApiResponse<never> => ({ status: raw.status, body: null, raw });
