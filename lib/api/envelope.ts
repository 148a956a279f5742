// Success envelopes of the contract: { status, message, data }, plus success: true on user resources only.

export type ApiResponse = {
  status: number;
  body: Record<string, unknown> | null;
  headers?: Record<string, string>;
  /** Cacheable by ETag (If-None-Match answers 304). */
  etag?: boolean;
  raw?: Response;
};

export const ok = (message: string, data: unknown = null, headers?: Record<string, string>): ApiResponse => ({
  status: 200,
  body: { status: "success", message, data },
  headers,
});

export const created = (message: string, data: unknown): ApiResponse => ({
  status: 201,
  body: { status: "success", message, data },
});

export const userResource = (message: string, data: unknown, status = 200): ApiResponse => ({
  status,
  body: { status: "success", success: true, message, data },
});

/** For file downloads and other non-JSON answers. */
export const rawResponse = (raw: Response): ApiResponse => ({ status: raw.status, body: null, raw });
