import { DEVICE_FIELD_KEYS, DEVICE_MESSAGE_KEYS } from "@/lib/dive-logs/device-check";
import { catalogues } from "@/lib/i18n/messages";
import { pageLanguage } from "@/lib/i18n/page-language";
import { serviceWordsFor, type ServiceWords } from "@/lib/i18n/service-localizer";

/**
 * The part of the service catalogue the dive form needs to show the field errors of a dive checked
 * on the device (offline) in the page's language, as the server action would; null in English.
 */
export async function diveFormWords(): Promise<ServiceWords | null> {
  const lang = await pageLanguage();
  if (lang === "en") return null;
  return {
    locale: lang,
    english: serviceWordsFor(catalogues.en.service, DEVICE_MESSAGE_KEYS, DEVICE_FIELD_KEYS),
    target: serviceWordsFor(catalogues[lang].service, DEVICE_MESSAGE_KEYS, DEVICE_FIELD_KEYS),
  };
}
