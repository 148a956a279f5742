import type { z } from "zod";

// Laravel's cursor paginator (keyset paging), for lists that grow while they are read: a page
// starts after (or before) the last row seen, so rows inserted between two fetches neither
// repeat nor push others off a page. The cursor is opaque to clients: base64url of a small
// JSON object holding the sort-key values of the boundary row and the direction, as Laravel
// encodes it ({"date":"2026-11-22","id":41,"_pointsToNextItems":true}).

export type CursorParams = Record<string, string | number>;

export type Cursor<P extends CursorParams = CursorParams> = {
  /** Sort-key values of the row the page starts after (next) or ends before (previous). */
  params: P;
  pointsToNext: boolean;
};

export type CursorPage<T> = {
  data: T[];
  path: string;
  per_page: number;
  next_cursor: string | null;
  next_page_url: string | null;
  prev_cursor: string | null;
  prev_page_url: string | null;
};

const MAX_CURSOR_LENGTH = 512;

export function encodeCursor(cursor: Cursor): string {
  const json = JSON.stringify({ ...cursor.params, _pointsToNextItems: cursor.pointsToNext });
  return Buffer.from(json, "utf8").toString("base64url");
}

/** The cursor, or null when it is not one of ours (tampered, truncated, wrong shape). */
export function decodeCursor<P extends CursorParams>(raw: string, params: z.ZodType<P>): Cursor<P> | null {
  if (!raw || raw.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const { _pointsToNextItems: pointsToNext, ...rest } = value as Record<string, unknown>;
  if (typeof pointsToNext !== "boolean") return null;
  const parsed = params.safeParse(rest);
  return parsed.success ? { params: parsed.data, pointsToNext } : null;
}

/** Rows to fetch: one more than a page, to learn whether another page follows. */
export const cursorTake = (perPage: number) => perPage + 1;

/**
 * Builds the page from the rows of a keyset query that fetched `cursorTake(perPage)` rows: in
 * the list's order when going forward (or with no cursor), in the reversed order when the
 * cursor points to previous items. `url` is the request URL: its other query parameters
 * (filters, per_page) are kept in the page links; `page` is dropped.
 */
export function cursorPage<R, T, P extends CursorParams>(
  rows: R[],
  options: { cursor: Cursor<P> | null; perPage: number; url: URL; positionOf: (row: R) => P; toItem: (row: R) => T },
): CursorPage<T> {
  const { cursor, perPage, url } = options;
  const hasMore = rows.length > perPage;
  const pageRows = rows.slice(0, perPage);
  if (cursor && !cursor.pointsToNext) pageRows.reverse();

  const first = pageRows[0];
  const last = pageRows[pageRows.length - 1];
  const forward = !cursor || cursor.pointsToNext;
  // Going forward, a next page exists when more rows were found; going back, the page we came
  // from is always next. Previous pages exist once a cursor was used, unless going back ran out.
  const next = last && (forward ? hasMore : true) ? encodeCursor({ params: options.positionOf(last), pointsToNext: true }) : null;
  const prev = first && cursor && (forward || hasMore) ? encodeCursor({ params: options.positionOf(first), pointsToNext: false }) : null;

  const path = `${url.origin}${url.pathname}`;
  const link = (c: string | null) => {
    if (c === null) return null;
    const u = new URL(url);
    u.searchParams.delete("page");
    u.searchParams.set("cursor", c);
    return u.toString();
  };
  return {
    data: pageRows.map(options.toItem),
    path,
    per_page: perPage,
    next_cursor: next,
    next_page_url: link(next),
    prev_cursor: prev,
    prev_page_url: link(prev),
  };
}
