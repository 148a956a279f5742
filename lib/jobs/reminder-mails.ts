import { renderMail, type RenderedMail } from "@/lib/mail/layout";
import { mailFrame, mailText, type MailLang } from "@/lib/mail/templates";

// The scheduled reminders' e-mails, in the reader's language (`mail` namespace).

export function medicalReminderMail(input: { firstName: string | null; date: string; url: string; lang?: MailLang }): RenderedMail {
  const { lang, t } = mailText(input.lang);
  return renderMail({
    ...mailFrame(lang, t, input.firstName),
    subject: t("medicalReminder.subject", { date: input.date }),
    paragraphs: [t("medicalReminder.expires", { date: input.date }), t("medicalReminder.intro")],
    action: { label: t("medicalReminder.action"), url: input.url, fallback: t("common.linkFallback") },
    notes: [t("medicalReminder.note")],
  });
}

export function courseLogReminderMail(input: { firstName: string | null; course: string; date: string; url: string; lang?: MailLang }): RenderedMail {
  const { lang, t } = mailText(input.lang);
  return renderMail({
    ...mailFrame(lang, t, input.firstName),
    subject: t("courseLogReminder.subject", { course: input.course, date: input.date }),
    paragraphs: [t("courseLogReminder.expires", { course: input.course, date: input.date }), t("courseLogReminder.intro")],
    action: { label: t("courseLogReminder.action"), url: input.url, fallback: t("common.linkFallback") },
    notes: [t("courseLogReminder.note")],
  });
}
