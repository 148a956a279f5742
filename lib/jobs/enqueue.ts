import { createHash } from "node:crypto";
import type { z } from "zod";
import { getDb, inAmbientTransaction, type Db } from "@/lib/db/client";
import { jobQueue, queueReady } from "@/lib/jobs/boss";
import { prismaExecutor } from "@/lib/jobs/sql";
import type { TaskDefinition } from "@/lib/jobs/task";

export type EnqueueOptions = {
  /**
   * Idempotency key: one job per (task, key) while the job is kept (a second enqueue with the
   * same key does nothing and answers null). Permanent at-most-once belongs in the task's own data.
   */
  key?: string;
  /** Not before this instant (default: now). */
  runAt?: Date;
  /** The client or transaction to enqueue through; default getDb(), so inside `inTransaction` the job commits or rolls back with the caller's data. */
  db?: Db;
};

/** The job id of a (task, key) pair: a UUID made from its hash, so the same pair always meets itself. */
export function jobIdFor(name: string, key: string): string {
  const h = createHash("sha256").update(`${name}\u0000${key}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Enqueues one job of `task` (its definition in lib/jobs/tasks/, imported by the caller: the
 * payload is typed by the task's schema); answers its id, or null for a duplicate key.
 */
export async function enqueue<S extends z.ZodType>(task: TaskDefinition<S>, payload: z.input<S>, options: EnqueueOptions = {}): Promise<string | null> {
  const parsed = task.payload.parse(payload) as object;
  if (!queueReady(task) && inAmbientTransaction()) {
    // On PGlite, starting the queue or making a task's queue needs the session this transaction holds: it would never end.
    throw new Error(`Start the job queue with the ${task.name} queue (jobQueue([task])) before enqueueing inside a transaction.`);
  }
  const boss = await jobQueue([task]);
  const db = options.db ?? (await getDb());
  const retry = task.retry();
  return boss.send(task.name, parsed, {
    ...(options.key ? { id: jobIdFor(task.name, options.key) } : {}),
    ...(options.runAt ? { startAfter: options.runAt } : {}),
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff,
    expireInSeconds: task.expireInSeconds,
    db: prismaExecutor(db),
  });
}
