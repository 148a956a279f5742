import PgBoss from "pg-boss";
import { rawDatabase } from "@/lib/db/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import { executorFor } from "@/lib/jobs/sql";

// One pg-boss per process, shared by every bundle of the app (Next.js loads route modules and
// the instrumentation hook as separate bundles, so the instance lives on globalThis like the db).

export const JOB_SCHEMA = "pgboss";

type Holder = { boss?: PgBoss; starting?: Promise<PgBoss>; worker?: boolean; workers?: Map<string, string[]> };
const g = globalThis as unknown as { __divecertJobs?: Holder };
const holder: Holder = (g.__divecertJobs ??= {});

async function create(): Promise<PgBoss> {
  const raw = await rawDatabase();
  const boss = new PgBoss({
    db: executorFor(raw),
    schema: JOB_SCHEMA,
    migrate: true,
    // Maintenance (expiring hung jobs, archiving) and cron scheduling only where jobs are worked.
    supervise: env().jobs.worker,
    schedule: env().jobs.worker,
    // Finished jobs stay one day for the admin page, then move to the archive for a week.
    archiveCompletedAfterSeconds: 86_400,
    archiveFailedAfterSeconds: 30 * 86_400,
    deleteAfterDays: 7,
  });
  boss.on("error", (error: Error) => logger.error("job queue error", { error: error.message }));
  await boss.start();
  const { tasks } = await import("@/lib/jobs/tasks");
  const existing = new Set((await boss.getQueues()).map((q) => q.name));
  for (const task of tasks) {
    if (!existing.has(task.name)) await boss.createQueue(task.name, { name: task.name, policy: "standard" }).catch(ignoreRace);
  }
  return boss;
}

// Two instances starting together may both create a queue: the second one's insert conflicts.
function ignoreRace(e: unknown): void {
  if (!/already exists|duplicate key/i.test(String((e as Error)?.message))) throw e;
}

/**
 * The started queue (its tables made and every task's queue created). Start it before a request
 * enqueues (the instrumentation hook does, and tests do): on PGlite, starting it from inside an
 * open Prisma transaction would wait on that transaction's lock forever.
 */
export async function jobQueue(): Promise<PgBoss> {
  if (holder.boss) return holder.boss;
  holder.starting ??= create().then((b) => (holder.boss = b));
  try {
    return await holder.starting;
  } catch (e) {
    holder.starting = undefined;
    throw e;
  }
}

export function jobQueueStarted(): boolean {
  return holder.boss !== undefined;
}

/** Stops polling, lets running jobs finish within `timeoutMs`, then hands the rest back (retried). */
export async function stopJobQueue(timeoutMs = 10_000): Promise<void> {
  const boss = holder.boss ?? (await holder.starting?.catch(() => undefined));
  holder.boss = undefined;
  holder.starting = undefined;
  holder.worker = undefined;
  holder.workers = undefined;
  if (boss) await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
}

/** The ids of this process's workers of one task (filled by startWorker). */
export function workerIds(name: string): string[] {
  const map = (holder.workers ??= new Map());
  let ids = map.get(name);
  if (!ids) map.set(name, (ids = []));
  return ids;
}

/**
 * Wakes an idle worker of `name` in this process, if any (after a commit that enqueued work):
 * the job starts at once here instead of at the next poll. Other instances still find it by polling.
 */
export function wakeWorker(name: string): void {
  const ids = holder.workers?.get(name);
  if (holder.boss && ids?.length) holder.boss.notifyWorker(ids[0]!);
}

export function markWorker(): boolean {
  if (holder.worker) return false;
  holder.worker = true;
  return true;
}
