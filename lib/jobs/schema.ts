import { z } from "zod";
import { ZPageQuery } from "@/lib/api/pagination";

// The administrators' view of the queue (GET /admin/jobs, POST /admin/jobs/{id}/retry).

export const jobStates = ["waiting", "failed", "active", "completed", "all"] as const;

export const ZJobQuery = ZPageQuery.extend({
  state: z.enum(jobStates, { error: `The state must be one of: ${jobStates.join(", ")}.` }).default("waiting"),
});
export type JobQuery = z.infer<typeof ZJobQuery>;

export const ZJobParams = z.object({ id: z.uuid({ error: "The job id must be a UUID." }) });

export const ZJobRecord = z.object({
  id: z.string(),
  name: z.string(),
  /** pg-boss's state: created and retry are both "waiting" in the filter. */
  state: z.enum(["created", "retry", "active", "completed", "cancelled", "failed"]),
  payload: z.unknown(),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string(),
  run_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
}).meta({ id: "Job" });
export type JobRecord = z.input<typeof ZJobRecord>;

export const ZJobCounts = z
  .object({
    waiting: z.number().int().describe("Due or scheduled, including retries not yet due"),
    failed: z.number().int().describe("Out of attempts (kept 30 days)"),
    oldest_waiting_seconds: z.number().int().describe("How long the oldest due job has waited: a stalled worker shows here"),
  })
  .meta({ id: "JobCounts" });
export type JobCounts = z.infer<typeof ZJobCounts>;
