import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listInstructorDiveLogs } from "@/lib/dive-logs/list-instructor-dive-logs";
import { z } from "zod";
import { ZCursorPage, ZLengthAwarePage } from "@/lib/api/page-schemas";
import { ZInstructorDiveLogRecord } from "@/lib/dive-logs/record-schema";
import { ZProfessionalDiveLogQuery } from "@/lib/dive-logs/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    query: ZProfessionalDiveLogQuery,
    docs: { tag: "Professional", summary: "List dive logs that name you as instructor", description: "`?signed=false` for the pending ones. Paginated: the length-aware shape with `?page`/`?per_page`, or with `?cursor=` the Laravel cursor shape `{ data, path, per_page, next_cursor, next_page_url, prev_cursor, prev_page_url }` (keyset, stable under inserts)." },
    response: {
      description: "A page of dive logs with their `diver`.",
      data: z.union([ZLengthAwarePage(ZInstructorDiveLogRecord), ZCursorPage(ZInstructorDiveLogRecord)]),
    },
    handler: async ({ user, query, url }) => ok("Dive logs retrieved.", await listInstructorDiveLogs(user.id, query, url)),
  }),
});
