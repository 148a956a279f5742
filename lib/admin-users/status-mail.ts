import { createTranslator } from "next-intl";
import { catalogues } from "@/lib/i18n/messages";
import { label, type LabelKey } from "@/lib/i18n/labels";
import { renderMail, type RenderedMail } from "@/lib/mail/layout";
import { mailFrame, mailText, type MailLang } from "@/lib/mail/templates";

// The e-mail an account holder gets when staff change their account's or professional status,
// in their language: the frame (greeting, signature) of the `mail` namespace, the words of ours.

export type StatusMailInput = {
  kind: "account" | "professional";
  status: string;
  reason: string | null;
  restoreDate: string | null;
  firstName: string | null;
  url: string;
  lang?: MailLang;
};

export function statusChangedMail(input: StatusMailInput): RenderedMail {
  const { lang, t } = mailText(input.lang);
  const m = createTranslator({ locale: lang, messages: catalogues[lang], namespace: "adminAccounts.mail" });
  const statusLabel = label(input.kind === "account" ? (`account_status.${input.status}` as LabelKey) : (`professional_status.${input.status}` as LabelKey), lang);
  const paragraphs = [m(input.kind === "account" ? "accountIntro" : "professionalIntro", { status: statusLabel })];
  if (input.reason) paragraphs.push(m("reason", { reason: input.reason }));
  if (input.restoreDate) paragraphs.push(m("restore", { date: input.restoreDate }));
  return renderMail({
    ...mailFrame(lang, t, input.firstName),
    subject: m(input.kind === "account" ? "accountSubject" : "professionalSubject", { status: statusLabel }),
    paragraphs,
    action: input.status === "closed" ? undefined : { label: m("action"), url: input.url, fallback: t("common.linkFallback") },
    notes: [m("note")],
  });
}
