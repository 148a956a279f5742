import { renderMail, type RenderedMail } from "@/lib/mail/layout";
import { mailFrame, mailText, type MailLang } from "@/lib/mail/templates";

// The diver is told that their course moved to a new instructor (an accepted referral).

export function referralAcceptedMail(input: {
  firstName?: string | null;
  lang?: MailLang;
  course: string;
  instructor: string;
  center: string | null;
  url: string;
}): RenderedMail {
  const { lang, t } = mailText(input.lang);
  return renderMail({
    ...mailFrame(lang, t, input.firstName),
    subject: t("referralAccepted.subject", { course: input.course }),
    paragraphs: [
      t("referralAccepted.intro", { course: input.course, instructor: input.instructor }),
      ...(input.center ? [t("referralAccepted.center", { center: input.center })] : []),
      t("referralAccepted.kept"),
    ],
    action: { label: t("referralAccepted.action"), url: input.url, fallback: t("common.linkFallback") },
    notes: [],
  });
}
