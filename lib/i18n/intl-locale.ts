import type { Lang } from "@/lib/i18n/language";

// The Intl locale that formats dates, numbers and money on a page in a given language.
// English keeps the site's British day-month-year dates ("12 Jan 2027").
const locales: Record<Lang, string> = {
  en: "en-GB", it: "it-IT", es: "es-ES", fr: "fr-FR", de: "de-DE", pt: "pt-PT", zh: "zh-CN", ko: "ko-KR",
};

export const intlLocale = (lang: string): string => locales[lang as Lang] ?? "en-GB";
