import type { z } from "zod";

/** What a task's run learns about the job it is running. */
export type JobContext = {
  id: string;
  name: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  /** The attempts the job has in all (its retries plus one). */
  maxAttempts: number;
};

export type RetryPolicy = { limit: number; delaySeconds: number; backoff: boolean };

/**
 * One kind of job (one file per task in lib/jobs/tasks/): its name (the queue's, kept in the
 * database: never rename one), its payload's schema and its run. A service enqueues a job by
 * handing the task itself to `enqueue(task, payload)`, typed by `payload`; the payload is
 * validated when enqueued and again before `run`, so a malformed job fails at once instead of
 * half-running. A task that throws is retried by its `retry` policy; `schedule` (cron, UTC) makes
 * it run by itself, once per occasion across all instances.
 */
export type TaskDefinition<S extends z.ZodType = z.ZodType> = {
  name: string;
  payload: S;
  run(payload: z.infer<S>, job: JobContext): Promise<void>;
  /** Read when a job is enqueued, so settings (lib/env.ts) apply to new jobs. */
  retry(): RetryPolicy;
  /** A run taking longer than this counts as failed (and is retried): bounds a hung worker. */
  expireInSeconds: number;
  schedule?: string;
  /** Jobs of this task worked at once per process on PostgreSQL (PGlite: one). */
  concurrency?: number;
};

export function defineTask<S extends z.ZodType>(task: TaskDefinition<S>): TaskDefinition<S> {
  return task;
}
