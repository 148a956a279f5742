import { fill, renderMail, type RenderedMail } from "@/lib/mail/layout";
import { mailCopy, type MailLang } from "@/lib/mail/templates";

// The two recognition decisions, in the languages the other mails have. Kept beside the shared
// catalogue rather than in it, so this area's words stay in one file.

type DecisionCopy = {
  approved: { subject: string; intro: string; action: string; note: string }; // {certification} {agency} {course} {number}
  rejected: { subject: string; intro: string; reasonLabel: string; note: string }; // {certification} {agency}
};

const copies: Record<"en" | "it", DecisionCopy> = {
  en: {
    approved: {
      subject: "Your certification was recognised",
      intro: "We recognised your {agency} certification \"{certification}\". You now hold the DiveCert certification {course}, number {number}.",
      action: "View your certifications",
      note: "Your digital card is ready in your account.",
    },
    rejected: {
      subject: "Your recognition request was not approved",
      intro: "We could not recognise your {agency} certification \"{certification}\".",
      reasonLabel: "Reason:",
      note: "You can send a new request with a clearer picture of your card or other details.",
    },
  },
  it: {
    approved: {
      subject: "Il tuo brevetto è stato riconosciuto",
      intro: "Abbiamo riconosciuto il tuo brevetto {agency} \"{certification}\". Ora hai il brevetto DiveCert {course}, numero {number}.",
      action: "Vedi i tuoi brevetti",
      note: "La tua tessera digitale è pronta nel tuo account.",
    },
    rejected: {
      subject: "La tua richiesta di riconoscimento non è stata approvata",
      intro: "Non abbiamo potuto riconoscere il tuo brevetto {agency} \"{certification}\".",
      reasonLabel: "Motivo:",
      note: "Puoi inviare una nuova richiesta con un'immagine più chiara della tessera o altri dettagli.",
    },
  },
};

type Common = { firstName?: string | null; lang?: MailLang; agency: string; certification: string };

function frame(input: Common) {
  const { lang, copy } = mailCopy(input.lang);
  const words = copies[lang as keyof typeof copies] ?? copies.en;
  const name = input.firstName?.trim();
  return {
    copy,
    words,
    base: {
      lang,
      signature: copy.signature,
      automated: copy.automated,
      greeting: name ? fill(copy.greeting, { name }) : copy.greetingAnonymous,
    },
  };
}

export function recognitionApprovedMail(input: Common & { course: string; number: string; url: string }): RenderedMail {
  const { copy, words, base } = frame(input);
  const t = words.approved;
  return renderMail({
    ...base,
    subject: t.subject,
    paragraphs: [fill(t.intro, { agency: input.agency, certification: input.certification, course: input.course, number: input.number })],
    action: { label: t.action, url: input.url, fallback: copy.linkFallback },
    notes: [t.note],
  });
}

export function recognitionRejectedMail(input: Common & { reason: string }): RenderedMail {
  const { words, base } = frame(input);
  const t = words.rejected;
  return renderMail({
    ...base,
    subject: t.subject,
    paragraphs: [fill(t.intro, { agency: input.agency, certification: input.certification }), `${t.reasonLabel} ${input.reason}`],
    notes: [t.note],
  });
}
