// Query-string helpers of the admin kit: every link keeps the page's other filters.

export type QueryParams = Record<string, string | undefined>;

/** `path?params` with `patch` applied (undefined or "" removes a key). */
export function withParams(path: string, params: QueryParams, patch: QueryParams = {}): string {
  const merged = { ...params, ...patch };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) if (value !== undefined && value !== "") search.set(key, value);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Next's `searchParams` (string | string[] | undefined) reduced to one string per key. */
export function firstParams(raw: Record<string, string | string[] | undefined>): QueryParams {
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
}
