import { renderMail, type RenderedMail } from "@/lib/mail/layout";
import { mailFrame, mailText, type MailLang } from "@/lib/mail/templates";

// The two recognition decisions, with the words of the `mail` namespace like every other mail.

type Common = { firstName?: string | null; lang?: MailLang; agency: string; certification: string };

export function recognitionApprovedMail(input: Common & { course: string; number: string; url: string }): RenderedMail {
  const { lang, t } = mailText(input.lang);
  return renderMail({
    ...mailFrame(lang, t, input.firstName),
    subject: t("recognitionApproved.subject"),
    paragraphs: [t("recognitionApproved.intro", { agency: input.agency, certification: input.certification, course: input.course, number: input.number })],
    action: { label: t("recognitionApproved.action"), url: input.url, fallback: t("common.linkFallback") },
    notes: [t("recognitionApproved.note")],
  });
}

export function recognitionRejectedMail(input: Common & { reason: string }): RenderedMail {
  const { lang, t } = mailText(input.lang);
  return renderMail({
    ...mailFrame(lang, t, input.firstName),
    subject: t("recognitionRejected.subject"),
    paragraphs: [t("recognitionRejected.intro", { agency: input.agency, certification: input.certification }), t("recognitionRejected.reason", { reason: input.reason })],
    notes: [t("recognitionRejected.note")],
  });
}
