import { Prisma } from "@/generated/prisma/client";
import { ymd } from "@/lib/dates";
import { getDb, inTransaction } from "@/lib/db/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import { courseLogReminderMail, medicalReminderMail } from "@/lib/jobs/reminder-mails";
import { reminderWindow, type ReminderKind } from "@/lib/jobs/reminder-rules";
import { sendMail } from "@/lib/mail/send-mail";
import type { RenderedMail } from "@/lib/mail/layout";

// The medical-questionnaire and course-log reminders. Each candidate is claimed by inserting its
// reminders_sent row (unique per kind, subject and expiry) in the same transaction as its outbox
// row and send-email job: two instances running the same occasion, or a run repeated after a
// crash, send each reminder at most once.

const BATCH = 200;

type Candidate = { id: number; user_id: number; expires: Date; email: string; first_name: string | null; lang: string | null; course?: string; log_code?: string };

async function candidates(kind: ReminderKind, now: Date): Promise<Candidate[]> {
  const db = await getDb();
  const { after, until } = reminderWindow(kind, now);
  if (kind === "medical") {
    // Only each diver's latest questionnaire: a renewed one replaces the one that expires.
    return db.$queryRaw<Candidate[]>`
      SELECT m.id, m.user_id, m.valid_until AS expires, u.email, u.first_name, u.default_language AS lang
        FROM (SELECT DISTINCT ON (user_id) id, user_id, valid_until FROM medical_submissions
               ORDER BY user_id, submitted_at DESC, id DESC) m
        JOIN users u ON u.id = m.user_id AND u.status = 'active'
       WHERE m.valid_until > ${after} AND m.valid_until <= ${until}
         AND NOT EXISTS (SELECT 1 FROM reminders_sent r WHERE r.kind = 'medical' AND r.subject_id = m.id AND r.occasion = m.valid_until)
       ORDER BY m.valid_until LIMIT ${BATCH}`;
  }
  return db.$queryRaw<Candidate[]>`
    SELECT l.id, l.user_id, l.expires_at AS expires, u.email, u.first_name, u.default_language AS lang, c.name AS course, l.log_code
      FROM course_logs l JOIN courses c ON c.id = l.course_id
      JOIN users u ON u.id = l.user_id AND u.status = 'active'
     WHERE l.status = 'active' AND l.expires_at > ${after} AND l.expires_at <= ${until}
       AND NOT EXISTS (SELECT 1 FROM reminders_sent r WHERE r.kind = 'course_log' AND r.subject_id = l.id AND r.occasion = l.expires_at)
     ORDER BY l.expires_at LIMIT ${BATCH}`;
}

function mailFor(kind: ReminderKind, c: Candidate): RenderedMail {
  const base = env().appUrl;
  const date = ymd(c.expires)!;
  if (kind === "medical") return medicalReminderMail({ firstName: c.first_name, date, url: new URL("/medical", base).toString(), lang: c.lang });
  return courseLogReminderMail({ firstName: c.first_name, course: c.course ?? "", date, url: new URL(`/courses/${c.log_code}`, base).toString(), lang: c.lang });
}

/** Sends every reminder of `kind` due at `now` (a batch per run); answers how many went out. */
export async function sendDueReminders(kind: ReminderKind, now = new Date()): Promise<number> {
  let sent = 0;
  for (const c of await candidates(kind, now)) {
    try {
      await inTransaction(async () => {
        const db = await getDb();
        const row = await db.reminderSent.create({ data: { kind, subjectId: c.id, occasion: c.expires, userId: c.user_id }, select: { id: true } });
        const outboxId = await sendMail({ to: c.email, kind: `${kind}_reminder`, ...mailFor(kind, c) });
        await db.reminderSent.update({ where: { id: row.id }, data: { outboxId } });
      });
      sent += 1;
    } catch (e) {
      // Another instance claimed it first: that one sends it.
      if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") continue;
      throw e;
    }
  }
  if (sent) logger.info("reminders sent", { kind, count: sent });
  return sent;
}
