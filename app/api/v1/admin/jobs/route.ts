import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listJobs } from "@/lib/jobs/list-jobs";
import { ZJobQuery, ZJobRecord } from "@/lib/jobs/schema";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "admin",
    query: ZJobQuery,
    docs: {
      tag: "Admin",
      summary: "List background jobs",
      description:
        "`?state=waiting` (default: due or scheduled, including retries not yet due), `failed` (out of attempts, kept 30 days), `active`, `completed` (kept one day) or `all`; newest first. Each job names its task, payload, attempts made and allowed, and the last error.",
    },
    response: { description: "A page of jobs.", data: ZLengthAwarePage(ZJobRecord) },
    handler: async ({ query, url }) => ok("Jobs retrieved.", await listJobs(query, url)),
  }),
});
