import { getDb, inAmbientTransaction, type Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { jobQueue, wakeWorker } from "@/lib/jobs/boss";
import { enqueue } from "@/lib/jobs/enqueue";
import { sendEmailTask } from "@/lib/jobs/tasks/send-email";
import { logger } from "@/lib/log";
import { extractLinks } from "@/lib/mail/links";

export type MailMessage = { to: string; subject: string; text: string; html?: string; kind: string };

// Without SMTP_URL nothing leaves the machine: the outbox row is the delivery, and the links are
// printed so a developer can follow them. With SMTP_URL the request writes the row and enqueues
// its send-email job in one transaction (the caller's, inside `inTransaction`) and returns at
// once: the job hands it to SMTP, with retries (lib/jobs/tasks/send-email.ts, decision 0020).

// Some mails are started after the answer (the password reset's, so its timing tells nothing);
// this set lets a caller wait until they are recorded instead of guessing how long that takes.
const inFlight = new Set<Promise<unknown>>();

/** Records the message and queues its delivery; answers the outbox id. Never waits on SMTP. */
export function sendMail(message: MailMessage): Promise<number> {
  const recording = recordMail(message);
  inFlight.add(recording);
  const done = () => void inFlight.delete(recording);
  recording.then(done, done);
  return recording;
}

/** Resolves once every mail started so far is recorded in the outbox (and its send queued). */
export async function mailsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

async function recordMail(message: MailMessage): Promise<number> {
  const { smtpUrl } = env();
  const data = {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    kind: message.kind,
    transport: smtpUrl ? "smtp" : "outbox",
    status: smtpUrl ? "queued" : "kept",
  };
  if (!smtpUrl) {
    const db = await getDb();
    const row = await db.outboxEmail.create({ data, select: { id: true } });
    logger.info("mail kept in outbox", { outbox_id: row.id, to: message.to, subject: message.subject, links: extractLinks(message.text) });
    return row.id;
  }
  // Started outside any transaction (on PGlite the queue's first statements need the session).
  if (!inAmbientTransaction()) await jobQueue([sendEmailTask]);
  const db = await getDb();
  const id = await db.$transaction(async (tx) => {
    const row = await tx.outboxEmail.create({ data, select: { id: true } });
    await enqueue(sendEmailTask, { outbox_id: row.id }, { key: `outbox:${row.id}`, db: tx as Db });
    return row.id;
  });
  logger.info("mail queued", { outbox_id: id, kind: message.kind });
  // Committed (unless an outer transaction still holds it, when the poll finds it after).
  if (!inAmbientTransaction()) wakeWorker(sendEmailTask);
  return id;
}
