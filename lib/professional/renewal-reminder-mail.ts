import { fill, renderMail, type RenderedMail } from "@/lib/mail/layout";
import { mailCopy, type MailLang } from "@/lib/mail/templates";

// The renewal reminder's own words (English; the shared greeting and signature follow the
// reader's language), kept beside the renewals so the shared mail catalogue is not touched.

export function renewalReminderMail(input: { firstName: string | null; expireDate: string; url: string; lang?: MailLang }): RenderedMail {
  const { lang, copy } = mailCopy(input.lang);
  const name = input.firstName?.trim();
  return renderMail({
    lang,
    subject: `Your DiveCert professional membership expires on ${input.expireDate}`,
    greeting: name ? fill(copy.greeting, { name }) : copy.greetingAnonymous,
    paragraphs: [
      `Your professional membership expires on ${input.expireDate}.`,
      "Renew it now to keep signing skills and dive logs and enrolling students without a break. The new year starts when the current one ends, so renewing early costs you nothing.",
    ],
    action: { label: "Renew my membership", url: input.url, fallback: copy.linkFallback },
    notes: ["You receive this reminder once per membership year."],
    signature: copy.signature,
    automated: copy.automated,
  });
}
