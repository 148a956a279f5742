import { listCountries } from "@/lib/geo/list-countries";
import { label } from "@/lib/i18n/labels";
import { supportedLanguages, type Lang } from "@/lib/i18n/language";
import { languageNames } from "@/components/profile/languages";
import type { ProfileFormOptions } from "@/components/profile/profile-form";

// The choices of the profile form, with labels in the page's language (built once per language).

const cached = new Map<Lang, ProfileFormOptions>();

export function profileFormOptions(lang: Lang = "en"): ProfileFormOptions {
  let options = cached.get(lang);
  if (!options) {
    options = {
      countries: listCountries(lang).map((c) => ({ value: c.code, label: c.name })),
      timezones: ["UTC", ...Intl.supportedValuesOf("timeZone").filter((tz) => tz !== "UTC")].map((tz) => ({ value: tz, label: tz.replace(/_/g, " ") })),
      languages: supportedLanguages.map((code) => ({ value: code, label: languageNames[code] })),
      genders: (["male", "female", "other", "undisclosed"] as const).map((g) => ({ value: g, label: label(`gender.${g}`, lang) })),
      systems: (["metric", "imperial"] as const).map((s) => ({ value: s, label: label(`preferred_system.${s}`, lang) })),
    };
    cached.set(lang, options);
  }
  return options;
}
