// i18n-iso-countries without its Node entry point, which would load all ~80 locale files:
// the response languages are registered here from statically imported JSON so that Next
// bundles exactly these.
import * as countries from "i18n-iso-countries/index.js";
import type { LocaleData } from "i18n-iso-countries/index.js";
import de from "i18n-iso-countries/langs/de.json";
import en from "i18n-iso-countries/langs/en.json";
import es from "i18n-iso-countries/langs/es.json";
import fr from "i18n-iso-countries/langs/fr.json";
import it from "i18n-iso-countries/langs/it.json";
import ko from "i18n-iso-countries/langs/ko.json";
import pt from "i18n-iso-countries/langs/pt.json";
import zh from "i18n-iso-countries/langs/zh.json";

for (const locale of [en, it, es, fr, de, pt, zh, ko] as LocaleData[]) countries.registerLocale(locale);

export { countries };
