import { z } from "zod";

// Laravel's length-aware paginator shape, which the mobile apps already parse.

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
});
export type PageQuery = z.infer<typeof ZPageQuery>;

export type PageLink = { url: string | null; label: string; active: boolean };

export type LengthAwarePage<T> = {
  current_page: number;
  data: T[];
  first_page_url: string;
  from: number | null;
  last_page: number;
  last_page_url: string;
  links: PageLink[];
  next_page_url: string | null;
  path: string;
  per_page: number;
  prev_page_url: string | null;
  to: number | null;
  total: number;
};

export const pageWindow = ({ page, per_page }: PageQuery) => ({ skip: (page - 1) * per_page, take: per_page });

/** `url` is the request URL: its other query parameters are kept in every page link. */
export function lengthAwarePage<T>(items: T[], total: number, q: PageQuery, url: URL): LengthAwarePage<T> {
  const lastPage = Math.max(1, Math.ceil(total / q.per_page));
  const path = `${url.origin}${url.pathname}`;
  const pageUrl = (n: number) => {
    const u = new URL(url);
    u.searchParams.set("page", String(n));
    return u.toString();
  };
  const from = items.length ? (q.page - 1) * q.per_page + 1 : null;
  const links: PageLink[] = [
    { url: q.page > 1 ? pageUrl(q.page - 1) : null, label: "&laquo; Previous", active: false },
  ];
  // Laravel shows a window of pages around the current one.
  const start = Math.max(1, q.page - 3);
  const end = Math.min(lastPage, q.page + 3);
  for (let n = start; n <= end; n++) links.push({ url: pageUrl(n), label: String(n), active: n === q.page });
  links.push({ url: q.page < lastPage ? pageUrl(q.page + 1) : null, label: "Next &raquo;", active: false });
  return {
    current_page: q.page,
    data: items,
    first_page_url: pageUrl(1),
    from,
    last_page: lastPage,
    last_page_url: pageUrl(lastPage),
    links,
    next_page_url: q.page < lastPage ? pageUrl(q.page + 1) : null,
    path,
    per_page: q.per_page,
    prev_page_url: q.page > 1 ? pageUrl(q.page - 1) : null,
    to: from === null ? null : from + items.length - 1,
    total,
  };
}
