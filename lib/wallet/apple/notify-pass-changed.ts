import type { Prisma } from "@/generated/prisma/client";
import { inAmbientTransaction, type Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { jobQueue, queueReady, wakeWorker } from "@/lib/jobs/boss";
import { enqueue } from "@/lib/jobs/enqueue";
import { pushWalletPassesTask } from "@/lib/jobs/tasks/push-wallet-passes";
import { logger } from "@/lib/log";

// A certification's pass changed (decision 0050): with APNs configured, a push-wallet-passes job
// is enqueued in the caller's transaction (it commits or rolls back with the change); without
// APNs nothing is, and nothing fails: devices still ask for updates when the pass is opened. The
// change never waits on Apple, and no error of APNs can undo it.
//
// The caller's part, as for mail (lib/mail/send-mail.ts): `readyToNotifyPassChanged()` before its
// transaction (on PGlite the queue's first statements need the session the transaction would
// hold), `notifyPassChanged(tx, id)` inside it, `passChangeCommitted()` after the commit.

/** Whether pass changes are pushed: APNs settings, and Apple Wallet passes not off. */
export function passPushesConfigured(): boolean {
  const { apns, apple } = env().wallet;
  return apns !== undefined && apple.mode !== "off";
}

/** Before the caller's transaction: the job queue started with the push task's queue. */
export async function readyToNotifyPassChanged(): Promise<void> {
  if (passPushesConfigured() && !inAmbientTransaction()) await jobQueue([pushWalletPassesTask]);
}

/** Inside the caller's transaction: enqueues the push of `certificationId`'s pass, or nothing without APNs. */
export async function notifyPassChanged(db: Db | Prisma.TransactionClient, certificationId: number): Promise<void> {
  if (!passPushesConfigured()) return;
  if (!queueReady(pushWalletPassesTask)) {
    // Only when the caller skipped readyToNotifyPassChanged (or the queue is stopping): starting
    // the queue here could wait forever on PGlite, and the change must not fail for a push.
    logger.warn("wallet pass push not queued: the job queue is not started", { certification_id: certificationId });
    return;
  }
  await enqueue(pushWalletPassesTask, { certification_id: certificationId }, { db: db as Db });
}

/** After the commit: an idle worker of this process starts the push at once (others find it by polling). */
export function passChangeCommitted(): void {
  if (passPushesConfigured() && !inAmbientTransaction()) wakeWorker(pushWalletPassesTask);
}
