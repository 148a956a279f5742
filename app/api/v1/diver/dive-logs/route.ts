import { created, ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { createDiveLog } from "@/lib/dive-logs/create-dive-log";
import { listDiveLogs } from "@/lib/dive-logs/list-dive-logs";
import { z } from "zod";
import { ZCursorPage, ZLengthAwarePage } from "@/lib/api/page-schemas";
import { ZDiveLogRecord } from "@/lib/dive-logs/record-schema";
import { ZCreateDiveLog, ZDiveLogListQuery } from "@/lib/dive-logs/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    query: ZDiveLogListQuery,
    docs: { tag: "Diver dive logs", summary: "List dive logs", description: "Paginated: the length-aware shape with `?page`/`?per_page`, or with `?cursor=` the Laravel cursor shape `{ data, path, per_page, next_cursor, next_page_url, prev_cursor, prev_page_url }` (keyset, stable under inserts)." },
    response: { description: "A page of dive logs.", data: z.union([ZLengthAwarePage(ZDiveLogRecord), ZCursorPage(ZDiveLogRecord)]) },
    handler: async ({ user, query, url }) => ok("Dive logs retrieved.", await listDiveLogs(user.id, query, url)),
  }),
  POST: withApi({
    auth: "verified",
    body: ZCreateDiveLog,
    docs: {
      tag: "Diver dive logs",
      summary: "Log a dive",
      description: "`date` and `dive_time` are required. Bounds are checked (422 otherwise): date not in the future nor before 1900, depths within 0–350 m (or ft), average ≤ max depth, pressure_end ≤ pressure_start, gas_mix 5–100, lat/lon ranges; `instructor_id` must be a professional; a `skill_log_id`/`skill_id` must belong to your own course log. Unknown fields are ignored.",
    },
    response: { status: 201, description: "The new dive log (no `success` key in the envelope).", data: ZDiveLogRecord },
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, body }) => created("Dive log created.", await createDiveLog(user.id, body)),
  }),
});
