import type { CenterRole } from "@/generated/prisma/enums";
import { renderMail, type RenderedMail } from "@/lib/mail/layout";
import { mailFrame, mailText, type MailLang } from "@/lib/mail/templates";

// The invitation to a dive center's team, with the words of the `mail` namespace like every
// other mail: who invites, to which center, in which role, the link and how long it works.

export function centerInvitationMail(input: {
  firstName?: string | null;
  lang?: MailLang;
  center: string;
  inviter: string;
  role: CenterRole;
  url: string;
  days: number;
}): RenderedMail {
  const { lang, t } = mailText(input.lang);
  const role = t(`centerInvitation.roles.${input.role}`);
  return renderMail({
    ...mailFrame(lang, t, input.firstName),
    subject: t("centerInvitation.subject", { center: input.center }),
    paragraphs: [t("centerInvitation.intro", { inviter: input.inviter, center: input.center, role })],
    action: { label: t("centerInvitation.action"), url: input.url, fallback: t("common.linkFallback") },
    notes: [t("centerInvitation.expiry", { days: input.days }), t("centerInvitation.ignore")],
  });
}
