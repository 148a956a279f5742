import { env } from "@/lib/env";
import { renderMail, type RenderedMail } from "@/lib/mail/layout";
import { mailFrame, mailText, type MailLang } from "@/lib/mail/templates";

// The seat e-mails (words in the `mail` namespace): a diver enrolled on a center's seat, and an
// address with no verified account invited to register for it.

type Common = { lang?: MailLang; course: string; center: string };

export function seatEnrolledMail(input: Common & { firstName?: string | null; logCode: string }): RenderedMail {
  const { lang, t } = mailText(input.lang);
  return renderMail({
    ...mailFrame(lang, t, input.firstName),
    subject: t("seatEnrolled.subject", { course: input.course }),
    paragraphs: [t("seatEnrolled.intro", { center: input.center, course: input.course, code: input.logCode })],
    action: { label: t("seatEnrolled.action"), url: `${env().appUrl}/courses/${encodeURIComponent(input.logCode)}`, fallback: t("common.linkFallback") },
    notes: [],
  });
}

export function seatInvitedMail(input: Common): RenderedMail {
  const { lang, t } = mailText(input.lang);
  return renderMail({
    ...mailFrame(lang, t, null),
    subject: t("seatInvited.subject", { course: input.course }),
    paragraphs: [t("seatInvited.intro", { center: input.center, course: input.course }), t("seatInvited.how")],
    action: { label: t("seatInvited.action"), url: `${env().appUrl}/register`, fallback: t("common.linkFallback") },
    notes: [t("seatInvited.note")],
  });
}
