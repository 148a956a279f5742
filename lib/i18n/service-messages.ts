import { createTranslator } from "next-intl";
import type { FieldErrors } from "@/lib/api/errors";
import type { AccountStatus } from "@/generated/prisma/enums";
import { label } from "@/lib/i18n/labels";
import type { Lang } from "@/lib/i18n/language";
import { catalogues } from "@/lib/i18n/messages";

// The services answer in English, as the API's error envelope does (the contract's words). Pages
// show those answers in the page's language: each message the services give has a key in the
// catalogues' `service.messages` group whose English text is the service's own words, with ICU
// arguments where the message has variable parts ("The {field} field is required."). A message is
// recognised by its English text; `{field}` and `{thing}` are translated through
// `service.fields` (the field's snake_case name) and `service.things`, `{accountStatus}` through
// the API's own `labels.account_status` (the label the message quotes). A message that is not in
// the catalogue is shown as the service wrote it. lib/i18n/catalogue.test.ts checks that every
// English text still matches words in the services' source.

type Template = { key: string; pattern: RegExp; args: string[]; literal: number };

const english = catalogues.en.service.messages as Record<string, string>;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const exact = new Map<string, string>();
const templates: Template[] = [];
for (const [key, text] of Object.entries(english)) {
  const parts = text.split(/\{(\w+)\}/);
  if (parts.length === 1) {
    exact.set(text, key);
    continue;
  }
  const args: string[] = [];
  const source = parts.map((part, i) => (i % 2 ? (args.push(part), "(.+?)") : escape(part))).join("");
  const literal = parts.filter((_, i) => i % 2 === 0).join("").length;
  templates.push({ key, pattern: new RegExp(`^${source}$`), args, literal });
}
// The most specific template first ("between {min} and {max} {unit}" before "between {min} and {max}").
templates.sort((a, b) => b.literal - a.literal);

const translators = new Map<Lang, ReturnType<typeof translatorOf>>();
const translatorOf = (lang: Lang) => createTranslator({ locale: lang, messages: catalogues[lang], namespace: "service" });
const translator = (lang: Lang) => {
  let t = translators.get(lang);
  if (!t) translators.set(lang, (t = translatorOf(lang)));
  return t;
};

const snake = (s: string) => s.trim().toLowerCase().replace(/[\s-]+/g, "_");
const groupHas = (group: "fields" | "things", key: string) => Object.hasOwn(catalogues.en.service[group], key);
const accountStatusOf = (englishLabel: string) =>
  Object.entries(catalogues.en.labels.account_status).find(([, text]) => text === englishLabel)?.[0] as AccountStatus | undefined;

function translateOne(message: string, lang: Lang): string {
  const t = translator(lang);
  const key = exact.get(message);
  if (key) return t(`messages.${key}` as Parameters<typeof t>[0]);
  for (const template of templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values: Record<string, string> = {};
    template.args.forEach((arg, i) => {
      const value = match[i + 1]!;
      const name = snake(value);
      if (arg === "field" && groupHas("fields", name)) values[arg] = t(`fields.${name}` as Parameters<typeof t>[0]);
      else if (arg === "thing" && groupHas("things", name)) values[arg] = t(`things.${name}` as Parameters<typeof t>[0]);
      else if (arg === "accountStatus") {
        const status = accountStatusOf(value);
        values[arg] = status ? label(`account_status.${status}`, lang) : value;
      } else values[arg] = value;
    });
    return t(`messages.${template.key}` as Parameters<typeof t>[0], values as never);
  }
  return message;
}

/** A service's message in `lang` (unchanged in English, or when it is not in the catalogue). */
export function localizeMessage(message: string, lang: Lang): string {
  if (lang === "en" || !message) return message;
  // validationError(): the first error plus "(and N more errors)".
  const more = /^(.*) \(and (\d+) more errors?\)$/.exec(message);
  if (more) return translator(lang)("more", { message: translateOne(more[1]!, lang), count: Number(more[2]) });
  return translateOne(message, lang);
}

/** Every message of a field-error map in `lang`. */
export function localizeFields(fields: FieldErrors, lang: Lang): FieldErrors;
export function localizeFields(fields: FieldErrors | undefined, lang: Lang): FieldErrors | undefined;
export function localizeFields(fields: FieldErrors | undefined, lang: Lang): FieldErrors | undefined {
  if (!fields || lang === "en") return fields;
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages.map((m) => localizeMessage(m, lang))]));
}
