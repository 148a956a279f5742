import { createTranslator } from "next-intl";
import { normaliseLanguage, type Lang } from "@/lib/i18n/language";
import { catalogues } from "@/lib/i18n/messages";
import { renderMail, type RenderedMail } from "@/lib/mail/layout";

// Pure builders of every e-mail the service sends, in the recipient's language: the words are the
// `mail` namespace of the page catalogues (messages/<lang>.json), one source for every language.
// Callers pass whatever language they hold (a user's default_language may be null or a legacy
// code); an unknown language gets English.

/** Anything language-like: a Lang, a legacy or regional code ("kr", "it-IT"), or nothing. */
export type MailLang = Lang | (string & {}) | null | undefined;

/** The language a mail is written in, and the translator of the `mail` namespace for it. */
export function mailText(lang: MailLang) {
  const code = normaliseLanguage(lang) ?? "en";
  const t = createTranslator({ locale: code, messages: catalogues[code], namespace: "mail" });
  return { lang: code, t };
}

export type MailTranslator = ReturnType<typeof mailText>["t"];

/** What every mail shares: its language, the greeting, the signature and the automated note. */
export function mailFrame(lang: Lang, t: MailTranslator, name: string | null | undefined) {
  const trimmed = name?.trim();
  return {
    lang,
    signature: t("common.signature"),
    automated: t("common.automated"),
    greeting: trimmed ? t("common.greeting", { name: trimmed }) : t("common.greetingAnonymous"),
  };
}

export function verifyEmailMail(input: { firstName?: string | null; url: string; lang?: MailLang }): RenderedMail {
  const { lang, t } = mailText(input.lang);
  return renderMail({
    ...mailFrame(lang, t, input.firstName),
    subject: t("verifyEmail.subject"),
    paragraphs: [t("verifyEmail.intro")],
    action: { label: t("verifyEmail.action"), url: input.url, fallback: t("common.linkFallback") },
    notes: [t("verifyEmail.ignore")],
  });
}

export function resetPasswordMail(input: {
  firstName?: string | null;
  url: string;
  lang?: MailLang;
  minutes: number;
}): RenderedMail {
  const { lang, t } = mailText(input.lang);
  return renderMail({
    ...mailFrame(lang, t, input.firstName),
    subject: t("resetPassword.subject"),
    paragraphs: [t("resetPassword.intro")],
    action: { label: t("resetPassword.action"), url: input.url, fallback: t("common.linkFallback") },
    notes: [t("resetPassword.expiry", { minutes: input.minutes }), t("resetPassword.ignore")],
  });
}

/** A mail to a minor's guardian: greeted by name when known. */
function guardianFrame(lang: Lang, t: MailTranslator, guardianName: string | null | undefined, greeting: string) {
  const frame = mailFrame(lang, t, null);
  return guardianName?.trim() ? { ...frame, greeting } : frame;
}

export function guardianConsentMail(input: {
  guardianName?: string | null;
  minorName: string;
  url: string;
  lang?: MailLang;
}): RenderedMail {
  const { lang, t } = mailText(input.lang);
  const values = { minorName: input.minorName.trim(), guardianName: input.guardianName?.trim() ?? "" };
  return renderMail({
    ...guardianFrame(lang, t, input.guardianName, t("guardianConsent.greeting", values)),
    subject: t("guardianConsent.subject", values),
    paragraphs: [t("guardianConsent.intro", values)],
    action: { label: t("guardianConsent.action"), url: input.url, fallback: t("common.linkFallback") },
    notes: [t("guardianConsent.ignore")],
  });
}

export function passwordChangedMail(input: { firstName?: string | null; lang?: MailLang }): RenderedMail {
  const { lang, t } = mailText(input.lang);
  return renderMail({
    ...mailFrame(lang, t, input.firstName),
    subject: t("passwordChanged.subject"),
    paragraphs: [t("passwordChanged.intro")],
    notes: [t("passwordChanged.warning")],
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
  const { lang, t } = mailText(input.lang);
  const values = { minorName: input.minorName.trim(), guardianName: input.guardianName?.trim() ?? "", formTitle: input.formTitle };
  return renderMail({
    ...guardianFrame(lang, t, input.guardianName, t("guardianForm.greeting", values)),
    subject: t("guardianForm.subject", values),
    paragraphs: [t("guardianForm.intro", values)],
    action: { label: t("guardianForm.action"), url: input.url, fallback: t("common.linkFallback") },
    notes: [t("guardianForm.expiry", { days: input.days }), t("guardianForm.ignore")],
  });
}

export function documentReviewedMail(input: {
  firstName?: string | null;
  lang?: MailLang;
  title: string;
  url: string;
  outcome: { accepted: true } | { accepted: false; reason: string };
}): RenderedMail {
  const { lang, t } = mailText(input.lang);
  const frame = mailFrame(lang, t, input.firstName);
  if (input.outcome.accepted) {
    return renderMail({
      ...frame,
      subject: t("documentAccepted.subject"),
      paragraphs: [t("documentAccepted.intro", { title: input.title })],
      action: { label: t("documentAccepted.action"), url: input.url, fallback: t("common.linkFallback") },
      notes: [],
    });
  }
  return renderMail({
    ...frame,
    subject: t("documentRejected.subject"),
    paragraphs: [t("documentRejected.intro", { title: input.title }), t("documentRejected.reason", { reason: input.outcome.reason }), t("documentRejected.advice")],
    action: { label: t("documentRejected.action"), url: input.url, fallback: t("common.linkFallback") },
    notes: [],
  });
}

/** A sign-in from a device (browser and system, /16 network) not seen for 90 days (decision 0026). */
export function newDeviceMail(input: {
  firstName?: string | null;
  lang?: MailLang;
  device: { browser: string | null; os: string | null };
  network: string | null;
  at: Date;
  url: string;
}): RenderedMail {
  const { lang, t } = mailText(input.lang);
  const device =
    input.device.browser && input.device.os
      ? t("newDevice.deviceOn", { browser: input.device.browser, os: input.device.os })
      : (input.device.browser ?? input.device.os ?? t("newDevice.unknownDevice"));
  const when = `${input.at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  return renderMail({
    ...mailFrame(lang, t, input.firstName),
    subject: t("newDevice.subject"),
    paragraphs: [t("newDevice.intro"), t("newDevice.details", { device, network: input.network ?? t("newDevice.unknownNetwork"), when })],
    action: { label: t("newDevice.action"), url: input.url, fallback: t("common.linkFallback") },
    notes: [t("newDevice.warning")],
  });
}

/** The data export is ready: a signed link valid 7 days (decision 0026). */
export function dataExportReadyMail(input: { firstName?: string | null; lang?: MailLang; url: string; days: number }): RenderedMail {
  const { lang, t } = mailText(input.lang);
  return renderMail({
    ...mailFrame(lang, t, input.firstName),
    subject: t("dataExport.subject"),
    paragraphs: [t("dataExport.intro")],
    action: { label: t("dataExport.action"), url: input.url, fallback: t("common.linkFallback") },
    notes: [t("dataExport.expiry", { days: input.days }), t("dataExport.warning")],
  });
}
