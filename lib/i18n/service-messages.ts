import type { FieldErrors } from "@/lib/api/errors";
import type { AccountStatus } from "@/generated/prisma/enums";
import { label } from "@/lib/i18n/labels";
import type { Lang } from "@/lib/i18n/language";
import { catalogues } from "@/lib/i18n/messages";
import { serviceLocalizer, type ServiceLocalizer } from "@/lib/i18n/service-localizer";

// The services answer in English, as the API's error envelope does (the contract's words). Pages
// show those answers in the page's language: each message the services give has a key in the
// catalogues' `service.messages` group whose English text is the service's own words, with ICU
// arguments where the message has variable parts ("The {field} field is required."). A message is
// recognised by its English text; `{field}` and `{thing}` are translated through
// `service.fields` (the field's snake_case name) and `service.things`, `{accountStatus}` through
// the API's own `labels.account_status` (the label the message quotes). A message that is not in
// the catalogue is shown as the service wrote it. lib/i18n/catalogue.test.ts checks that every
// English text still matches words in the services' source.

const accountStatusOf = (englishLabel: string) =>
  Object.entries(catalogues.en.labels.account_status).find(([, text]) => text === englishLabel)?.[0] as AccountStatus | undefined;

const localizers = new Map<Lang, ServiceLocalizer>();
function localizer(lang: Lang): ServiceLocalizer {
  let l = localizers.get(lang);
  if (!l) {
    l = serviceLocalizer(catalogues.en.service, catalogues[lang].service, lang, (name, value) => {
      if (name !== "accountStatus") return undefined;
      const status = accountStatusOf(value);
      return status ? label(`account_status.${status}`, lang) : undefined;
    });
    localizers.set(lang, l);
  }
  return l;
}

/** A service's message in `lang` (unchanged in English, or when it is not in the catalogue). */
export function localizeMessage(message: string, lang: Lang): string {
  if (lang === "en" || !message) return message;
  return localizer(lang).message(message);
}

/** Every message of a field-error map in `lang`. */
export function localizeFields(fields: FieldErrors, lang: Lang): FieldErrors;
export function localizeFields(fields: FieldErrors | undefined, lang: Lang): FieldErrors | undefined;
export function localizeFields(fields: FieldErrors | undefined, lang: Lang): FieldErrors | undefined {
  if (!fields || lang === "en") return fields;
  return localizer(lang).fields(fields);
}
