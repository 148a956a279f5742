import { z } from "zod";

// The zod shapes of the two paginators' answers (lib/api/pagination.ts, cursor-pagination.ts),
// for the routes' response declarations: `data` is a page of the given record.

export const ZPageLink = z
  .object({ url: z.string().nullable(), label: z.string(), active: z.boolean() })
  .meta({ id: "PageLink" });

/** Laravel's length-aware page of `item`. */
export const ZLengthAwarePage = <T extends z.ZodType>(item: T) =>
  z
    .object({
      current_page: z.number().int(),
      data: z.array(item),
      first_page_url: z.string(),
      from: z.number().int().nullable(),
      last_page: z.number().int(),
      last_page_url: z.string(),
      links: z.array(ZPageLink),
      next_page_url: z.string().nullable(),
      path: z.string(),
      per_page: z.number().int(),
      prev_page_url: z.string().nullable(),
      to: z.number().int().nullable(),
      total: z.number().int(),
    })
    .describe("A Laravel length-aware page.");

/** Laravel's cursor page of `item` (keyset paging). */
export const ZCursorPage = <T extends z.ZodType>(item: T) =>
  z
    .object({
      data: z.array(item),
      path: z.string(),
      per_page: z.number().int(),
      next_cursor: z.string().nullable(),
      next_page_url: z.string().nullable(),
      prev_cursor: z.string().nullable(),
      prev_page_url: z.string().nullable(),
    })
    .describe("A Laravel cursor page (keyset, stable under inserts).");
