import { one, pageOf } from "@/lib/api/openapi/response-data";
import type { Operation } from "@/lib/api/openapi/types";
import { ZJobParams, ZJobQuery, ZJobRecord } from "@/lib/jobs/schema";

// /admin/jobs: the background job queue (lib/jobs, decision 0020).

export const jobOperations: Operation[] = [
  {
    method: "GET", path: "/api/v1/admin/jobs", tag: "Admin", auth: "admin",
    summary: "List background jobs",
    description: "`?state=waiting` (default: due or scheduled, including retries not yet due), `failed` (out of attempts, kept 30 days), `active`, `completed` (kept one day) or `all`; newest first. Each job names its task, payload, attempts made and allowed, and the last error. Paginated.",
    query: ZJobQuery,
    response: { description: "A page of jobs.", data: pageOf(ZJobRecord, "Job") },
  },
  {
    method: "POST", path: "/api/v1/admin/jobs/{id}/retry", tag: "Admin", auth: "admin",
    summary: "Retry a failed job",
    description: "Puts a failed job back in the queue, due at once, with one more attempt. An e-mail already sent is never sent again by it.",
    params: ZJobParams,
    rateLimited: true,
    errors: { 404: "No such job (or archived).", 409: "The job is not failed." },
    response: { description: "The job, waiting again.", data: one(ZJobRecord, "Job") },
  },
];
