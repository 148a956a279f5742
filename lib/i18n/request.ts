import { getRequestConfig } from "next-intl/server";
import { catalogues } from "@/lib/i18n/messages";
import { pageLanguage } from "@/lib/i18n/page-language";

// next-intl's per-request configuration (next.config.js points its plugin here). Pages are not
// prefixed by locale: the language follows the person (lib/i18n/page-language.ts).
export default getRequestConfig(async () => {
  const locale = await pageLanguage();
  return { locale, messages: catalogues[locale], timeZone: "UTC" };
});
