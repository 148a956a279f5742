import { z } from "zod";
import { zIsoMicro } from "@/lib/api/record-formats";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { lengthAwarePage, pageWindow, type LengthAwarePage, type PageQuery } from "@/lib/api/pagination";

// The admin mailbox: what the service sent or kept, newest first. Bodies hold live sign-in and
// reset links, so every caller of listOutbox must already have checked for an administrator.

export const ZOutboxEmail = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    kind: z.string().describe("What the mail is for, e.g. email-verification, password-reset, medical-reminder"),
    transport: z.enum(["smtp", "outbox"]),
    status: z
      .enum(["queued", "sent", "failed", "kept"])
      .describe("queued: waiting for its job (maybe after failed attempts); sent; failed: out of attempts; kept: no SMTP server, the row is the delivery"),
    attempts: z.number().int(),
    last_attempt_at: zIsoMicro().nullable(),
    text: z.string(),
    html: z.string().nullable(),
    sent_at: zIsoMicro().nullable(),
    error: z.string().nullable().describe("The last attempt's error"),
    created_at: zIsoMicro(),
  })
  .meta({ id: "OutboxEmail" });

export type OutboxRecord = z.input<typeof ZOutboxEmail>;

const select = {
  id: true,
  to: true,
  subject: true,
  kind: true,
  transport: true,
  status: true,
  attempts: true,
  lastAttemptAt: true,
  text: true,
  html: true,
  sentAt: true,
  error: true,
  createdAt: true,
} as const;

// Contract timestamps: six fractional digits and an explicit UTC offset.
const timestamp = (d: Date) => d.toISOString().replace(/\.(\d{3})Z$/, ".$1000+00:00");

/** `url` is the request URL the page links are built from; the mailbox page by default. */
export async function listOutbox(
  query: PageQuery,
  url: URL = new URL("/dev/mailbox", env().appUrl),
): Promise<LengthAwarePage<OutboxRecord>> {
  const db = await getDb();
  const [rows, total] = await Promise.all([
    // id breaks ties between rows written in the same microsecond, so pages never overlap.
    db.outboxEmail.findMany({ select, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(query) }),
    db.outboxEmail.count(),
  ]);
  const items = rows.map((r): OutboxRecord => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    kind: r.kind,
    // Only lib/mail/send-mail.ts and the send-email job write these columns, with these values.
    transport: r.transport as OutboxRecord["transport"],
    status: r.status as OutboxRecord["status"],
    attempts: r.attempts,
    last_attempt_at: r.lastAttemptAt ? timestamp(r.lastAttemptAt) : null,
    text: r.text,
    html: r.html,
    sent_at: r.sentAt ? timestamp(r.sentAt) : null,
    error: r.error,
    created_at: timestamp(r.createdAt),
  }));
  return lengthAwarePage(items, total, query, url);
}

/** Retention: drops rows older than `days` days; returns how many went. */
export async function deleteOldOutbox(days: number): Promise<number> {
  if (!Number.isFinite(days) || days < 0) throw new RangeError("days must be a non-negative number");
  const db = await getDb();
  const cutoff = new Date(Date.now() - days * 86_400_000);
  const { count } = await db.outboxEmail.deleteMany({ where: { createdAt: { lt: cutoff } } });
  return count;
}
