import { listCountries } from "@/lib/geo/list-countries";
import { label } from "@/lib/i18n/labels";
import { supportedLanguages } from "@/lib/i18n/language";
import { languageNames } from "@/components/profile/languages";
import type { ProfileFormOptions } from "@/components/profile/profile-form";

// The choices of the profile form. The site is in English, so are the option labels.

let cached: ProfileFormOptions | undefined;

export function profileFormOptions(): ProfileFormOptions {
  cached ??= {
    countries: listCountries("en").map((c) => ({ value: c.code, label: c.name })),
    timezones: ["UTC", ...Intl.supportedValuesOf("timeZone").filter((tz) => tz !== "UTC")].map((tz) => ({ value: tz, label: tz.replace(/_/g, " ") })),
    languages: supportedLanguages.map((code) => ({ value: code, label: languageNames[code] })),
    genders: (["male", "female", "other", "undisclosed"] as const).map((g) => ({ value: g, label: label(`gender.${g}`, "en") })),
    systems: (["metric", "imperial"] as const).map((s) => ({ value: s, label: label(`preferred_system.${s}`, "en") })),
  };
  return cached;
}
