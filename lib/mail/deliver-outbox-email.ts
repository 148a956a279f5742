import nodemailer, { type Transporter } from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";

// The send-email job's body: hands one outbox row to SMTP. The row is the message's identity:
// a row already sent is never sent again (a job run twice, or retried by an administrator), and
// the Message-ID is the row's, so a receiving server that saw it already can drop a duplicate
// left by a crash between SMTP's "250 OK" and our update.

const transports = new Map<string, Transporter<SMTPTransport.SentMessageInfo>>();

function transportFor(url: string) {
  let transport = transports.get(url);
  if (!transport) {
    // Bounded waits, well inside the job's expiry (a hung server must not hold the worker).
    // Settings in the URL's query string (?connectionTimeout=...) still win over these.
    transport = nodemailer.createTransport(
      new SMTPTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }),
    );
    transports.set(url, transport);
  }
  return transport;
}

const MAX_ERROR_LENGTH = 1000;

function messageId(id: number, createdAt: Date, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<outbox-${id}.${createdAt.getTime().toString(36)}@${domain}>`;
}

export type DeliveryAttempt = { attempt: number; maxAttempts: number };

/** Returns "sent", "skipped" (already sent, kept or gone); throws the SMTP error for a retry. */
export async function deliverOutboxEmail(id: number, job: DeliveryAttempt): Promise<"sent" | "skipped"> {
  const db = await getDb();
  const row = await db.outboxEmail.findUnique({ where: { id } });
  if (!row || row.status === "sent" || row.status === "kept") {
    logger.info("mail not sent again", { outbox_id: id, status: row?.status ?? "gone" });
    return "skipped";
  }
  const { smtpUrl, mailFrom } = env();
  if (!smtpUrl) {
    // SMTP was switched off since the request: the outbox is the delivery now.
    await db.outboxEmail.update({ where: { id }, data: { status: "kept", transport: "outbox" } });
    return "skipped";
  }
  const attemptAt = new Date();
  try {
    await transportFor(smtpUrl).sendMail({
      from: mailFrom,
      to: row.to,
      subject: row.subject,
      text: row.text,
      messageId: messageId(row.id, row.createdAt, mailFrom),
      ...(row.html === null ? {} : { html: row.html }),
    });
  } catch (e) {
    // The error text can carry the server's reply but never the URL (and its credentials).
    const error = (e instanceof Error ? e.message : String(e)).slice(0, MAX_ERROR_LENGTH);
    const final = job.attempt >= job.maxAttempts;
    await db.outboxEmail.update({
      where: { id },
      data: { error, attempts: { increment: 1 }, lastAttemptAt: attemptAt, status: final ? "failed" : "queued" },
    });
    throw new Error(`Mail delivery failed (outbox #${id}): ${error}`, { cause: e });
  }
  await db.outboxEmail.update({
    where: { id },
    data: { status: "sent", sentAt: new Date(), attempts: { increment: 1 }, lastAttemptAt: attemptAt },
  });
  logger.info("mail sent", { outbox_id: id, kind: row.kind, attempt: job.attempt });
  return "sent";
}
