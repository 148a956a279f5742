import type { Lang } from "@/lib/i18n/language";

/** Each supported language in its own name, as a language menu shows it. */
export const languageNames: Record<Lang, string> = {
  en: "English", it: "Italiano", es: "Español", fr: "Français", de: "Deutsch", pt: "Português", zh: "中文", ko: "한국어",
};
