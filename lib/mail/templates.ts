import { normaliseLanguage, type Lang } from "@/lib/i18n/language";
import { en } from "@/lib/mail/copy/en";
import { it } from "@/lib/mail/copy/it";
import type { MailCopy } from "@/lib/mail/copy/mail-copy";
import { fill, renderMail, type RenderedMail } from "@/lib/mail/layout";

// Pure builders of every e-mail the service sends. Callers pass whatever language they hold
// (a user's default_language may be null or a legacy code); untranslated languages get English.

const catalogue: Partial<Record<Lang, MailCopy>> = { en, it };

/** Anything language-like: a Lang, a legacy or regional code ("kr", "it-IT"), or nothing. */
export type MailLang = Lang | (string & {}) | null | undefined;

export function mailCopy(lang: MailLang): { lang: Lang; copy: MailCopy } {
  const code = normaliseLanguage(lang);
  const copy = code ? catalogue[code] : undefined;
  // The html lang attribute names the language actually written, not the one asked for.
  return copy && code ? { lang: code, copy } : { lang: "en", copy: en };
}

function greet(copy: MailCopy, name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? fill(copy.greeting, { name: trimmed }) : copy.greetingAnonymous;
}

function common(lang: Lang, copy: MailCopy) {
  return { lang, signature: copy.signature, automated: copy.automated };
}

export function verifyEmailMail(input: { firstName?: string | null; url: string; lang?: MailLang }): RenderedMail {
  const { lang, copy } = mailCopy(input.lang);
  const t = copy.verifyEmail;
  return renderMail({
    ...common(lang, copy),
    subject: t.subject,
    greeting: greet(copy, input.firstName),
    paragraphs: [t.intro],
    action: { label: t.action, url: input.url, fallback: copy.linkFallback },
    notes: [t.ignore],
  });
}

export function resetPasswordMail(input: {
  firstName?: string | null;
  url: string;
  lang?: MailLang;
  minutes: number;
}): RenderedMail {
  const { lang, copy } = mailCopy(input.lang);
  const t = copy.resetPassword;
  return renderMail({
    ...common(lang, copy),
    subject: t.subject,
    greeting: greet(copy, input.firstName),
    paragraphs: [t.intro],
    action: { label: t.action, url: input.url, fallback: copy.linkFallback },
    notes: [fill(t.expiry, { minutes: input.minutes }), t.ignore],
  });
}

export function guardianConsentMail(input: {
  guardianName?: string | null;
  minorName: string;
  url: string;
  lang?: MailLang;
}): RenderedMail {
  const { lang, copy } = mailCopy(input.lang);
  return toGuardian(lang, copy, copy.guardianConsent, input, {}, [copy.guardianConsent.ignore]);
}

/** A mail to a minor's guardian: greeted by name when known, one paragraph and one link. */
function toGuardian(
  lang: Lang,
  copy: MailCopy,
  t: { subject: string; greeting: string; intro: string; action: string },
  input: { guardianName?: string | null; minorName: string; url: string },
  extra: Record<string, string>,
  notes: string[],
): RenderedMail {
  const guardianName = input.guardianName?.trim();
  const values = { ...extra, minorName: input.minorName.trim(), guardianName: guardianName ?? "" };
  return renderMail({
    ...common(lang, copy),
    subject: fill(t.subject, values),
    greeting: guardianName ? fill(t.greeting, values) : copy.greetingAnonymous,
    paragraphs: [fill(t.intro, values)],
    action: { label: t.action, url: input.url, fallback: copy.linkFallback },
    notes,
  });
}

export function passwordChangedMail(input: { firstName?: string | null; lang?: MailLang }): RenderedMail {
  const { lang, copy } = mailCopy(input.lang);
  const t = copy.passwordChanged;
  return renderMail({
    ...common(lang, copy),
    subject: t.subject,
    greeting: greet(copy, input.firstName),
    paragraphs: [t.intro],
    notes: [t.warning],
  });
}

export function guardianFormMail(input: {
  guardianName?: string | null;
  minorName: string;
  formTitle: string;
  url: string;
  days: number;
  lang?: MailLang;
}): RenderedMail {
  const { lang, copy } = mailCopy(input.lang);
  const t = copy.guardianForm;
  return toGuardian(lang, copy, t, input, { formTitle: input.formTitle }, [fill(t.expiry, { days: input.days }), t.ignore]);
}
