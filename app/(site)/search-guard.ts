import { pageMessage } from "@/lib/i18n/page-errors";
import { requestIp } from "@/app/(site)/request-info";
import { AppError } from "@/lib/api/errors";
import { hit, policies } from "@/lib/api/rate-limit";

/** The public search pages count against the same per-address budget as the search API; null when allowed, else the refusal. */
export async function searchRefusal(): Promise<string | null> {
  try {
    await hit(policies.search, await requestIp());
    return null;
  } catch (e) {
    if (e instanceof AppError && e.code === "rate_limited") return await pageMessage(e.message);
    throw e;
  }
}

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;
export const firstParam = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Query string of a search page without the empty filters, for form defaults and page links. */
export function searchHref(path: string, filters: Record<string, string | undefined>, page = 1): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) q.set(k, v);
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}
