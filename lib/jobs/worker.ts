import type PgBoss from "pg-boss";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import { jobQueue, markWorker, workerIds } from "@/lib/jobs/boss";
import type { TaskDefinition } from "@/lib/jobs/task";
import { tasks } from "@/lib/jobs/tasks";

function handlerFor(task: TaskDefinition, wake: () => void) {
  return async (jobs: PgBoss.JobWithMetadata<unknown>[]) => {
    // pg-boss waits a whole polling interval after every fetch; a worker that just found work
    // looks again at once instead (the next fetch, if empty, waits as usual).
    wake();
    for (const job of jobs) {
      const context = { id: job.id, name: task.name, attempt: job.retryCount + 1, maxAttempts: job.retryLimit + 1 };
      const fields = { job: task.name, job_id: job.id, attempt: context.attempt, max_attempts: context.maxAttempts };
      const started = performance.now();
      logger.debug("job started", fields);
      try {
        await task.run(task.payload.parse(job.data), context);
        logger.info("job done", { ...fields, duration_ms: Math.round(performance.now() - started) });
      } catch (e) {
        const error = e instanceof Error ? e.message : String(e);
        const final = context.attempt >= context.maxAttempts;
        logger[final ? "error" : "warn"](final ? "job failed" : "job attempt failed", { ...fields, error, retried: !final });
        throw e;
      }
    }
  };
}

/**
 * Starts working every registered task in this process and registers the schedules. Idempotent.
 * Each fetch takes its jobs with FOR UPDATE SKIP LOCKED, so with several instances on one
 * PostgreSQL each job runs once; each cron occasion is sent once (pg-boss's singleton per minute).
 */
export async function startWorker(): Promise<void> {
  const boss = await jobQueue(tasks);
  if (!markWorker()) return;
  const settings = env();
  for (const task of tasks) {
    const workers = task.concurrency && !settings.embedded ? task.concurrency : 1;
    const ids = workerIds(task.name);
    for (let i = 0; i < workers; i++) {
      let id = "";
      id = await boss.work(task.name, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: settings.jobs.pollSeconds }, handlerFor(task, () => boss.notifyWorker(id)));
      ids.push(id);
    }
    if (task.schedule) await boss.schedule(task.name, task.schedule, {}, { tz: "UTC" });
  }
  logger.info("job worker started", { tasks: tasks.map((t) => t.name), poll_seconds: settings.jobs.pollSeconds });
}
