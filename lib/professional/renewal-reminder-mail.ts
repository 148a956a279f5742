import { renderMail, type RenderedMail } from "@/lib/mail/layout";
import { mailFrame, mailText, type MailLang } from "@/lib/mail/templates";

// The professional membership renewal reminder, in the reader's language (`mail` namespace).

export function renewalReminderMail(input: { firstName: string | null; expireDate: string; url: string; lang?: MailLang }): RenderedMail {
  const { lang, t } = mailText(input.lang);
  return renderMail({
    ...mailFrame(lang, t, input.firstName),
    subject: t("renewalReminder.subject", { date: input.expireDate }),
    paragraphs: [t("renewalReminder.expires", { date: input.expireDate }), t("renewalReminder.intro")],
    action: { label: t("renewalReminder.action"), url: input.url, fallback: t("common.linkFallback") },
    notes: [t("renewalReminder.note")],
  });
}
