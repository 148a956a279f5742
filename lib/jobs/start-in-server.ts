import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import { jobQueue, stopJobQueue } from "@/lib/jobs/boss";
import { tasks } from "@/lib/jobs/tasks";
import { startWorker } from "@/lib/jobs/worker";

const RETRY_MS = 10_000;

/**
 * The app server's part: the queue with every task's queue always (requests enqueue, some inside
 * their transactions), the worker unless JOBS_WORKER=0
 * (PGlite: always, only this process can open it). A database that is not up yet does not stop
 * the server from starting: the start is tried again until it succeeds. scripts/server.mjs calls
 * `__divecertStopJobs` on SIGTERM, within its grace period.
 */
export async function startJobsInServer(): Promise<void> {
  (globalThis as { __divecertStopJobs?: (ms: number) => Promise<void> }).__divecertStopJobs = (ms) => stopJobQueue(ms);
  try {
    if (env().jobs.worker) await startWorker();
    else await jobQueue(tasks);
  } catch (e) {
    logger.error("job queue did not start; trying again", { error: e instanceof Error ? e.message : String(e), retry_ms: RETRY_MS });
    setTimeout(() => void startJobsInServer(), RETRY_MS).unref();
  }
}
