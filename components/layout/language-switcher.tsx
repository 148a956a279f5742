"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useTransition } from "react";
import { chooseLanguage } from "@/app/language-actions";
import { supportedLanguages, type Lang } from "@/lib/i18n/language";

// Each language named in itself, so a reader finds their own whatever the page's language is.
const endonyms: Record<(typeof supportedLanguages)[number], string> = {
  en: "English", it: "Italiano", es: "Español", fr: "Français", de: "Deutsch", pt: "Português", zh: "中文", ko: "한국어",
};

/** A select on every page; the choice is saved (cookie, and the profile when signed in) and the page re-rendered. */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const t = useTranslations("common");
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [pending, startTransition] = useTransition();

  return (
    <div className={`flex items-center gap-1.5 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t("language")}
      </label>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 text-slate-500" fill="none" stroke="currentColor" strokeWidth="1.6">
        <circle cx="10" cy="10" r="7.5" />
        <path d="M2.5 10h15M10 2.5c2 2.2 3 4.7 3 7.5s-1 5.3-3 7.5c-2-2.2-3-4.7-3-7.5s1-5.3 3-7.5Z" />
      </svg>
      <select
        id={id}
        value={locale}
        disabled={pending}
        aria-busy={pending}
        onChange={(event) => {
          const lang = event.target.value as Lang;
          startTransition(async () => {
            await chooseLanguage(lang);
            router.refresh();
          });
        }}
        className="min-h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-sky-600 disabled:opacity-60"
      >
        {supportedLanguages.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {endonyms[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}
