import { createTranslator } from "next-intl";
import type { FieldErrors } from "@/lib/api/errors";
import type { Lang } from "@/lib/i18n/language";

// The services' English answers in another language, from two copies of the catalogues'
// `service` group: the English one (to recognise a message by its words) and the target one (to
// say it). No catalogue is imported here, so the browser can run it with just the part of both
// groups a page hands it (the dive form checks a dive on the device when offline and shows the
// same words as the server would). lib/i18n/service-messages.ts runs it with the whole catalogues.
//
// Each message the services give has a key in `service.messages` whose English text is the
// service's own words, with ICU arguments where the message has variable parts ("The {field}
// field is required."). `{field}` and `{thing}` are translated through `service.fields` (the
// field's snake_case name) and `service.things`; other arguments through `argument` when given
// (the server translates `{accountStatus}` with the API's labels). A message that is not in the
// catalogue is shown as the service wrote it.

export type ServiceCatalogue = {
  more: string;
  messages: Record<string, string>;
  fields: Record<string, string>;
  things: Record<string, string>;
};

/** What a page hands its client components to say the services' words in its language (null in English). */
export type ServiceWords = { locale: Lang; english: ServiceCatalogue; target: ServiceCatalogue };

type Template = { key: string; pattern: RegExp; args: string[]; literal: number };
type Matcher = { exact: Map<string, string>; templates: Template[] };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const matchers = new WeakMap<Record<string, string>, Matcher>();

function matcherOf(english: Record<string, string>): Matcher {
  let m = matchers.get(english);
  if (m) return m;
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
  matchers.set(english, (m = { exact, templates }));
  return m;
}

const snake = (s: string) => s.trim().toLowerCase().replace(/[\s-]+/g, "_");

export type ServiceLocalizer = {
  message: (message: string) => string;
  fields: (fields: FieldErrors) => FieldErrors;
};

/**
 * Translates services' messages into `locale` with `target` (the same language's `service`
 * group, or the part of it a page needs); `english` is the English `service` group.
 */
export function serviceLocalizer(
  english: ServiceCatalogue,
  target: ServiceCatalogue,
  locale: Lang,
  argument?: (name: string, englishValue: string) => string | undefined,
): ServiceLocalizer {
  const { exact, templates } = matcherOf(english.messages);
  const t = createTranslator({ locale, messages: { service: target }, namespace: "service" }) as unknown as (
    key: string,
    values?: Record<string, string | number>,
  ) => string;
  const has = (group: "fields" | "things", key: string) => Object.hasOwn(english[group], key) && Object.hasOwn(target[group], key);

  const one = (message: string): string => {
    const key = exact.get(message);
    if (key) return Object.hasOwn(target.messages, key) ? t(`messages.${key}`) : message;
    for (const template of templates) {
      const match = template.pattern.exec(message);
      if (!match) continue;
      if (!Object.hasOwn(target.messages, template.key)) return message;
      const values: Record<string, string> = {};
      template.args.forEach((arg, i) => {
        const value = match[i + 1]!;
        const name = snake(value);
        if (arg === "field" && has("fields", name)) values[arg] = t(`fields.${name}`);
        else if (arg === "thing" && has("things", name)) values[arg] = t(`things.${name}`);
        else values[arg] = argument?.(arg, value) ?? value;
      });
      return t(`messages.${template.key}`, values);
    }
    return message;
  };

  const message = (text: string): string => {
    if (!text) return text;
    // validationError(): the first error plus "(and N more errors)".
    const more = /^(.*) \(and (\d+) more errors?\)$/.exec(text);
    if (more) return t("more", { message: one(more[1]!), count: Number(more[2]) });
    return one(text);
  };
  return {
    message,
    fields: (fields) => Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages.map(message)])),
  };
}

/** The part of the `service` groups a page hands its client components: these messages and fields only. */
export function serviceWordsFor(catalogue: ServiceCatalogue, messageKeys: readonly string[], fieldKeys: readonly string[]): ServiceCatalogue {
  const pick = (group: Record<string, string>, keys: readonly string[]) =>
    Object.fromEntries(keys.filter((k) => Object.hasOwn(group, k)).map((k) => [k, group[k]!]));
  return { more: catalogue.more, messages: pick(catalogue.messages, messageKeys), fields: pick(catalogue.fields, fieldKeys), things: {} };
}
