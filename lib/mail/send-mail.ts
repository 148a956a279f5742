import nodemailer, { type Transporter } from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import { extractLinks } from "@/lib/mail/links";

export type MailMessage = { to: string; subject: string; text: string; html?: string; kind: string };

// Without SMTP_URL nothing leaves the machine: the outbox row is the delivery, and the links are
// printed so a developer can follow them. With SMTP_URL the row is the audit trail of the send.

const transports = new Map<string, Transporter<SMTPTransport.SentMessageInfo>>();

function transportFor(url: string) {
  let transport = transports.get(url);
  if (!transport) {
    // Bounded waits: a request that sends mail must not hang for nodemailer's 2-minute default.
    // Settings in the URL's query string (?connectionTimeout=...) still win over these.
    transport = nodemailer.createTransport(
      new SMTPTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }),
    );
    transports.set(url, transport);
  }
  return transport;
}

const MAX_ERROR_LENGTH = 1000;

// Mails sent after the answer (the password reset's) are still being sent when the request is
// over; this set lets a caller wait for them to land instead of guessing how long they take.
const inFlight = new Set<Promise<void>>();

export function sendMail(message: MailMessage): Promise<void> {
  const sending = deliver(message);
  inFlight.add(sending);
  const done = () => void inFlight.delete(sending);
  sending.then(done, done);
  return sending;
}

/** Resolves once every mail started so far has been recorded and delivered (or has failed). */
export async function mailsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

async function deliver(message: MailMessage): Promise<void> {
  const { smtpUrl, mailFrom } = env();
  const db = await getDb();
  // Written before the send so the attempt is on record even if the process dies mid-way.
  const row = await db.outboxEmail.create({
    data: {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      kind: message.kind,
      transport: smtpUrl ? "smtp" : "outbox",
    },
    select: { id: true },
  });

  if (!smtpUrl) {
    logger.info("mail kept in outbox", { to: message.to, subject: message.subject, links: extractLinks(message.text) });
    return;
  }

  try {
    await transportFor(smtpUrl).sendMail({
      from: mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html === undefined ? {} : { html: message.html }),
    });
  } catch (e) {
    // The error text can carry the server's reply but never the URL (and its credentials).
    const error = (e instanceof Error ? e.message : String(e)).slice(0, MAX_ERROR_LENGTH);
    // A failing database must not hide the delivery error the caller needs to see.
    await db.outboxEmail
      .update({ where: { id: row.id }, data: { error } })
      .catch((dbError: unknown) => logger.error("outbox update failed", { outbox_id: row.id, error: String(dbError) }));
    logger.error("mail delivery failed", { outbox_id: row.id, kind: message.kind, error });
    throw new Error(`Mail delivery failed (outbox #${row.id}): ${error}`, { cause: e });
  }
  await db.outboxEmail.update({ where: { id: row.id }, data: { sentAt: new Date() } });
  logger.info("mail sent", { outbox_id: row.id, kind: message.kind });
}
