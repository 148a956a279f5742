import { renderMail, type RenderedMail } from "@/lib/mail/layout";
import { mailFrame, mailText, type MailLang } from "@/lib/mail/templates";

// The two decisions on a dive center application (lib/center-applications), in the applicant's
// language, with the words of the `mail` namespace like every other mail.

type Common = { firstName?: string | null; lang?: MailLang; center: string };

export function centerApplicationApprovedMail(input: Common & { url: string }): RenderedMail {
  const { lang, t } = mailText(input.lang);
  return renderMail({
    ...mailFrame(lang, t, input.firstName),
    subject: t("centerApplicationApproved.subject", { center: input.center }),
    paragraphs: [t("centerApplicationApproved.intro", { center: input.center })],
    action: { label: t("centerApplicationApproved.action"), url: input.url, fallback: t("common.linkFallback") },
    notes: [t("centerApplicationApproved.note")],
  });
}

export function centerApplicationRejectedMail(input: Common & { reason: string; url: string }): RenderedMail {
  const { lang, t } = mailText(input.lang);
  return renderMail({
    ...mailFrame(lang, t, input.firstName),
    subject: t("centerApplicationRejected.subject"),
    paragraphs: [t("centerApplicationRejected.intro", { center: input.center }), t("centerApplicationRejected.reason", { reason: input.reason })],
    action: { label: t("centerApplicationRejected.action"), url: input.url, fallback: t("common.linkFallback") },
    notes: [t("centerApplicationRejected.note")],
  });
}
