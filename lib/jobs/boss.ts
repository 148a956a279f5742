import PgBoss from "pg-boss";
import { rawDatabase } from "@/lib/db/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import { executorFor } from "@/lib/jobs/sql";
import type { TaskDefinition } from "@/lib/jobs/task";

// One pg-boss per process, shared by every bundle of the app (Next.js loads route modules and
// the instrumentation hook as separate bundles, so the instance lives on globalThis like the db).
// It knows no task: whoever starts it names the tasks whose queues it needs (the worker and the
// server's start name every task of the registry, lib/jobs/tasks/index.ts; enqueue names its own).

export const JOB_SCHEMA = "pgboss";

type Holder = { boss?: PgBoss; starting?: Promise<PgBoss>; queues?: Set<string>; worker?: boolean; workers?: Map<string, string[]> };
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
  holder.queues = new Set((await boss.getQueues()).map((q) => q.name));
  return boss;
}

// Two instances starting together may both create a queue: the second one's insert conflicts.
function ignoreRace(e: unknown): void {
  if (!/already exists|duplicate key/i.test(String((e as Error)?.message))) throw e;
}

async function started(): Promise<PgBoss> {
  if (holder.boss) return holder.boss;
  holder.starting ??= create().then((b) => (holder.boss = b));
  try {
    return await holder.starting;
  } catch (e) {
    holder.starting = undefined;
    throw e;
  }
}

/**
 * The started queue: its tables made, and the queue of each of `tasks` created if the database
 * has none yet (once per process). Start it, with the tasks a request will enqueue, before the
 * request's transaction (the instrumentation hook starts it with every task, and tests do): on
 * PGlite, starting it from inside an open Prisma transaction would wait on that transaction's
 * lock forever.
 */
export async function jobQueue(tasks: readonly Pick<TaskDefinition, "name">[] = []): Promise<PgBoss> {
  const boss = await started();
  for (const { name } of tasks) {
    if (holder.queues?.has(name)) continue;
    await boss.createQueue(name, { name, policy: "standard" }).catch(ignoreRace);
    holder.queues?.add(name);
  }
  return boss;
}

/** Whether the queue is started with `task`'s queue made: enqueueing it then needs no statement of the queue's own. */
export function queueReady(task: Pick<TaskDefinition, "name">): boolean {
  return holder.boss !== undefined && holder.queues?.has(task.name) === true;
}

/** Stops polling, lets running jobs finish within `timeoutMs`, then hands the rest back (retried). */
export async function stopJobQueue(timeoutMs = 10_000): Promise<void> {
  const boss = holder.boss ?? (await holder.starting?.catch(() => undefined));
  holder.boss = undefined;
  holder.starting = undefined;
  holder.queues = undefined;
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
 * Wakes an idle worker of `task` in this process, if any (after a commit that enqueued work):
 * the job starts at once here instead of at the next poll. Other instances still find it by polling.
 */
export function wakeWorker(task: Pick<TaskDefinition, "name">): void {
  const ids = holder.workers?.get(task.name);
  if (holder.boss && ids?.length) holder.boss.notifyWorker(ids[0]!);
}

export function markWorker(): boolean {
  if (holder.worker) return false;
  holder.worker = true;
  return true;
}
